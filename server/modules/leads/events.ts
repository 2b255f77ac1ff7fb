import type { LeadKind } from "#domain/leads.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import type { Db } from "#server/infra/db/client.ts";
import { leadEvents } from "#server/infra/db/schema.ts";

/** One event of a lead's timeline (status, note, reply), in the caller's transaction. */
export async function recordEvent(
  exec: Pick<Db, "insert">,
  kind: LeadKind,
  leadId: number,
  type: "status" | "note" | "reply",
  detail: Record<string, string | number | null>,
  emailId: number | null = null,
  author: LeadAuthor | null = null,
) {
  await exec
    .insert(leadEvents)
    .values({ leadType: kind, leadId, type, detail, emailId, authorId: author?.id, authorName: author?.name ?? "" });
}
