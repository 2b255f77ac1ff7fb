import { asc, eq } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { createSecretBox } from "#server/infra/mail/secret.ts";
import { visitLinks } from "./schema.ts";
import { hashVisitToken, newVisitToken, visitPath } from "./tokens.ts";

/**
 * The booking links of a quote request: each found by its token's SHA-256, the token itself kept
 * sealed with the data key (DATA_DIR/secrets) so that a retried submission gets back its first link
 * instead of a new one. Given to the leads module by the composition root (it does not import the
 * agenda, whose tables reference its leads).
 */
export function createBookingLinks(dataDir: string) {
  const box = createSecretBox(dataDir);
  return {
    newToken: newVisitToken,
    path: visitPath,
    /** Stores a link (its hash, and sealed), in the caller's transaction. */
    async save(exec: Pick<Db, "insert">, leadId: number, token: string): Promise<void> {
      await exec.insert(visitLinks).values({ tokenHash: hashVisitToken(token), tokenSealed: box.seal(token), leadId });
    },
    /** The lead's first link, or null (a link stored before they were sealed, or the data key changed). */
    async first(exec: Pick<Db, "select">, leadId: number): Promise<string | null> {
      const [link] = await exec
        .select({ sealed: visitLinks.tokenSealed })
        .from(visitLinks)
        .where(eq(visitLinks.leadId, leadId))
        .orderBy(asc(visitLinks.id))
        .limit(1);
      return link?.sealed ? box.open(link.sealed) : null;
    },
  };
}
export type BookingLinkStore = ReturnType<typeof createBookingLinks>;
