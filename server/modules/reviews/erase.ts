import { eq } from "drizzle-orm";
import type { Tx } from "#server/infra/db/client.ts";
import { reviewInvitations, testimonials } from "./schema.ts";

/**
 * A lead's erasure (RGPD), in its transaction: his review invitations go. On his request, the
 * reviews he left go too (published with his consent, withdrawing it is his right); at the end of the
 * prospect's retention they stay, without his e-mail nor the link to him. Answers whether a
 * published review went, so the caller drops the public pages once the erasure is committed.
 */
export async function eraseLeadReviews(
  tx: Tx,
  lead: { id: number },
  why: "demande" | "conservation",
): Promise<boolean> {
  await tx.delete(reviewInvitations).where(eq(reviewInvitations.leadId, lead.id));
  if (why === "conservation") {
    await tx.update(testimonials).set({ leadId: null, authorEmail: null }).where(eq(testimonials.leadId, lead.id));
    return false;
  }
  const gone = await tx
    .delete(testimonials)
    .where(eq(testimonials.leadId, lead.id))
    .returning({ published: testimonials.isPublished });
  return gone.some((r) => r.published);
}
