import type { LeadAuthor } from "#domain/permissions.ts";
import type { Db } from "#server/infra/db/client.ts";
import { leadEvents } from "./schema.ts";

/** One event of a lead's timeline (status, note, reply, a devis's step), in the caller's transaction. */
export async function recordEvent(
  exec: Pick<Db, "insert">,
  leadId: number,
  type: "status" | "note" | "reply" | "devis",
  detail: Record<string, string | number | null>,
  emailId: number | null = null,
  author: LeadAuthor | null = null,
) {
  await exec
    .insert(leadEvents)
    .values({ leadId, type, detail, emailId, authorId: author?.id, authorName: author?.name ?? "" });
}
