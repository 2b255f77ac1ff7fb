import { and, count, eq, isNull, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { LeadKind, LeadListQuery, LeadSummary, LeadUpdate } from "#domain/leads.ts";
import { contactProjectOptions, optionLabel, projectTypeOptions } from "#domain/schemas/leads.ts";
import type { Db } from "#server/infra/db/client.ts";
import { contactMessages, leadEvents, quoteRequests, reviewInvitations } from "#server/infra/db/schema.ts";
import { eraseLeadVisits } from "#server/modules/agenda/index.ts";
import { forgetLeadEmails, leadEmails, requeueEmail, type Outbox } from "../mail/index.ts";
import type { Attachments } from "./attachments.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { recordEvent } from "./events.ts";

export const INBOX_PAGE_SIZE = 25;

export type QuoteRow = typeof quoteRequests.$inferSelect;
export type ContactRow = typeof contactMessages.$inferSelect;
export type LeadRecord = ({ kind: "quote" } & QuoteRow) | ({ kind: "contact" } & ContactRow);

const tables = { quote: quoteRequests, contact: contactMessages } as const;

/** The columns of the list, as plain SQL aliases so that both tables give the same shape (UNION ALL). */
function listColumns(kind: LeadKind) {
  const t = tables[kind];
  const [first, last, topic, body] =
    kind === "quote"
      ? [quoteRequests.firstName, quoteRequests.lastName, quoteRequests.projectType, quoteRequests.projectDescription]
      : [contactMessages.prenom, contactMessages.nom, contactMessages.projet, contactMessages.message];
  return {
    kind: sql<LeadKind>`${kind}::text`.as("kind"),
    id: sql<number>`${t.id}`.mapWith(Number).as("id"),
    createdAt: sql<Date>`${t.createdAt}`.mapWith(t.createdAt).as("created_at"),
    status: sql<string>`${t.status}`.as("status"),
    readAt: sql<Date | null>`${t.readAt}`.mapWith(t.readAt).as("read_at"),
    isSpam: sql<boolean>`${t.isSpam}`.mapWith(t.isSpam).as("is_spam"),
    spamReason: sql<string>`${t.spamReason}`.as("spam_reason"),
    name: sql<string>`${first} || ' ' || ${last}`.as("name"),
    email: sql<string>`${t.email}`.as("email"),
    topic: sql<string>`${topic}`.as("topic"),
    excerpt: sql<string>`left(${body}, 160)`.as("excerpt"),
  };
}

function listSelect(db: Db, kind: LeadKind, where: SQL | undefined) {
  return db.select(listColumns(kind)).from(tables[kind]).where(where).$dynamic();
}

function filters(kind: LeadKind, query: Pick<LeadListQuery, "spam" | "status">): SQL | undefined {
  const t = tables[kind];
  return and(eq(t.isSpam, query.spam === "1"), query.status ? eq(t.status, query.status) : undefined);
}

export function createInbox(db: Db, outbox: Outbox, attachments: Attachments) {
  async function countWhere(kind: LeadKind, where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ n: count() }).from(tables[kind]).where(where);
    return Number(row?.n ?? 0);
  }

  return {
    async list(query: LeadListQuery) {
      const kinds: LeadKind[] = query.kind === "all" ? ["quote", "contact"] : [query.kind];
      const offset = (query.page - 1) * INBOX_PAGE_SIZE;
      const order = sql`created_at desc, id desc`;
      // Both kinds: each table's own first offset + page rows (an index range, issue 33), then merged;
      // PostgreSQL sorts a UNION ALL of every lead otherwise.
      const newest = (kind: LeadKind) =>
        listSelect(db, kind, filters(kind, query))
          .orderBy(order)
          .limit(offset + INBOX_PAGE_SIZE);
      const rows =
        kinds.length === 2
          ? await unionAll(newest("quote"), newest("contact")).orderBy(order).limit(INBOX_PAGE_SIZE).offset(offset)
          : await listSelect(db, kinds[0], filters(kinds[0], query))
              .orderBy(order)
              .limit(INBOX_PAGE_SIZE)
              .offset(offset);
      const totals = await Promise.all(kinds.map((k) => countWhere(k, filters(k, query))));
      const items: LeadSummary[] = rows.map((r) => ({
        kind: r.kind,
        id: r.id,
        createdAt: new Date(r.createdAt).toISOString(),
        status: r.status,
        read: r.readAt !== null,
        isSpam: r.isSpam,
        spamReason: r.spamReason,
        name: r.name,
        email: r.email,
        topic: r.topic ? optionLabel(r.kind === "quote" ? projectTypeOptions : contactProjectOptions, r.topic) : "",
        excerpt: r.excerpt,
      }));
      return { items, total: totals.reduce((a, b) => a + b, 0), page: query.page, pageSize: INBOX_PAGE_SIZE };
    },

    /** Unread, non-spam leads of both kinds (the dashboard's badge). */
    async unreadCount(): Promise<number> {
      const counts = await Promise.all(
        (["quote", "contact"] as const).map((k) =>
          countWhere(k, and(isNull(tables[k].readAt), eq(tables[k].isSpam, false))),
        ),
      );
      return counts[0] + counts[1];
    },

    async get(kind: LeadKind, id: number): Promise<LeadRecord | null> {
      const [row] = await db.select().from(tables[kind]).where(eq(tables[kind].id, id));
      return row ? ({ kind, ...row } as LeadRecord) : null;
    },

    /** Delivery status of the lead's e-mails (their bodies stay in the outbox). */
    async emails(kind: LeadKind, id: number) {
      const rows = await leadEmails(db, { kind, id });
      return rows.map((e) => ({
        id: e.id,
        kind: e.kind,
        to: e.to,
        subject: e.subject,
        status: e.status,
        attempts: e.attempts,
        lastError: e.lastError,
        nextAttemptAt: e.nextAttemptAt,
        sentAt: e.sentAt,
        createdAt: e.createdAt,
      }));
    },

    async update(
      kind: LeadKind,
      id: number,
      patch: LeadUpdate,
      author: LeadAuthor | null = null,
    ): Promise<LeadRecord | null> {
      const t = tables[kind];
      const set: Record<string, unknown> = { updatedAt: sql`now()` };
      if (patch.status !== undefined) set.status = patch.status;
      if (patch.visitAt !== undefined) set.visitAt = patch.visitAt === null ? null : new Date(patch.visitAt);
      // PostgreSQL text cannot hold NUL.
      if (patch.notes !== undefined) set.notes = patch.notes.replaceAll("\0", "");
      if (patch.status !== undefined || patch.notes !== undefined || patch.visitAt !== undefined) {
        // Status changes and notes go to the lead's timeline, in the same transaction.
        return db.transaction(async (tx) => {
          const [before] = await tx
            .select({ status: t.status, notes: t.notes, visitAt: t.visitAt })
            .from(t)
            .where(eq(t.id, id))
            .for("update");
          if (!before) return null;
          if (patch.read !== undefined) set.readAt = patch.read ? sql`coalesce(${t.readAt}, now())` : null;
          const [row] = await tx.update(t).set(set).where(eq(t.id, id)).returning();
          const visitChanged =
            patch.visitAt !== undefined &&
            (before.visitAt?.toISOString() ?? null) !== (row.visitAt?.toISOString() ?? null);
          if (
            (patch.status !== undefined && patch.status !== before.status) ||
            (visitChanged && row.status === "visite-prevue")
          ) {
            await recordEvent(
              tx,
              kind,
              id,
              "status",
              { from: before.status, to: row.status, visitAt: row.visitAt?.toISOString() ?? null },
              null,
              author,
            );
          }
          if (patch.notes !== undefined && row.notes !== before.notes)
            await recordEvent(tx, kind, id, "note", { text: row.notes.slice(0, 500) }, null, author);
          return { kind, ...row } as LeadRecord;
        });
      }
      if (patch.read !== undefined) set.readAt = patch.read ? sql`coalesce(${t.readAt}, now())` : null;
      if (patch.isSpam !== undefined) {
        set.isSpam = patch.isSpam;
        set.spamReason = patch.isSpam ? "marqué comme spam" : "";
      }
      const [row] = await db.update(t).set(set).where(eq(t.id, id)).returning();
      return row ? ({ kind, ...row } as LeadRecord) : null;
    },

    /** RGPD erasure: the lead and every e-mail about it, together. */
    async remove(kind: LeadKind, id: number): Promise<boolean> {
      const { deleted, files } = await db.transaction(async (tx) => {
        await forgetLeadEmails(tx, kind, [id]);
        await tx.delete(leadEvents).where(and(eq(leadEvents.leadType, kind), eq(leadEvents.leadId, id)));
        await tx
          .delete(reviewInvitations)
          .where(and(eq(reviewInvitations.leadType, kind), eq(reviewInvitations.leadId, id)));
        await eraseLeadVisits(tx, kind, [id]);
        const files = await attachments.detach(tx, kind, [id]);
        const deleted = await tx.delete(tables[kind]).where(eq(tables[kind].id, id)).returning({ id: tables[kind].id });
        return { deleted: deleted.length > 0, files };
      });
      // The files go once the rows are gone (a failure leaves files nobody can reach, logged).
      await attachments.removeFiles(files);
      return deleted;
    },

    /** Queues an e-mail again (any status); without SMTP it stays marked as not sent. */
    async resendEmail(emailId: number) {
      const row = await requeueEmail(db, emailId, outbox.configured);
      if (row) outbox.kick();
      return row;
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
