import type { Db } from "#server/infra/db/client.ts";
import { visitLinks } from "./schema.ts";
import { hashVisitToken, newVisitToken, visitPath } from "./tokens.ts";

/** Stores a booking link of a quote request (only the token's SHA-256), in the caller's transaction. */
export async function saveVisitLink(exec: Pick<Db, "insert">, leadId: number, token: string): Promise<void> {
  await exec.insert(visitLinks).values({ tokenHash: hashVisitToken(token), leadId });
}

/**
 * The booking links as the leads module receives them from the composition root (it does not
 * import the agenda, whose tables reference its leads): a new token, storing it, its page.
 */
export const bookingLinks = { newToken: newVisitToken, save: saveVisitLink, path: visitPath };
