import { and, asc, eq, gte, sql } from "drizzle-orm";
import { frenchDate } from "#domain/typography.ts";
import {
  defaultReplyTemplate,
  type LeadReply,
  type LeadStats,
  type ReplyTemplate,
  type TimelineEntry,
} from "#domain/lead-followup.ts";
import { emailStatusLabels, leadStatusOptions, type LeadKind } from "#domain/leads.ts";
import { budgetOptions, optionLabel, projectTypeOptions } from "#domain/schemas/leads.ts";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/infra/db/client.ts";
import { leadEvents, leads, replyTemplates } from "./schema.ts";
import { moveStatus } from "./status.ts";
import { businessInbox, leadEmails, mailKindLabel, renderMail, type Outbox } from "../mail/index.ts";
import type { LeadRecord } from "./inbox.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { recordEvent } from "./events.ts";

const dateTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" });
const statusLabel = (value: string) => optionLabel(leadStatusOptions, value);

/** Header-safe: one line, no control characters, bounded. */
const oneLine = (value: string) =>
  value
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200);

/** Replies, templates, timeline and dashboard figures of the leads inbox. */
export function createFollowup(deps: { db: Db; config: Config; outbox: Outbox }) {
  const { db, config, outbox } = deps;

  return {
    async templates(): Promise<ReplyTemplate[]> {
      const rows = await db.select().from(replyTemplates).orderBy(asc(replyTemplates.position), asc(replyTemplates.id));
      return rows.length ? rows.map(({ name, subject, body }) => ({ name, subject, body })) : [defaultReplyTemplate];
    },

    async saveTemplates(templates: ReplyTemplate[]) {
      await db.transaction(async (tx) => {
        await tx.delete(replyTemplates);
        await tx
          .insert(replyTemplates)
          .values(templates.map((t, position) => ({ ...t, body: t.body.replaceAll("\0", ""), position })));
      });
    },

    /**
     * Sends the admin's reply through the outbox (from MAIL_FROM, Reply-To the business inbox),
     * records it in the timeline and moves a new lead to 'Contacté'. Without e-mail configured the
     * reply is kept, marked not sent, and the lead stays where it is: nobody was contacted.
     */
    async reply(lead: LeadRecord, reply: LeadReply, author: LeadAuthor | null = null) {
      const subject = oneLine(reply.subject);
      const text = reply.body.replaceAll("\0", "");
      // The admin's own words, as typed (his template carries his signature).
      const { html } = renderMail({ subject, paragraphs: [text], signedBy: "none" });
      const result = await db.transaction(async (tx) => {
        const [email] = await outbox.enqueue(
          tx,
          [{ kind: "reply", to: lead.email, replyTo: businessInbox(config), subject, text, html }],
          lead,
        );
        await recordEvent(tx, lead.id, "reply", { subject }, email.id, author);
        let status = lead.status;
        if (lead.status === "nouveau" && email.status !== "not_configured") {
          status = "contacte";
          await moveStatus(tx, lead, status, author);
          await tx
            .update(leads)
            .set({ readAt: sql`coalesce(${leads.readAt}, now())` })
            .where(eq(leads.id, lead.id));
        }
        return { emailId: email.id, emailStatus: email.status, status };
      });
      outbox.kick();
      return result;
    },

    /** Everything that happened to a lead, oldest first. */
    async timeline(lead: LeadRecord): Promise<TimelineEntry[]> {
      const [events, emails] = await Promise.all([
        db
          .select()
          .from(leadEvents)
          .where(eq(leadEvents.leadId, lead.id))
          .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id)),
        leadEmails(db, lead),
      ]);
      const entries: TimelineEntry[] = [
        {
          at: new Date(lead.createdAt).toISOString(),
          type: "received",
          title: lead.kind === "quote" ? "Demande de devis reçue" : "Message reçu",
        },
      ];
      const byId = new Map(emails.map((e) => [e.id, e]));
      const delivery = (e: (typeof emails)[number]) => {
        const retries = e.attempts > 1 ? ` après ${e.attempts} tentatives` : "";
        const base = emailStatusLabels[e.status] ?? e.status;
        if (e.status === "sent")
          return `${base}${e.sentAt ? ` le ${frenchDate(dateTime.format(e.sentAt))}` : ""}${retries}`;
        if (e.status === "pending" && e.attempts > 0)
          return `${base} (nouvelle tentative : ${e.attempts} échec${e.attempts > 1 ? "s" : ""})`;
        if (e.status === "failed") return `${base}${retries}`;
        return base;
      };
      for (const e of emails) {
        if (e.kind === "reply") continue;
        entries.push({
          at: e.createdAt.toISOString(),
          type: "email",
          title: `E-mail : ${mailKindLabel(e.kind)}`,
          detail: `À ${e.to}`,
          emailStatus: delivery(e),
        });
      }
      for (const ev of events) {
        const d = ev.detail;
        const by = ev.authorName ? { author: ev.authorName } : {};
        if (ev.type === "status") {
          const visit = d.visitAt ? ` (visite le ${frenchDate(dateTime.format(new Date(String(d.visitAt))))})` : "";
          entries.push({
            at: ev.createdAt.toISOString(),
            type: "status",
            title: `Statut : ${statusLabel(String(d.from))} → ${statusLabel(String(d.to))}${visit}`,
            ...by,
          });
        } else if (ev.type === "note") {
          entries.push({
            at: ev.createdAt.toISOString(),
            type: "note",
            title: "Notes internes modifiées",
            detail: String(d.text ?? ""),
            ...by,
          });
        } else if (ev.type === "devis") {
          entries.push({ at: ev.createdAt.toISOString(), type: "devis", title: String(d.title ?? ""), ...by });
        } else if (ev.type === "reply") {
          const email = ev.emailId ? byId.get(ev.emailId) : undefined;
          entries.push({
            at: ev.createdAt.toISOString(),
            type: "reply",
            title: `Réponse envoyée : ${String(d.subject ?? "")}`,
            detail: email ? `À ${email.to}` : undefined,
            emailStatus: email ? delivery(email) : "E-mail supprimé",
            ...by,
          });
        }
      }
      return entries.sort((a, b) => a.at.localeCompare(b.at));
    },

    /** The dashboard's figures (spam left out). */
    async stats(now = new Date()): Promise<LeadStats> {
      // Monday 00:00 (Europe/Paris is close enough at a week's scale: UTC weeks).
      const day = (now.getUTCDay() + 6) % 7;
      const thisMonday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
      const first = new Date(thisMonday.getTime() - 11 * 7 * 86_400_000);
      const perWeek = async (kind: LeadKind) => {
        const t = leads;
        const rows = await db
          .select({
            week: sql<string>`to_char(date_trunc('week', ${t.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
            n: sql<number>`count(*)::int`,
          })
          .from(t)
          .where(and(eq(t.kind, kind), eq(t.isSpam, false), gte(t.createdAt, first)))
          .groupBy(sql`1`);
        return new Map(rows.map((r) => [r.week, Number(r.n)]));
      };
      const [quotesPerWeek, contactsPerWeek] = await Promise.all([perWeek("quote"), perWeek("contact")]);
      const weeks = Array.from({ length: 12 }, (_, i) => {
        const start = new Date(first.getTime() + i * 7 * 86_400_000).toISOString().slice(0, 10);
        return { start, quotes: quotesPerWeek.get(start) ?? 0, contacts: contactsPerWeek.get(start) ?? 0 };
      });
      const quotes = and(eq(leads.kind, "quote"), eq(leads.isSpam, false));
      const group = async (column: typeof leads.projectType | typeof leads.budget) =>
        db
          .select({ value: column, n: sql<number>`count(*)::int` })
          .from(leads)
          .where(quotes)
          .groupBy(column);
      const [types, budgets, statuses] = await Promise.all([
        group(leads.projectType),
        group(leads.budget),
        db
          .select({ status: leads.status, n: sql<number>`count(*)::int` })
          .from(leads)
          .where(quotes)
          .groupBy(leads.status),
      ]);
      const count = (rows: { value: string; n: number }[], value: string) =>
        Number(rows.find((r) => r.value === value)?.n ?? 0);
      const statusCount = (s: string) => Number(statuses.find((r) => r.status === s)?.n ?? 0);
      return {
        weeks,
        byProjectType: projectTypeOptions.map((o) => ({
          value: o.value,
          label: o.label,
          count: count(types, o.value),
        })),
        byBudget: budgetOptions.map((o) => ({ value: o.value, label: o.label, count: count(budgets, o.value) })),
        quotes: statuses.reduce((sum, r) => sum + Number(r.n), 0),
        lost: statusCount("perdu"),
      };
    },
  };
}

export type Followup = ReturnType<typeof createFollowup>;
