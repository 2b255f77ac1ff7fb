import type { LeadKind } from "#domain/leads.ts";
import { errorSummary, fieldErrors } from "#domain/schemas/errors.ts";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { antiSpamSchema, contactMessageSchema, quoteRequestSchema, type QuoteRequest } from "#domain/schemas/leads.ts";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/infra/db/client.ts";
import { leads } from "./schema.ts";
import type { Logger } from "#server/logger.ts";
import { addressBounced, businessInbox, type Outbox } from "../mail/index.ts";
import { addressKey, type RateLimiter } from "#server/infra/rate-limit.ts";
import { ATTACHMENT_FIELD } from "#domain/attachments.ts";
import { SUBMISSION_KEY_FIELD } from "#domain/submission-key.ts";
import { tokenPattern, type Attachments } from "./attachments.ts";
import { AppError } from "#server/errors.ts";
import { uniqueViolation } from "#server/infra/db/errors.ts";
import type { BusinessSettingsService } from "#server/modules/business/index.ts";
import { contactEmails, quoteEmails, type MailDraft } from "./emails.ts";

export const RATE_LIMIT_MESSAGE = "Trop de demandes envoyées. Veuillez réessayer dans quelques minutes.";
export const RATE_LIMIT_WINDOW_MS = 10 * 60_000;
/** A person needs more than this to fill either form; a script that renders the page does not. */
export const MIN_FILL_MS = 3_000;

/**
 * A stored lead. A refusal is thrown (server/errors.ts): `invalid` with the field errors, or
 * `rate-limited` with the seconds to wait.
 */
export interface SubmitResult {
  id: number;
  spam: boolean;
  /** A quote's booking link token (/rendez-vous/<token>); a spam's token leads nowhere. */
  visitToken?: string;
}

export interface SubmitMeta {
  /** The visitor's address, for the rate limit only (never stored). */
  ip: string;
}

/** Why a submission looks automated, or '' (honeypot filled, or the form filled implausibly fast). */
export function spamReason(body: Record<string, unknown>, now = Date.now()): string {
  const parsed = antiSpamSchema.safeParse({
    website: body.website,
    startedAt: body.startedAt === "" ? undefined : body.startedAt,
  });
  if (!parsed.success) return "champs anti-spam invalides";
  if (parsed.data.website.trim() !== "") return "champ piège rempli";
  const started = parsed.data.startedAt;
  // Absent (no JavaScript) → accepted. Negative → the visitor's clock is ahead of ours: accepted.
  if (started !== undefined && started > 0) {
    const elapsed = now - started;
    if (elapsed >= 0 && elapsed < MIN_FILL_MS) return "formulaire rempli trop vite";
  }
  return "";
}

/** PostgreSQL text cannot hold NUL; no form field needs it: it is dropped before validation. */
export function withoutNul(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== "object" || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v.replaceAll("\0", "") : v]),
  );
}

const submissionKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * What identifies one submission: the form's key AND what was typed (a page served from the cache
 * gives every visitor the same key: two visitors never type the same request). Not the upload
 * tokens: a form posted again without JavaScript uploads its files again (the new ones, never
 * claimed, go with the unclaimed uploads). Null without a key.
 */
export function submissionFingerprint(key: unknown, quote: QuoteRequest): string | null {
  if (typeof key !== "string" || !submissionKeyPattern.test(key)) return null;
  const fields = Object.entries(quote).sort(([a], [b]) => a.localeCompare(b));
  return createHash("sha256")
    .update(JSON.stringify([key, fields]))
    .digest("base64url");
}

interface Deps {
  db: Db;
  config: Config;
  logger: Logger;
  limiter: RateLimiter;
  outbox: Outbox;
  attachments: Attachments;
  business?: BusinessSettingsService;
  /** The quote's booking link (agenda's door, given by the composition root). */
  bookingLinks: BookingLinks;
}

/** The agenda's booking links, as the composition root gives them (the agenda's tables reference the leads). */
export interface BookingLinks {
  newToken(): string;
  save(exec: Pick<Db, "insert">, leadId: number, token: string): Promise<void>;
  /** The lead's first link, null when it cannot be given back (stored before links were sealed). */
  first(exec: Pick<Db, "select">, leadId: number): Promise<string | null>;
  /** The visitor's booking page, from the site's root. */
  path(token: string): string;
}

/** The upload tokens sent with a quote: an array (JSON) or a comma-separated string (plain form). */
export function attachmentTokens(value: unknown): string[] | null {
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  const tokens = list.map((t) => (typeof t === "string" ? t.trim() : "")).filter(Boolean);
  return tokens.every((t) => tokenPattern.test(t)) ? [...new Set(tokens)] : null;
}

export function createLeadSubmissions(deps: Deps) {
  const { db, config, logger, limiter, outbox, attachments, business } = deps;
  const mailContext = (id: number, createdAt: Date) => ({
    id,
    createdAt,
    siteUrl: config.siteUrl,
    businessInbox: businessInbox(config, settings),
    business: settings,
  });
  /** The 'Entreprise' settings of the e-mails, read before each submission's transaction. */
  let settings: Awaited<ReturnType<BusinessSettingsService["get"]>> | undefined;

  type Executor = Pick<Db, "select">;
  /**
   * The drafts actually queued: the acknowledgement goes only when MAIL_ACK is on and the
   * address never bounced (an earlier e-mail to it failed for good or was refused outright).
   */
  async function deliverable(exec: Executor, drafts: MailDraft[]): Promise<MailDraft[]> {
    const kept: MailDraft[] = [];
    for (const d of drafts) {
      if (d.kind === "confirmation") {
        if (!config.MAIL_ACK) continue;
        if (await addressBounced(exec, d.to)) continue;
      }
      kept.push(d);
    }
    return kept;
  }

  async function guard(ip: string): Promise<void> {
    if (config.LEADS_RATE_LIMIT === 0) return;
    const { allowed, retryAfterSec } = await limiter.hit(
      `lead:${addressKey(ip)}`,
      config.LEADS_RATE_LIMIT,
      RATE_LIMIT_WINDOW_MS,
    );
    if (!allowed) throw new AppError("rate-limited", RATE_LIMIT_MESSAGE, { retryAfterSec });
  }

  /** Called after each committed, non-spam lead (the optional push on every new lead). */
  const storedListeners = new Set<(kind: LeadKind, id: number) => void>();

  function stored(kind: LeadKind, id: number, spam: boolean): SubmitResult {
    // Only the id: the visitor's data never reaches the logs.
    logger.info("lead stored", { kind, leadId: id, spam });
    if (!spam) outbox.kick();
    if (!spam) for (const fn of storedListeners) fn(kind, id);
    return { id, spam };
  }

  /** The quote, its files, its booking link and its e-mails in ONE transaction; its id once committed. */
  async function storeQuote(
    q: QuoteRequest,
    tokens: string[],
    reason: string,
    visitToken: string,
    submissionKey: string | null,
  ): Promise<number> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leads)
        .values({
          ...q,
          kind: "quote",
          message: q.projectDescription,
          isSpam: reason !== "",
          spamReason: reason,
          submissionKey,
        })
        .returning({ id: leads.id, createdAt: leads.createdAt });
      const files = await attachments.claim(tx, tokens, "quote", row.id);
      if (!reason) {
        await deps.bookingLinks.save(tx, row.id, visitToken);
        const visitUrl = `${config.siteUrl}${deps.bookingLinks.path(visitToken)}`;
        const drafts = await deliverable(
          tx,
          quoteEmails(q, { ...mailContext(row.id, row.createdAt), attachments: files, visitUrl }),
        );
        await outbox.enqueue(tx, drafts, { kind: "quote", id: row.id });
      }
      return row.id;
    });
  }

  /**
   * The first result of a submission already stored under this key: the same lead (no e-mail
   * again) and its first booking link, given back (a new one only when that one cannot be).
   */
  async function retried(submissionKey: string): Promise<SubmitResult | null> {
    const [row] = await db
      .select({ id: leads.id, isSpam: leads.isSpam })
      .from(leads)
      .where(eq(leads.submissionKey, submissionKey));
    if (!row) return null;
    logger.info("lead submission retried", { kind: "quote", leadId: row.id });
    if (row.isSpam) return { id: row.id, spam: true, visitToken: deps.bookingLinks.newToken() };
    const first = await deps.bookingLinks.first(db, row.id);
    if (first) return { id: row.id, spam: false, visitToken: first };
    const visitToken = deps.bookingLinks.newToken();
    await deps.bookingLinks.save(db, row.id, visitToken);
    return { id: row.id, spam: false, visitToken };
  }

  return {
    onStored(fn: (kind: LeadKind, id: number) => void) {
      storedListeners.add(fn);
    },
    /**
     * Validates, rate-limits, then stores the request and its e-mails in ONE transaction:
     * when this resolves, the lead is committed (the caller may answer success).
     * Spam is stored flagged, without e-mails, and reported as a success to the sender.
     */
    async submitQuote(body: unknown, meta: SubmitMeta): Promise<SubmitResult> {
      const { [ATTACHMENT_FIELD]: rawTokens, [SUBMISSION_KEY_FIELD]: rawKey, ...input } = withoutNul(body);
      const parsed = quoteRequestSchema.safeParse(input);
      const tokens = attachmentTokens(rawTokens);
      if (!parsed.success || tokens === null) {
        const errors = parsed.success ? {} : fieldErrors(parsed.error);
        if (tokens === null) errors[ATTACHMENT_FIELD] = "Pièces jointes invalides : ajoutez-les de nouveau.";
        throw new AppError("invalid", parsed.success ? errors[ATTACHMENT_FIELD] : errorSummary(parsed.error), {
          errors,
        });
      }
      const q = parsed.data;
      const submissionKey = submissionFingerprint(rawKey, q);
      // Every submission counts toward the address's limit, a retry too (300 replays are not free).
      await guard(meta.ip);
      // A retry of a submission already stored (its answer was lost): the first result, not a duplicate.
      const first = submissionKey ? await retried(submissionKey) : null;
      if (first) return first;
      const reason = spamReason(input);
      settings = await business?.get();
      const visitToken = deps.bookingLinks.newToken();
      let id: number;
      try {
        id = await storeQuote(q, tokens, reason, visitToken, submissionKey);
      } catch (err) {
        // The same submission twice at once: the second waited for the first's commit, then collided.
        const winner = submissionKey && uniqueViolation(err) ? await retried(submissionKey) : null;
        if (winner) return winner;
        throw err;
      }
      return { ...stored("quote", id, reason !== ""), visitToken };
    },

    async submitContact(body: unknown, meta: SubmitMeta): Promise<SubmitResult> {
      const input = withoutNul(body);
      const parsed = contactMessageSchema.safeParse(input);
      if (!parsed.success)
        throw new AppError("invalid", errorSummary(parsed.error), { errors: fieldErrors(parsed.error) });
      await guard(meta.ip);
      const reason = spamReason(input);
      settings = await business?.get();
      const c = parsed.data;
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(leads)
          .values({
            kind: "contact",
            firstName: c.prenom,
            lastName: c.nom,
            email: c.email,
            phone: c.telephone,
            projectType: c.projet,
            message: c.message,
            isSpam: reason !== "",
            spamReason: reason,
          })
          .returning({ id: leads.id, createdAt: leads.createdAt });
        if (!reason)
          await outbox.enqueue(tx, await deliverable(tx, contactEmails(c, mailContext(row.id, row.createdAt))), {
            kind: "contact",
            id: row.id,
          });
        return row.id;
      });
      return stored("contact", id, reason !== "");
    },

    /** The notification e-mail of a lead that had none (spam flag removed by the admin). */
    async queueNotification(kind: LeadKind, leadId: number, drafts: MailDraft[]): Promise<void> {
      await outbox.enqueue(
        db,
        drafts.filter((d) => d.kind === "notification"),
        { kind, id: leadId },
      );
      outbox.kick();
    },
  };
}
