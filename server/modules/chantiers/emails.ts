import type { BusinessSettings } from "#domain/business.ts";
import type { Db } from "#server/infra/db/client.ts";
import { emailOutbox } from "#server/infra/db/schema.ts";
import { escapeHtml, htmlPage, htmlText, signature } from "../leads/emails.ts";
import { NOT_CONFIGURED_ERROR, type Outbox } from "../mail/outbox.ts";

/**
 * The chantier e-mails (plain text + simple HTML, French) and the ONE place this module writes to
 * the outbox (issue 25 will route it through the mail module's enqueue).
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Exec = Db | Tx;

interface MailChantier {
  title: string;
  clientName: string;
  commune: string;
  leadType: string | null;
  leadId: number | null;
}

const oneLine = (s: string) => s.replace(/[\r\n]+/g, " ").trim();

function compose(subject: string, paragraphs: string[], link?: { url: string; label: string }) {
  const text = [...paragraphs, ...(link ? [`${link.label} : ${link.url}`] : [])].join("\n\n");
  const button = link
    ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#2f3a33;color:#fff;padding:12px 18px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
    : "";
  const html = htmlPage(subject, `${paragraphs.map((p) => `<p>${htmlText(p)}</p>`).join("")}${button}`);
  return { subject: oneLine(subject), text, html };
}

export const chantierMail = {
  /** The office wrote to the client: the message and the link to his page. */
  officeMessage(b: BusinessSettings, c: MailChantier, body: string, url: string | null) {
    return {
      kind: "chantier_message_client",
      ...compose(
        `Nouveau message au sujet de votre chantier – ${b.name}`,
        [
          `Bonjour ${oneLine(c.clientName)},`,
          body,
          url ? "Pour répondre, utilisez la page de suivi de votre chantier." : "Pour répondre, répondez à cet e-mail.",
          `Bien cordialement,\n${signature(b)}`,
        ],
        url ? { url, label: "Voir mon chantier" } : undefined,
      ),
    };
  },
  /** The client wrote from his page: to the business's inbox. */
  clientMessage(b: BusinessSettings, c: MailChantier, body: string, adminUrl: string) {
    return {
      kind: "chantier_message_bureau",
      ...compose(
        `Message du client – chantier ${oneLine(c.title || c.clientName)}${c.commune ? ` (${oneLine(c.commune)})` : ""}`,
        [`${oneLine(c.clientName)} a écrit depuis sa page de suivi de chantier :`, body],
        { url: adminUrl, label: "Ouvrir le chantier" },
      ),
    };
  },
  /** The link to the client's page, sent when the office creates it. */
  link(b: BusinessSettings, c: MailChantier, url: string) {
    return {
      kind: "chantier_lien",
      ...compose(
        `Suivez votre chantier en ligne – ${b.name}`,
        [
          `Bonjour ${oneLine(c.clientName)},`,
          "Vous pouvez suivre votre chantier sur une page personnelle : les étapes et leurs dates, les photos que nous partageons avec vous, les documents, et nous écrire.",
          "Ce lien est personnel : ne le transmettez pas.",
          `Bien cordialement,\n${signature(b)}`,
        ],
        { url, label: "Voir mon chantier" },
      ),
    };
  },
};

/** Stores an e-mail in the outbox (sent by its worker, with retries); returns its id. */
export async function queueChantierMail(
  exec: Exec,
  outbox: Outbox,
  c: Pick<MailChantier, "leadType" | "leadId">,
  mail: { kind: string; to: string; subject: string; text: string; html: string; replyTo?: string },
): Promise<number> {
  const [row] = await exec
    .insert(emailOutbox)
    .values({
      ...mail,
      replyTo: mail.replyTo ?? null,
      leadType: c.leadType,
      leadId: c.leadId,
      ...(outbox.configured
        ? { status: "pending" as const, lastError: "" }
        : { status: "not_configured" as const, lastError: NOT_CONFIGURED_ERROR }),
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}
