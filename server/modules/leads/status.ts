import { eq, sql } from "drizzle-orm";
import type { LeadKind } from "#domain/leads.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import type { Tx } from "#server/infra/db/client.ts";
import { leads } from "./schema.ts";
import { recordEvent } from "./events.ts";

/**
 * A lead, as the other modules name it: its kind and its id (the id alone is unique, in the one
 * lead table; the kind is the form it came from, which the addresses of the admin carry).
 */
export interface LeadRef {
  id: number;
  /** The form it came from, when the caller knows it (the admin's addresses carry it). */
  kind?: LeadKind;
}

export interface MoveOptions {
  /** Leave the lead where it is when its status is one of these (a signed devis is not « envoyé » again). */
  unless?: readonly string[];
  /** Move it only from one of these statuses (a cancelled visit: only a lead still « visite prévue »). */
  onlyFrom?: readonly string[];
  /**
   * The technical visit's date, written with the status and recorded in the event (null: no visit
   * any more). Given, the event is recorded even when the status stays (a visit moved).
   */
  visitAt?: Date | null;
}

/**
 * The one writer of a lead's status (agenda, devis, chantiers and the inbox): in the caller's
 * transaction, the status (and the visit's date when given) and the « status » event of the
 * lead's timeline, `by` its author (null: the client or the system). Nothing happens when the
 * lead is already there (without a visit date), or is excluded by `unless` / `onlyFrom`.
 * Answers the status before and after, or null when the lead does not exist.
 */
export async function moveStatus(
  tx: Tx,
  lead: LeadRef,
  status: string,
  by: LeadAuthor | null,
  options: MoveOptions = {},
): Promise<{ from: string; to: string } | null> {
  const t = leads;
  const [before] = await tx.select({ status: t.status }).from(t).where(eq(t.id, lead.id)).for("update");
  if (!before) return null;
  const from = before.status;
  const stays =
    options.unless?.includes(from) ||
    (options.onlyFrom && !options.onlyFrom.includes(from)) ||
    (from === status && options.visitAt === undefined);
  if (stays) return { from, to: from };
  await tx
    .update(t)
    .set({ status, updatedAt: sql`now()`, ...(options.visitAt !== undefined ? { visitAt: options.visitAt } : {}) })
    .where(eq(t.id, lead.id));
  const detail: Record<string, string | null> = { from, to: status };
  if (options.visitAt !== undefined) detail.visitAt = options.visitAt?.toISOString() ?? null;
  await recordEvent(tx, lead.id, "status", detail, null, by);
  return { from, to: status };
}
