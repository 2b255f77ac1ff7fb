/**
 * The lease an instance takes on a photo to encode it (`locked_by` / `locked_until`): taken when
 * free or expired, given back at once or after a back-off; the queue's instances share the photos by it.
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { leadAttachments } from "./schema.ts";

/** The lease of `me` (this process) on the photos, `leaseMs` long without renewal. */
export function photoLease(db: Db, me: string, leaseMs: number) {
  const mine = (id: number) => and(eq(leadAttachments.id, id), eq(leadAttachments.lockedBy, me));
  const leaseEnd = () => sql`now() + ${leaseMs} * interval '1 millisecond'`;

  /** Takes the photo for this instance, unless another one holds a live lease (or it is no longer waiting). */
  async function claim(id: number) {
    const [row] = await db
      .update(leadAttachments)
      .set({ lockedBy: me, lockedUntil: leaseEnd() })
      .where(
        and(
          eq(leadAttachments.id, id),
          eq(leadAttachments.state, "processing"),
          or(isNull(leadAttachments.lockedUntil), lt(leadAttachments.lockedUntil, sql`now()`)),
        ),
      )
      .returning();
    return row;
  }

  /** Gives the photo back: to anyone at once (`delayMs` 0), or after a back-off. */
  async function release(id: number, delayMs: number, countAttempt: boolean) {
    await db
      .update(leadAttachments)
      .set({
        lockedBy: null,
        lockedUntil: delayMs > 0 ? sql`now() + ${delayMs} * interval '1 millisecond'` : null,
        ...(countAttempt ? { attempts: sql`${leadAttachments.attempts} + 1` } : {}),
      })
      .where(mine(id));
  }

  return { mine, leaseEnd, claim, release };
}
