import { eq, isNotNull } from "drizzle-orm";
import { frenchDate } from "#domain/typography.ts";
import { parisDate } from "#domain/business.ts";
import { frenchDay } from "#domain/devis.ts";
import { devis } from "./schema.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import type { Tx } from "#server/infra/db/client.ts";
import { AppError } from "#server/errors.ts";
import { locked, sealIdentity, wrongCode, sha256 } from "#server/modules/signature/index.ts";
import { certificationMissing, certificationRates } from "#domain/devis-vat.ts";
import { devisEvidence, devisHelpers, signedDevis, type DevisDeps, type DevisRow } from "./common.ts";
import { devisMail } from "./emails.ts";
import { businessInbox } from "../mail/index.ts";
import { acceptanceEvidence, renderSignedPdf } from "./signed-pdf.ts";
import { devisAcceptance } from "./acceptance.ts";

export { CODE_TRIES, CODE_TTL_MS } from "#server/modules/signature/index.ts";

/** Why a link no longer works (410), in French. */
export function goneReason(r: DevisRow, today: string): string | null {
  if (r.status === "revoque") return "Ce devis a été retiré par l'entreprise : son lien ne fonctionne plus.";
  if (r.status === "remplace")
    return "Ce devis a été remplacé par une nouvelle version, qui vous a été envoyée par e-mail.";
  if (r.status === "expire" || (r.status === "envoye" && r.validUntil !== null && today > r.validUntil))
    return `Ce devis n'est plus valable : son offre a expiré le ${frenchDay(r.validUntil ?? today)}.`;
  return null;
}

export interface AcceptInput {
  code: string;
  name: string;
  bonPourAccord: boolean;
  expressStart: boolean;
  /** The reduced-VAT certification box (required when a line is at 10 % or 5,5 %). */
  certification?: boolean;
  /** The SHA-256 of the PDF the page offered (hidden field): the client accepts what was shown. */
  /** SHA-256 of the PDF the page showed: required, the client signs that file. */
  shownSha256: string;
  ip: string;
  userAgent: string;
}

/** The client's side of a devis (/mon-devis/<token>): view, code, accept with evidence, refuse; and the reminders. */
export function createDevisPublic(deps: DevisDeps) {
  const { db, business, now, config } = deps;
  const h = devisHelpers(deps);
  const recordAcceptance = devisAcceptance(deps);
  const reminderDays = deps.reminderDays ?? [3, 7];
  const adminUrl = (id: number) => `${config.siteUrl}/admin/devis/${id}`;

  /** The devis behind a token; 404 unknown, 410 revoked/replaced/expired (with the reason). */
  async function open(token: string, exec: DevisDeps["db"] = db, lock = false): Promise<DevisRow> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(token)) throw new AppError("not-found", "Devis introuvable.");
    const query = exec
      .select()
      .from(devis)
      .where(eq(devis.tokenHash, sha256(token)));
    const [r] = lock ? await query.for("update") : await query;
    if (!r || r.status === "brouillon") throw new AppError("not-found", "Devis introuvable.");
    const gone = goneReason(r, parisDate(now()));
    if (gone) throw new AppError("gone", gone);
    return r;
  }

  /** Checks the typed code with the signing module: null when right, else the French message (counted; journaled when it locks). */
  async function wrongOrNull(tx: Tx, r: DevisRow, typed: string) {
    const wrong = await h.signing.check(tx, signedDevis(r), typed);
    if (wrong?.locked)
      await h.leadEvent(tx, r, `Signature en ligne du devis ${r.number} bloquée : trop de codes erronés`);
    return wrong?.error ?? null;
  }

  return {
    open,
    /** The evidence of an accepted devis (the signing module's record), for its page. */
    evidence: (r: DevisRow) => devisEvidence(db, r),
    /** Opens the page and logs the view (« Consulté le … » in the lead's timeline), at most once an hour. */
    async view(token: string): Promise<DevisRow> {
      const r = await open(token);
      // A reload, or a flood of them, is not a new reading: the timeline stays readable.
      if (!(await deps.limiter.hit(`devis-view:${r.id}`, 1, 3_600_000)).allowed) return r;
      await db.transaction(async (tx) => {
        await tx
          .update(devis)
          .set({ views: r.views + 1 })
          .where(eq(devis.id, r.id));
        const at = frenchDate(
          new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" }).format(
            now(),
          ),
        );
        await h.leadEvent(tx, r, `Devis ${r.number} consulté le ${at}`);
      });
      return { ...r, views: r.views + 1 };
    },

    /** The PDF the page shows: the signed one once accepted. */
    async pdf(token: string): Promise<{ number: string; bytes: Buffer; signed: boolean }> {
      const r = await open(token);
      if (r.signedPdf) return { number: r.number, bytes: Buffer.from(r.signedPdf, "base64"), signed: true };
      return { number: r.number, bytes: Buffer.from(r.pdf ?? "", "base64"), signed: false };
    },

    /** E-mails a 6-digit code (10 min, 5 tries) to the client's address. */
    async requestCode(token: string): Promise<{ email: string }> {
      const settings = await business.get();
      const result = await db.transaction(async (tx) => {
        const r = await open(token, tx, true);
        if (r.status !== "envoye") throw new AppError("conflict", "Ce devis a déjà reçu une réponse.");
        const code = await h.signing.sendCode(tx, signedDevis(r));
        if (code === null) {
          // The 6th code of the day: the document is locked (stored), the office alone reopens it.
          await h.leadEvent(tx, r, `Signature en ligne du devis ${r.number} bloquée : trop de codes demandés`);
          return null;
        }
        const mail = devisMail.code(settings, r, code);
        await h.queueMail(tx, r, { ...mail, to: r.client.email, replyTo: businessInbox(config, settings) });
        return { email: r.client.email };
      });
      if (!result) throw locked();
      h.kick();
      return result;
    },

    /** Checks the code and the boxes, then records the evidence and the signed PDF; the lead becomes « Signé ». */
    async accept(token: string, input: AcceptInput): Promise<DevisRow> {
      const settings = await business.get();
      const name = input.name.replace(/\s+/g, " ").trim().slice(0, 160);
      // Each wrong code counts even though the request fails: checked and counted in its own transaction.
      const checked = await db.transaction(async (tx) => {
        const r = await open(token, tx, true);
        if (r.status !== "envoye") throw new AppError("conflict", "Ce devis a déjà reçu une réponse.");
        // The hash of the PDF shown is required: the client signs that file and no other.
        if (input.shownSha256 !== r.pdfSha256)
          throw new AppError("conflict", "Le devis a changé depuis son affichage : rechargez la page.");
        const errors: Record<string, string> = {};
        if (name.length < 3) errors.name = "Saisissez votre nom complet.";
        if (!input.bonPourAccord) errors.bonPourAccord = "Cochez « Bon pour accord » pour accepter le devis.";
        const wrong = await wrongOrNull(tx, r, input.code);
        if (wrong) return { error: wrong };
        if (Object.keys(errors).length > 0) throw new AppError("invalid", Object.values(errors).join(" "), { errors });
        // A reduced rate needs the client's own certification (loi de finances 2025, art. 41): 422 without it.
        const rates = certificationRates(r.lines);
        if (rates.length > 0 && !input.certification)
          throw new AppError("unprocessable", certificationMissing, {
            errors: { certification: certificationMissing },
          });
        const at = now();
        const evidence = await h.signing.keep(
          tx,
          signedDevis(r),
          acceptanceEvidence(r, { ...input, name }, rates, at),
          "en_ligne",
        );
        const signed = await renderSignedPdf(Buffer.from(r.pdf ?? "", "base64"), evidence, {
          config,
          identity: sealIdentity(settings),
        });
        const url = h.clientUrl(r) ?? `${config.siteUrl}/mon-devis/${token}`;
        const u = await recordAcceptance(tx, r, settings, {
          at,
          evidence,
          signedPdf: Buffer.from(signed).toString("base64"),
          // The signed devis on a durable medium (L221-13): attached to the client's confirmation.
          clientMail: (u) => ({
            ...devisMail.acceptedClient(settings, u, url, evidence.withdrawalEnd),
            attachments: [
              { filename: `devis-${u.number}-signe.pdf`, contentType: "application/pdf", base64: u.signedPdf ?? "" },
            ],
          }),
          event: { title: `Devis ${r.number} accepté en ligne par ${name}`, author: null, links: "atelier" },
        });
        return { row: u };
      });
      if ("error" in checked) throw wrongCode(checked.error as string);
      h.kick();
      return checked.row;
    },

    /** The client refuses (optional reason) with the e-mailed code, like an acceptance; the lead becomes « Perdu ». */
    async refuse(token: string, reason: string, typedCode = ""): Promise<DevisRow> {
      const settings = await business.get();
      const text = reason
        .replace(/[\p{Cc}]+/gu, " ")
        .trim()
        .slice(0, 1000);
      const u = await db.transaction(async (tx) => {
        const r = await open(token, tx, true);
        if (r.status !== "envoye") throw new AppError("conflict", "Ce devis a déjà reçu une réponse.");
        const wrong = await wrongOrNull(tx, r, typedCode);
        if (wrong) return { error: wrong };
        await h.signing.forget(tx, signedDevis(r));
        const [row] = await tx
          .update(devis)
          .set({ status: "refuse", refusedAt: now(), refusalReason: text, updatedAt: now() })
          .where(eq(devis.id, r.id))
          .returning();
        const mail = devisMail.refusedBusiness(settings, row, text, adminUrl(row.id));
        const emailId = await h.queueMail(tx, row, { ...mail, to: businessInbox(config, settings) });
        await h.leadEvent(tx, row, `Devis ${row.number} refusé par le client${text ? ` : ${text}` : ""}`, emailId);
        await h.leadStatus(tx, row, "perdu", ["signe", "termine"]);
        return row;
      });
      if ("error" in u) throw wrongCode(u.error);
      h.kick();
      return u;
    },

    /**
     * The office reopens a devis locked after too many codes: the counts start again,
     * the reopening is journaled in the lead's timeline and the client is told by e-mail.
     */
    async unlock(id: number, author: LeadAuthor | null): Promise<DevisRow> {
      const settings = await business.get();
      const u = await db.transaction(async (tx) => {
        const [r] = await tx.select().from(devis).where(eq(devis.id, id)).for("update");
        if (!r) throw new AppError("not-found", "Devis introuvable.");
        await h.signing.reopen(tx, signedDevis(r), author);
        const [row] = await tx.update(devis).set({ updatedAt: now() }).where(eq(devis.id, id)).returning();
        const mail = devisMail.unlocked(settings, row, h.clientUrl(row) ?? config.siteUrl);
        const emailId = await h.queueMail(tx, row, {
          ...mail,
          to: row.client.email,
          replyTo: businessInbox(config, settings),
        });
        await h.leadEvent(tx, row, `Signature en ligne du devis ${row.number} rouverte`, emailId, author);
        return row;
      });
      h.kick();
      return u;
    },

    /**
     * The links an older version stored in clear (`token`): sealed with the data key, then emptied.
     * Their hash was computed by the migration, so they open meanwhile. Returns how many.
     */
    async sealLegacyTokens(): Promise<number> {
      const rows = await db
        .select({ id: devis.id, token: devis.legacyToken })
        .from(devis)
        .where(isNotNull(devis.legacyToken));
      for (const { id, token } of rows)
        await db
          .update(devis)
          .set({ ...h.sealedLink(token as string), legacyToken: null })
          .where(eq(devis.id, id));
      return rows.length;
    },

    /**
     * Reminders at D+3 and D+7 (configurable) while unanswered; an offer past its validity becomes
     * « Expiré ». Runs every few minutes; the test clock moves `now`.
     */
    async sweep(): Promise<{ reminded: number; expired: number }> {
      const settings = await business.get();
      const at = now();
      const today = parisDate(at);
      let reminded = 0;
      let expired = 0;
      const waiting = await db.select({ id: devis.id }).from(devis).where(eq(devis.status, "envoye"));
      for (const { id } of waiting) {
        await db.transaction(async (tx) => {
          const [r] = await tx.select().from(devis).where(eq(devis.id, id)).for("update", { skipLocked: true });
          const url = r && h.clientUrl(r);
          if (!r || r.status !== "envoye" || !r.sentAt || !url) return;
          if (r.validUntil && today > r.validUntil) {
            await tx.update(devis).set({ status: "expire", updatedAt: at }).where(eq(devis.id, id));
            await h.signing.forget(tx, signedDevis(r));
            await h.leadEvent(tx, r, `Devis ${r.number} expiré sans réponse`);
            expired++;
            return;
          }
          const due = reminderDays.filter((d) => at.getTime() >= r.sentAt!.getTime() + d * 86_400_000).length;
          if (due <= r.remindersSent) return;
          await tx.update(devis).set({ remindersSent: due }).where(eq(devis.id, id));
          const mail = devisMail.reminder(settings, r, url);
          const emailId = await h.queueMail(tx, r, {
            ...mail,
            to: r.client.email,
            replyTo: businessInbox(config, settings),
          });
          await h.leadEvent(tx, r, `Relance ${due} du devis ${r.number} envoyée`, emailId);
          reminded++;
        });
      }
      if (reminded > 0) h.kick();
      return { reminded, expired };
    },
  };
}

export type DevisPublic = ReturnType<typeof createDevisPublic>;
