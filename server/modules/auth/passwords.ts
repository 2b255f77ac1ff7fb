import { hash, verify } from "@node-rs/argon2";

/** argon2id with OWASP's minimum: 19 MiB, 2 iterations, 1 lane. */
// 2 = Algorithm.Argon2id (a const enum, which type stripping cannot read).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so timing does not reveal usernames. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("mot-de-passe-factice-pour-le-temps-constant");
  return dummyHash;
}
