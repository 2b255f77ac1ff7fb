import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Db } from "#server/infra/db/client.ts";
import { authChallenges, passkeys } from "../schema.ts";
import { currentBusiness } from "#server/infra/business-snapshot.ts";

export const CHALLENGE_TTL_MS = 5 * 60_000;
/** The site's name shown by the browser's passkey dialog ('Entreprise' settings). */
export const rpName = () => `${currentBusiness().name} — administration`;

import { relyingParty } from "#domain/passkeys.ts";

export { relyingParty };

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

export function createPasskeys(db: Db, siteUrl: string) {
  const { rpID, origin } = relyingParty(siteUrl);

  async function takeChallenge(id: string, kind: string): Promise<{ challenge: string; userId: number | null } | null> {
    const [row] = await db
      .delete(authChallenges)
      .where(and(eq(authChallenges.id, id), eq(authChallenges.kind, kind)))
      .returning();
    if (!row || row.expiresAt.getTime() <= Date.now()) return null;
    return { challenge: row.challenge, userId: row.userId };
  }

  async function storeChallenge(id: string, kind: string, challenge: string, userId: number | null) {
    const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
    await db
      .insert(authChallenges)
      .values({ id, kind, challenge, userId, expiresAt })
      .onConflictDoUpdate({ target: authChallenges.id, set: { challenge, userId, expiresAt } });
  }

  return {
    rpID,
    origin,

    async list(userId: number) {
      return db
        .select({
          id: passkeys.id,
          name: passkeys.name,
          createdAt: passkeys.createdAt,
          lastUsedAt: passkeys.lastUsedAt,
        })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(passkeys.createdAt);
    },

    async count(userId: number): Promise<number> {
      return (await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId))).length;
    },

    /** Options for navigator.credentials.create(): a discoverable credential, user verification preferred. */
    async registrationOptions(user: { id: number; username: string }) {
      const existing = await db
        .select({ id: passkeys.id, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.userId, user.id));
      const options = await generateRegistrationOptions({
        rpName: rpName(),
        rpID,
        userName: user.username,
        userID: new TextEncoder().encode(`atelier-user-${user.id}`),
        attestationType: "none",
        excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports as AuthenticatorTransport[] })),
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      });
      await storeChallenge(`register:${user.id}`, "register", options.challenge, user.id);
      return options;
    },

    /** Verifies the new credential against the stored challenge; returns its name or null. */
    async register(userId: number, name: string, response: RegistrationResponseJSON): Promise<boolean> {
      const pending = await takeChallenge(`register:${userId}`, "register");
      if (!pending) return false;
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response,
          expectedChallenge: pending.challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
      } catch {
        return false;
      }
      if (!verification.verified) return false;
      const { credential, credentialBackedUp } = verification.registrationInfo;
      await db.insert(passkeys).values({
        id: credential.id,
        userId,
        name,
        publicKey: b64url(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        backedUp: credentialBackedUp,
      });
      return true;
    },

    async remove(userId: number, id: string): Promise<string | null> {
      const [row] = await db
        .delete(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning({ name: passkeys.name });
      return row?.name ?? null;
    },

    /** Options for a login with any passkey of this site (discoverable); the challenge id travels in the body. */
    async authenticationOptions() {
      const options = await generateAuthenticationOptions({ rpID, userVerification: "required" });
      const challengeId = randomBytes(24).toString("base64url");
      await storeChallenge(sha256(challengeId), "passkey-login", options.challenge, null);
      return { options, challengeId };
    },

    /** The account the assertion proves, or null (unknown credential, wrong challenge, bad signature). */
    async authenticate(
      challengeId: string,
      response: AuthenticationResponseJSON,
    ): Promise<{ userId: number; name: string } | null> {
      const pending = await takeChallenge(sha256(challengeId), "passkey-login");
      if (!pending) return null;
      const [row] = await db.select().from(passkeys).where(eq(passkeys.id, response.id));
      if (!row) return null;
      let verification;
      try {
        verification = await verifyAuthenticationResponse({
          response,
          expectedChallenge: pending.challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: row.id,
            publicKey: new Uint8Array(Buffer.from(row.publicKey, "base64url")),
            counter: row.counter,
            transports: row.transports as AuthenticatorTransport[],
          },
          requireUserVerification: true,
        });
      } catch {
        return null;
      }
      if (!verification.verified) return null;
      await db
        .update(passkeys)
        .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
        .where(eq(passkeys.id, row.id));
      return { userId: row.userId, name: row.name };
    },

    /** Drops expired challenges and pending logins (called periodically). */
    async purgeChallenges(): Promise<void> {
      await db.delete(authChallenges).where(lt(authChallenges.expiresAt, new Date()));
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeys>;
