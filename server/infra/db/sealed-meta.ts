import { and, eq } from "drizzle-orm";
import type { SecretBox } from "#server/infra/mail/secret.ts";
import type { Db } from "./client.ts";
import { appMeta } from "./infra-tables.ts";

/**
 * A secret of the application kept in `app_meta` sealed with the data key (DATA_DIR/secrets): the
 * calendar feed's secret, the VAPID private key. A copy of the database (or a backup without the
 * keys) does not reveal it. Made once, the same for every instance; a value an older version stored in
 * clear is sealed at its first read (the value itself is kept: the links built from it still work).
 */
export async function sealedSecret(db: Db, box: SecretBox, key: string, generate: () => string): Promise<string> {
  const read = async () => (await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)))[0];
  let row = await read();
  if (!row) {
    await db
      .insert(appMeta)
      .values({ key, value: box.seal(generate()) })
      .onConflictDoNothing();
    row = await read();
  }
  const opened = box.open(row.value);
  if (opened !== null) return opened;
  if (row.value.startsWith("v1:")) {
    // Sealed with a key that is gone (DATA_DIR replaced without its secrets): a new secret.
    return replaceSealedSecret(db, box, key, generate());
  }
  // Stored in clear by an older version: sealed in place, once (another instance may do it first).
  await db
    .update(appMeta)
    .set({ value: box.seal(row.value), updatedAt: new Date() })
    .where(and(eq(appMeta.key, key), eq(appMeta.value, row.value)));
  return row.value;
}

/** Replaces the secret (a revoked feed address): stored sealed. */
export async function replaceSealedSecret(db: Db, box: SecretBox, key: string, value: string): Promise<string> {
  const sealed = box.seal(value);
  await db
    .insert(appMeta)
    .values({ key, value: sealed })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sealed, updatedAt: new Date() } });
  return value;
}
