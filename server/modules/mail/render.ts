import { fullAddress, hoursLines, rgeValid, type BusinessSettings } from "#domain/business.ts";
import type { MailKind } from "#domain/mail.ts";
import { escapeHtml } from "#server/infra/html.ts";
import type { MailAttachment } from "#server/infra/mail/smtp.ts";
import { currentBusiness } from "#server/infra/business-snapshot.ts";

/**
 * The one renderer of the site's e-mails: the layout (a card on a warm background), the
 * escaping, the business's signature and its legal mentions. Every template builds its HTML with
 * these helpers, most of them through `renderMail` (docs/mail.md « Pour le développeur »).
 */

export { escapeHtml };

/** An e-mail ready for the outbox: rendered once, when the event happens, then sent as is. */
export interface MailDraft {
  kind: MailKind;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar invitation sent with the e-mail (technical visits). */
  ics?: string | null;
  /**
   * A one-time secret (a signature code): the text and HTML carry SECRET_MARK in its place; the
   * outbox keeps it sealed apart and erases it once sent. Never in the subject.
   */
  secret?: string | null;
  /** Files sent with the message (a devis' PDF); the outbox drops them once sent. */
  attachments?: MailAttachment[] | null;
}

/** Where a draft's secret goes in its text and HTML (replaced at delivery only). */
export const SECRET_MARK = "[[code-secret]]";

/** Header-safe: one line, no control characters, bounded. */
export const oneLine = (value: string) =>
  value
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 180);

/** Escaped text whose line breaks stay line breaks. */
export const htmlText = (value: string) => escapeHtml(value).replace(/\r?\n/g, "<br>");

/** The layout of every e-mail: `body` is HTML already escaped. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="margin:0;padding:24px;background:#fbf8f3;font-family:Arial,Helvetica,sans-serif;color:#1f2421;line-height:1.5"><div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #e4dacb;border-radius:12px;padding:24px">${body}</div></body></html>`;
}

/** A two-column table of labelled values (a lead's fields, a recap). */
export function fieldsTable(fields: [string, string][]): string {
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#5c544b;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0">${htmlText(value)}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" style="border-collapse:collapse;width:100%;font-size:14px">${rows}</table>`;
}

/** The e-mails' signature: identity, contact, hours. */
export function signature(b: BusinessSettings): string {
  return [
    b.legalName,
    fullAddress(b),
    `${b.phone} · ${b.email}`,
    hoursLines(b)
      .map((h) => `${h.days} : ${h.hours}`)
      .join(" · "),
  ].join("\n");
}

/** A member's signature to another member: « — Paul Lartigue, Atelier Lartigue » (the business alone without a name). */
export function memberSignature(name: string, b: Pick<BusinessSettings, "name">): string {
  const who = oneLine(name).trim();
  return who ? `— ${who}, ${b.name}` : `— ${b.name}`;
}

/**
 * Mentions a mail to a client carries: the assurance décennale (Pinel law), the médiateur de la
 * consommation (consumer code) and the RGE certificate while valid — when filled in.
 */
export function legalMentions(b: BusinessSettings): string[] {
  const lines: string[] = [];
  if (b.insurance.insurer)
    lines.push(
      `Assurance décennale : ${b.insurance.insurer}${b.insurance.contact ? `, ${b.insurance.contact}` : ""}${b.insurance.coverage ? ` (couverture : ${b.insurance.coverage})` : ""}.`,
    );
  if (b.mediator.name)
    lines.push(`Médiateur de la consommation : ${b.mediator.name}${b.mediator.url ? ` – ${b.mediator.url}` : ""}.`);
  if (rgeValid(b)) lines.push(`Certification RGE : ${b.rge.body}, n° ${b.rge.number}.`);
  if (b.siret) lines.push(`SIRET : ${b.siret}.`);
  return lines;
}

/** The small print under a client's e-mail (legal mentions), or ''. */
export const mentionsHtml = (mentions: string[]) =>
  mentions.length ? `<p style="margin-top:20px;font-size:12px;color:#5c544b">${htmlText(mentions.join("\n"))}</p>` : "";

/** A button-like link. */
export const buttonHtml = (link: { url: string; label: string }, color = "#2f3a33") =>
  `<a href="${escapeHtml(link.url)}" style="display:inline-block;background:${color};color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a>`;

export interface MailContent {
  subject: string;
  /** Plain-text paragraphs (a line break stays one). Never HTML: everything is escaped. */
  paragraphs: string[];
  /** The call to action, shown as a button (and its address written out under it). */
  link?: { url: string; label: string };
  /** The closing line before the signature (« Bien cordialement, »), if any. */
  closing?: string;
  /**
   * Who signs: the business (its identity, address, hours: the default, for a client or the
   * atelier), the site itself (« — Le site de l'atelier »: the admin's own account mails), a team
   * member writing to another (« — Paul Lartigue, Atelier Lartigue ») or nobody.
   */
  signedBy?: "business" | "site" | "none" | { member: string };
  /** With the legal mentions (a mail to a client about a quote or a work). */
  mentions?: boolean;
  /** The 'Entreprise' settings to use (default: the last read). */
  business?: BusinessSettings;
}

/** Subject, text and HTML of an e-mail, in the site's layout. Add `kind`, `to`, `replyTo` for a draft. */
export function renderMail(c: MailContent): { subject: string; text: string; html: string } {
  const b = c.business ?? currentBusiness();
  const sign = c.signedBy ?? "business";
  const signed =
    typeof sign === "object"
      ? memberSignature(sign.member, b)
      : sign === "business"
        ? signature(b)
        : sign === "site"
          ? "— Le site de l'atelier"
          : "";
  const closing = [c.closing, signed].filter(Boolean).join("\n");
  const mentions = c.mentions ? legalMentions(b) : [];
  const text = [
    ...c.paragraphs,
    ...(c.link ? [`${c.link.label} : ${c.link.url}`] : []),
    ...(closing ? [closing] : []),
    ...(mentions.length ? [mentions.join("\n")] : []),
  ].join("\n\n");
  const button = c.link
    ? `<p>${buttonHtml(c.link)}</p><p style="font-size:13px;color:#5c544b">${escapeHtml(c.link.url)}</p>`
    : "";
  const html = htmlPage(
    c.subject,
    `${c.paragraphs.map((p) => `<p>${htmlText(p)}</p>`).join("")}${button}${closing ? `<p>${htmlText(closing)}</p>` : ""}${mentionsHtml(mentions)}`,
  );
  return { subject: oneLine(c.subject), text, html };
}
