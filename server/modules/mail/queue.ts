import { and, asc, eq, getTableColumns, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { LeadKind } from "#domain/leads.ts";
import type { MailKind } from "#domain/mail.ts";
import type { Db } from "#server/infra/db/client.ts";
import { emailOutbox } from "./schema.ts";
import { SECRET_MARK, type MailDraft } from "./render.ts";
import { LINK_TOKEN_SQL, pullTokens } from "#server/infra/link-tokens.ts";
import type { SecretBox } from "#server/infra/mail/secret.ts";

/**
 * The outbox table, read and written here only (lint: only server/modules/mail/** imports it).
 * Every function takes the executor of the caller: the database or its open transaction, so an
 * e-mail is stored with what it is about, or not at all.
 */

/** Shown beside an e-mail kept unsent (docs/mail.md). */
export const NOT_CONFIGURED_ERROR = "La messagerie n'est pas configurée";

/** The database or a transaction. */
export type MailExecutor = Pick<Db, "select" | "insert" | "update" | "delete">;

/** The lead an e-mail is about (shown in its timeline, erased with it). */
export interface MailLead {
  kind?: LeadKind | string;
  id: number;
}

export interface QueuedEmail {
  id: number;
  status: string;
}

/** The text and HTML with their links' tokens sealed apart (link_tokens), never stored in clear. */
function withoutTokens(d: Pick<MailDraft, "subject" | "text" | "html">, box: SecretBox | undefined) {
  const {
    texts: [text, html],
    tokens,
  } = pullTokens([d.text, d.html]);
  if (tokens.length === 0) return { text, html, linkTokens: null };
  if (!box) throw new Error("the outbox needs the secret box to queue a personal link");
  if (tokens.some((t) => d.subject.includes(t))) throw new Error("a personal link never goes in an e-mail subject");
  return { text, html, linkTokens: box.seal(JSON.stringify(tokens)) };
}

/**
 * The e-mails an older version stored with their links in clear: the tokens sealed apart, as for a
 * new message (run at the start; the messages still read the same when sent again). Returns how many.
 */
export async function sealStoredLinks(db: Db, box: SecretBox): Promise<number> {
  let sealed = 0;
  for (;;) {
    const rows = await db
      .select({ id: emailOutbox.id, subject: emailOutbox.subject, text: emailOutbox.text, html: emailOutbox.html })
      .from(emailOutbox)
      .where(
        and(
          isNull(emailOutbox.linkTokens),
          or(sql`${emailOutbox.text} ~ ${LINK_TOKEN_SQL}`, sql`${emailOutbox.html} ~ ${LINK_TOKEN_SQL}`),
        ),
      )
      .limit(100);
    for (const row of rows) {
      const columns = withoutTokens(row, box);
      // "" when nothing was found after all: the row is not read again.
      await db
        .update(emailOutbox)
        .set({ ...columns, linkTokens: columns.linkTokens ?? "" })
        .where(eq(emailOutbox.id, row.id));
    }
    sealed += rows.length;
    if (rows.length < 100) return sealed;
  }
}

/** Stores drafts for delivery; `configured` false keeps them « not sent » with the reason. */
export async function insertDrafts(
  exec: Pick<Db, "insert">,
  drafts: MailDraft[],
  lead: MailLead | null | undefined,
  configured: boolean,
  box?: SecretBox,
): Promise<QueuedEmail[]> {
  if (drafts.length === 0) return [];
  if (drafts.some((d) => d.subject.includes(SECRET_MARK) || (d.secret && d.subject.includes(d.secret))))
    throw new Error("a secret never goes in an e-mail subject");
  const seal = (secret: string | null | undefined) => {
    // Not configured: the message is never sent as is, so the secret is not kept at all.
    if (!secret || !configured) return null;
    if (!box) throw new Error("the outbox needs the secret box to queue a secret");
    return box.seal(secret);
  };
  return exec
    .insert(emailOutbox)
    .values(
      drafts.map((d) => ({
        leadId: lead?.id ?? null,
        kind: d.kind,
        to: d.to,
        replyTo: d.replyTo ?? null,
        subject: d.subject,
        ...withoutTokens(d, box),
        ics: d.ics ?? null,
        secret: seal(d.secret),
        attachments: configured && d.attachments?.length ? d.attachments : null,
        status: configured ? "pending" : "not_configured",
        lastError: configured ? "" : NOT_CONFIGURED_ERROR,
      })),
    )
    .returning({ id: emailOutbox.id, status: emailOutbox.status });
}

/** Queues an e-mail again (any status), from its first attempt. */
export async function requeueEmail(exec: MailExecutor, emailId: number, configured: boolean) {
  const [row] = await exec
    .update(emailOutbox)
    .set({
      status: configured ? "pending" : "not_configured",
      attempts: 0,
      nextAttemptAt: sql`now()`,
      lastError: configured ? "" : NOT_CONFIGURED_ERROR,
    })
    .where(eq(emailOutbox.id, emailId))
    .returning({ id: emailOutbox.id, status: emailOutbox.status });
  return row ?? null;
}

const ofLead = (lead: MailLead) => eq(emailOutbox.leadId, lead.id);

/** Every e-mail about a lead, oldest first, with its delivery status (not the files waiting to be attached). */
export async function leadEmails(exec: Pick<Db, "select">, lead: MailLead) {
  const { attachments: _files, secret: _secret, linkTokens: _tokens, ...columns } = getTableColumns(emailOutbox);
  return exec.select(columns).from(emailOutbox).where(ofLead(lead)).orderBy(asc(emailOutbox.id));
}

/** Whether an e-mail of this kind was already queued about the lead. */
export async function leadHasEmail(exec: Pick<Db, "select">, lead: MailLead, kind: MailKind): Promise<boolean> {
  const rows = await exec
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(ofLead(lead), eq(emailOutbox.kind, kind)))
    .limit(1);
  return rows.length > 0;
}

/** Whether an e-mail to this address failed for good or was refused outright (a 5xx reply). */
export async function addressBounced(exec: Pick<Db, "select">, to: string): Promise<boolean> {
  const [bounced] = await exec
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        sql`lower(${emailOutbox.to}) = lower(${to})`,
        or(eq(emailOutbox.status, "failed"), sql`${emailOutbox.lastError} ~ '(^|[^0-9])5[0-9][0-9][ -]'`),
      ),
    )
    .limit(1);
  return Boolean(bounced);
}

/** Erases the e-mails about leads (RGPD erasure, retention): `ids` a list or a subquery of ids. */
export async function forgetLeadEmails(exec: MailExecutor, ids: number[] | SQL | { getSQL(): SQL }): Promise<void> {
  await exec
    .delete(emailOutbox)
    .where(Array.isArray(ids) ? inArray(emailOutbox.leadId, ids) : inArray(emailOutbox.leadId, ids as SQL));
}

/** Erases the e-mails about no lead (alerts, invitations…) created before `cutoff`. */
export async function forgetOrphanEmails(exec: MailExecutor, cutoff: SQL): Promise<void> {
  await exec.delete(emailOutbox).where(and(isNull(emailOutbox.leadId), lt(emailOutbox.createdAt, cutoff)));
}
