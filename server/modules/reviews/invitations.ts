import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { REVIEW_LINK_DAYS } from "#domain/reviews.ts";
import type { Db, Tx } from "#server/infra/db/client.ts";
import { reviewInvitations } from "./schema.ts";

/** SHA-256 of a link's token: the token itself is never stored. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** 'YYYY-MM' of a date, in Paris time. */
export function monthOf(date: Date): string {
  const parts = new Intl.DateTimeFormat("fr-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit" })
    .formatToParts(date)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${parts.year}-${parts.month}`;
}

/** The commune of a free-form address ('12 chemin des Pins, 33650 Saucats' → 'Saucats'), else ''. */
export function communeOf(address: string): string {
  const match = /\b\d{5}\s+([^,\n\d][^,\n]*)/.exec(address);
  return match ? match[1].trim().slice(0, 80) : "";
}

/**
 * A personal review link for a lead: 256 random bits (base64url), one use, REVIEW_LINK_DAYS days.
 * Written in the caller's transaction (the one queueing the review request e-mail).
 */
export async function createInvitation(
  tx: Tx | Db,
  lead: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    commune: string;
  },
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(reviewInvitations).values({
    tokenHash: tokenHash(token),
    leadId: lead.id,
    email: lead.email,
    firstName: lead.firstName,
    lastName: lead.lastName,
    commune: lead.commune,
    workMonth: monthOf(now),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REVIEW_LINK_DAYS * 86_400_000),
  });
  return token;
}

export type Invitation = typeof reviewInvitations.$inferSelect;
export type InvitationState = "ok" | "used" | "expired" | "unknown";

/** The invitation of a token and whether it can still be used. */
export async function findInvitation(
  db: Tx | Db,
  token: string,
  now = new Date(),
  lock = false,
): Promise<{ state: InvitationState; invitation: Invitation | null }> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { state: "unknown", invitation: null };
  const query = db
    .select()
    .from(reviewInvitations)
    .where(eq(reviewInvitations.tokenHash, tokenHash(token)));
  const [invitation] = lock ? await query.for("update") : await query;
  if (!invitation) return { state: "unknown", invitation: null };
  if (invitation.usedAt) return { state: "used", invitation };
  if (invitation.expiresAt.getTime() <= now.getTime()) return { state: "expired", invitation };
  return { state: "ok", invitation };
}

/**
 * The review links as the leads module receives them from the composition root (it does not
 * import the reviews, whose tables reference its leads).
 */
export const reviewLinks = { create: createInvitation, communeOf };
