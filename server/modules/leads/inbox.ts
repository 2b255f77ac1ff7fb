import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { LeadKind, LeadListQuery, LeadSummary, LeadUpdate } from "#domain/leads.ts";
import { contactProjectOptions, optionLabel, projectTypeOptions } from "#domain/schemas/leads.ts";
import type { Db, Tx } from "#server/infra/db/client.ts";
import { leadEvents, leads } from "./schema.ts";
import { toRecord, visibleLead, type LeadRecord } from "./record.ts";
import { anonymous } from "./anonymous.ts";
import { foreignKeyViolation } from "#server/infra/db/errors.ts";
import { forgetLeadEmails, leadEmails, requeueEmail, type Outbox } from "../mail/index.ts";
import type { Attachments } from "./attachments.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { recordEvent } from "./events.ts";
import { moveStatus, type LeadRef } from "./status.ts";

export const INBOX_PAGE_SIZE = 25;

export type { LeadRecord } from "./record.ts";

/** The columns of the inbox list, the same for both kinds. */
const listColumns = {
  kind: leads.kind,
  id: leads.id,
  createdAt: leads.createdAt,
  status: leads.status,
  readAt: leads.readAt,
  isSpam: leads.isSpam,
  spamReason: leads.spamReason,
  name: sql<string>`${leads.firstName} || ' ' || ${leads.lastName}`,
  email: leads.email,
  topic: leads.projectType,
  excerpt: sql<string>`left(${leads.message}, 160)`,
};

/** The inbox shows the leads not erased; one kind, or both. */
function filters(query: Pick<LeadListQuery, "kind" | "spam" | "status">): SQL | undefined {
  return and(
    isNull(leads.erasedAt),
    query.kind === "all" ? undefined : eq(leads.kind, query.kind),
    eq(leads.isSpam, query.spam === "1"),
    query.status ? eq(leads.status, query.status) : undefined,
  );
}

/** Called in a lead's erasure transaction: each module that keeps rows about a lead deletes its own. */
/**
 * Erases a module's rows about a lead in `tx`, on the person's request (`demande`) or at the end of
 * the retention period (`conservation`); may answer what to do once the erasure is committed.
 */
export type LeadErasedHook = (tx: Tx, lead: LeadRef, why: ErasureReason) => Promise<void | (() => void)>;
export type ErasureReason = "demande" | "conservation";

/** Runs the hooks in `tx`; answers the after-commit work they asked for. */
export async function runErasedHooks(
  tx: Tx,
  hooks: LeadErasedHook[],
  lead: LeadRef,
  why: ErasureReason,
): Promise<(() => void)[]> {
  const after: (() => void)[] = [];
  for (const erased of hooks) {
    const then = await erased(tx, lead, why);
    if (then) after.push(then);
  }
  return after;
}

export function createInbox(db: Db, outbox: Outbox, attachments: Attachments, onLeadErased: LeadErasedHook[] = []) {
  async function countWhere(where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ n: count() }).from(leads).where(where);
    return Number(row?.n ?? 0);
  }

  return {
    async list(query: LeadListQuery) {
      const offset = (query.page - 1) * INBOX_PAGE_SIZE;
      // The newest first: an index range read backwards (leads_inbox_idx, leads_kind_inbox_idx).
      const [rows, total] = await Promise.all([
        db
          .select(listColumns)
          .from(leads)
          .where(filters(query))
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(INBOX_PAGE_SIZE)
          .offset(offset),
        countWhere(filters(query)),
      ]);
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
      return { items, total, page: query.page, pageSize: INBOX_PAGE_SIZE };
    },

    /** Unread, non-spam leads of both kinds (the dashboard's badge). */
    async unreadCount(): Promise<number> {
      return countWhere(and(isNull(leads.readAt), eq(leads.isSpam, false), isNull(leads.erasedAt)));
    },

    async get(kind: LeadKind, id: number): Promise<LeadRecord | null> {
      const [row] = await db.select().from(leads).where(visibleLead(kind, id));
      return row ? toRecord(row) : null;
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
      const t = leads;
      const set: Record<string, unknown> = { updatedAt: sql`now()` };
      if (patch.visitAt !== undefined) set.visitAt = patch.visitAt === null ? null : new Date(patch.visitAt);
      // PostgreSQL text cannot hold NUL.
      if (patch.notes !== undefined) set.notes = patch.notes.replaceAll("\0", "");
      if (patch.status !== undefined || patch.notes !== undefined || patch.visitAt !== undefined) {
        // Status changes and notes go to the lead's timeline, in the same transaction.
        return db.transaction(async (tx) => {
          const [before] = await tx
            .select({ status: t.status, notes: t.notes, visitAt: t.visitAt })
            .from(t)
            .where(visibleLead(kind, id))
            .for("update");
          if (!before) return null;
          const visitAt = patch.visitAt !== undefined ? (set.visitAt as Date | null) : before.visitAt;
          const visitChanged =
            patch.visitAt !== undefined && (before.visitAt?.toISOString() ?? null) !== (visitAt?.toISOString() ?? null);
          // The one writer of the status (moveStatus): a change, or the visit moved while « visite prévue ».
          if (patch.status !== undefined && patch.status !== before.status)
            await moveStatus(tx, { kind, id }, patch.status, author, { visitAt });
          else if (visitChanged && before.status === "visite-prevue")
            await moveStatus(tx, { kind, id }, before.status, author, { visitAt });
          if (patch.read !== undefined) set.readAt = patch.read ? sql`coalesce(${t.readAt}, now())` : null;
          const [row] = await tx.update(t).set(set).where(eq(t.id, id)).returning();
          if (patch.notes !== undefined && row.notes !== before.notes)
            await recordEvent(tx, id, "note", { text: row.notes.slice(0, 500) }, null, author);
          return toRecord(row);
        });
      }
      if (patch.read !== undefined) set.readAt = patch.read ? sql`coalesce(${t.readAt}, now())` : null;
      if (patch.isSpam !== undefined) {
        set.isSpam = patch.isSpam;
        set.spamReason = patch.isSpam ? "marqué comme spam" : "";
      }
      const [row] = await db.update(t).set(set).where(visibleLead(kind, id)).returning();
      return row ? toRecord(row) : null;
    },

    /**
     * RGPD erasure: the lead, its timeline, files and every e-mail about it, together; the other
     * modules' rows about it (visits, review invitations…) through their `onLeadErased` hooks
     * (server/services.ts). When a document the business must keep still relies on it (a signed
     * devis, a chantier: their foreign keys refuse the deletion), the lead stays as an anonymous
     * row (decision 055): its personal data is emptied, and the admin answers 404 from then on.
     */
    async remove(kind: LeadKind, id: number): Promise<boolean> {
      const { found, files, after } = await db.transaction(async (tx) => {
        const [lead] = await tx.select({ id: leads.id }).from(leads).where(visibleLead(kind, id)).for("update");
        if (!lead) return { found: false, files: [] as string[], after: [] };
        await forgetLeadEmails(tx, [id]);
        await tx.delete(leadEvents).where(eq(leadEvents.leadId, id));
        const after = await runErasedHooks(tx, onLeadErased, { kind, id }, "demande");
        const files = await attachments.detach(tx, [id]);
        try {
          await tx.transaction((sp) => sp.delete(leads).where(eq(leads.id, id)));
        } catch (err) {
          if (!foreignKeyViolation(err)) throw err;
          await tx.update(leads).set(anonymous).where(eq(leads.id, id));
        }
        return { found: true, files, after };
      });
      for (const then of after) then();
      // The files go once the rows are gone (a failure leaves files nobody can reach, logged).
      await attachments.removeFiles(files);
      return found;
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
