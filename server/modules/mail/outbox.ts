import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { emailOutbox } from "./schema.ts";
import type { Logger } from "#server/logger.ts";
import type { Mailer } from "#server/infra/mail/smtp.ts";
import { insertDrafts, NOT_CONFIGURED_ERROR, sealStoredLinks, type MailLead } from "./queue.ts";
import { SECRET_MARK, type MailDraft } from "./render.ts";
import { putTokens } from "#server/infra/link-tokens.ts";
import type { SecretBox } from "#server/infra/mail/secret.ts";

export { NOT_CONFIGURED_ERROR };

export interface OutboxOptions {
  db: Db;
  logger: Logger;
  /**
   * Null when e-mail is not configured: nothing is sent, nothing pretends to be. A function is
   * asked at each pass (the settings of « Messagerie » change while the server runs).
   */
  mailer: Mailer | null | (() => Mailer | null);
  /** Seconds before attempt n+1 after the n-th failure (the last delay repeats). */
  retryDelaysSec: number[];
  maxAttempts: number;
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed e-mail is reserved; if the process dies while sending, it is due again after this. */
  leaseSec?: number;
  /** Seals the one-time secrets of drafts (signature codes) while they wait to be sent. */
  box?: SecretBox;
}

/** Shown instead of a secret that is gone (the e-mail sent again by hand, or the data key changed). */
const SECRET_GONE = "(code expiré : demandez un nouveau code sur la page)";

/** The sealed tokens of a message's links; null when the data key changed (the links then read « [jeton] »). */
function openTokens(sealed: string, box: SecretBox | undefined): string[] | null {
  const plain = box?.open(sealed);
  if (!plain) return null;
  const tokens: unknown = JSON.parse(plain);
  return Array.isArray(tokens) ? tokens.map(String) : null;
}

/** Delay before the next attempt after `attempts` failed ones. */
export function retryDelaySec(delays: number[], attempts: number): number {
  return delays[Math.min(Math.max(attempts, 1), delays.length) - 1];
}

/**
 * The e-mail outbox worker. Rows are written with their lead in one transaction; this worker
 * delivers them: every `pollMs`, at once after `kick()`, and exactly when a retry falls due.
 * Claiming uses `FOR UPDATE SKIP LOCKED` and a lease (next_attempt_at pushed forward), so several
 * instances on one PostgreSQL never send the same row together, and a crash only delays a row.
 */
export function createOutbox(options: OutboxOptions) {
  const { db, logger, retryDelaysSec, maxAttempts } = options;
  const currentMailer = () => (typeof options.mailer === "function" ? options.mailer() : options.mailer);
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  const leaseSec = options.leaseSec ?? 120;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  async function claim() {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + ${leaseSec} * interval '1 second'`,
      })
      .where(inArray(emailOutbox.id, due))
      .returning();
  }

  async function deliver(row: typeof emailOutbox.$inferSelect, sender: Mailer) {
    // The secret (a signature code) is opened here only, put in the message in memory, and erased once sent.
    const secret = (row.secret && options.box?.open(row.secret)) || SECRET_GONE;
    const tokens = row.linkTokens ? openTokens(row.linkTokens, options.box) : null;
    const fill = (body: string) =>
      putTokens(body.includes(SECRET_MARK) ? body.split(SECRET_MARK).join(secret) : body, tokens);
    try {
      await sender.send({
        to: row.to,
        replyTo: row.replyTo,
        subject: row.subject,
        text: fill(row.text),
        html: fill(row.html),
        ics: row.ics,
        attachments: row.attachments,
      });
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, lastError: "", secret: null, attachments: null })
        .where(eq(emailOutbox.id, row.id));
      logger.info("email sent", { emailId: row.id, leadId: row.leadId, attempts: row.attempts });
    } catch (err) {
      const error = err as { message?: string; responseCode?: number; code?: string };
      const failed = row.attempts >= maxAttempts;
      const delay = retryDelaySec(retryDelaysSec, row.attempts);
      await db
        .update(emailOutbox)
        .set({
          status: failed ? "failed" : "pending",
          ...(failed ? { secret: null, attachments: null } : {}),
          lastError: String(error.message ?? err).slice(0, 500),
          nextAttemptAt: failed ? sql`now()` : sql`now() + ${delay} * interval '1 second'`,
        })
        .where(eq(emailOutbox.id, row.id));
      // The SMTP message may quote an address: only ids and codes go to the logs.
      logger.warn(failed ? "email failed for good" : "email failed, will retry", {
        emailId: row.id,
        leadId: row.leadId,
        attempts: row.attempts,
        code: error.responseCode ?? error.code,
        retryInSec: failed ? undefined : delay,
      });
    }
  }

  /** One pass: delivers everything due now. Resolves when done; never throws. */
  async function pass(): Promise<void> {
    try {
      const mailer = currentMailer();
      if (!mailer) {
        // Rows queued while SMTP was configured (an earlier run) are shown as not sent.
        await db
          .update(emailOutbox)
          .set({ status: "not_configured", lastError: NOT_CONFIGURED_ERROR, secret: null, attachments: null })
          .where(eq(emailOutbox.status, "pending"));
        return;
      }
      for (let round = 0; round < 100 && !stopped; round++) {
        const rows = await claim();
        if (rows.length === 0) break;
        await Promise.all(rows.map((row) => deliver(row, mailer)));
      }
    } catch (err) {
      if (!stopped) logger.error("outbox pass failed", { err });
    }
  }

  /** Milliseconds until the next pending row falls due, capped by the poll interval. */
  async function nextWakeMs(): Promise<number> {
    if (!currentMailer()) return pollMs;
    try {
      const [row] = await db
        .select({ seconds: sql<string | null>`extract(epoch from (min(${emailOutbox.nextAttemptAt}) - now()))` })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, "pending"));
      if (row?.seconds === null || row?.seconds === undefined) return pollMs;
      return Math.min(pollMs, Math.max(20, Math.ceil(Number(row.seconds) * 1000) + 10));
    } catch {
      return pollMs;
    }
  }

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    running = (async () => {
      do {
        again = false;
        await pass();
      } while (again && !stopped);
      const wait = await nextWakeMs();
      running = null;
      schedule(wait);
    })();
  }

  return {
    /** Whether e-mail can leave now (read at each use: « Messagerie » may change it). */
    get configured() {
      return currentMailer() !== null;
    },
    /**
     * THE way to send e-mail: stores the drafts in the outbox with `exec` (pass the transaction
     * that stores what they are about), marked « not sent » at once when the messagerie is not
     * configured. Call `kick()` after the transaction commits to send them without waiting.
     */
    enqueue(exec: Pick<Db, "insert">, drafts: MailDraft[], lead?: MailLead | null) {
      return insertDrafts(exec, drafts, lead, currentMailer() !== null, options.box);
    },
    start() {
      if (!stopped) return;
      stopped = false;
      if (options.box)
        void sealStoredLinks(db, options.box).then(
          (count) => count > 0 && logger.info("personal links of stored e-mails sealed", { count }),
          (err: unknown) => logger.error("personal links of stored e-mails not sealed", { err }),
        );
      run();
    },
    /** Called after a lead is stored: deliver its e-mails now rather than at the next poll. */
    kick() {
      if (currentMailer()) run();
    },
    /** For tests and admin actions: one complete pass, awaited. */
    async flush() {
      while (running) await running;
      await pass();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      if (typeof options.mailer !== "function") options.mailer?.close();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
