import type { BusinessSettings } from "#domain/business.ts";
import type { Db, Tx } from "#server/infra/db/client.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { recordEvent } from "#server/modules/leads/index.ts";
import {
  buttonHtml,
  htmlPage,
  htmlText,
  memberSignature,
  oneLine,
  signature,
  type MailDraft,
  type Outbox,
} from "../mail/index.ts";

/** The chantier e-mails (plain text + simple HTML, French), queued through the mail module. */

type Exec = Db | Tx;

interface MailChantier {
  title: string;
  clientName: string;
  commune: string;
  leadId: number | null;
}

export function compose(subject: string, paragraphs: string[], link?: { url: string; label: string }) {
  const text = [...paragraphs, ...(link ? [`${link.label} : ${link.url}`] : [])].join("\n\n");
  const button = link ? `<p>${buttonHtml(link)}</p>` : "";
  const html = htmlPage(subject, `${paragraphs.map((p) => `<p>${htmlText(p)}</p>`).join("")}${button}`);
  return { subject: oneLine(subject), text, html };
}

export const chantierMail = {
  /** The office wrote to the client: the message and the link to his page. */
  officeMessage(b: BusinessSettings, c: MailChantier, body: string, url: string | null) {
    return {
      kind: "chantier_message_client" as const,
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
      kind: "chantier_message_bureau" as const,
      ...compose(
        `Message du client – chantier ${oneLine(c.title || c.clientName)}${c.commune ? ` (${oneLine(c.commune)})` : ""}`,
        [`${oneLine(c.clientName)} a écrit depuis sa page de suivi de chantier :`, body],
        { url: adminUrl, label: "Ouvrir le chantier" },
      ),
    };
  },
  /** A member is given a chantier: what, where, and the link to open it (his phone opens the admin). */
  assigned(b: BusinessSettings, c: MailChantier & { address: string }, member: string, by: string, url: string) {
    const where = [c.address, c.commune].filter(Boolean).map(oneLine).join(", ");
    return {
      kind: "chantier_attribue" as const,
      ...compose(
        `Un chantier vous est confié : ${oneLine(c.title || c.clientName)}`,
        [
          `Bonjour ${oneLine(member)},`,
          `${by ? oneLine(by) : "L'atelier"} vous a ajouté au chantier « ${oneLine(c.title || c.clientName)} »${where ? ` (${where})` : ""}. Vous y trouverez les étapes, les notes de l'équipe et les documents, et vous pourrez y ajouter vos photos, même sans réseau.`,
          memberSignature(by, b),
        ],
        { url, label: "Ouvrir le chantier" },
      ),
    };
  },
  /** The link to the client's page, sent when the office creates it. */
  link(b: BusinessSettings, c: MailChantier, url: string) {
    return {
      kind: "chantier_lien" as const,
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

/** Queues an e-mail (sent by the outbox worker, with retries), tied to the chantier's lead; returns its id. */
export async function queueChantierMail(
  exec: Exec,
  outbox: Outbox,
  c: Pick<MailChantier, "leadId">,
  mail: MailDraft,
): Promise<number> {
  const lead = c.leadId ? { id: c.leadId } : null;
  const [row] = await outbox.enqueue(exec, [mail], lead);
  return row.id;
}

/**
 * A PV e-mail to the chantier's client (when his address is known), then the line of the lead's
 * timeline that links it, « par » the member who acted.
 */
export async function mailClientWithNote(
  tx: Tx,
  outbox: Outbox,
  c: { leadId: number | null; clientEmail: string },
  mail: Omit<MailDraft, "to">,
  note: { title: string; author: LeadAuthor | null },
): Promise<void> {
  const emailId = c.clientEmail ? await queueChantierMail(tx, outbox, c, { ...mail, to: c.clientEmail }) : null;
  if (c.leadId) await recordEvent(tx, c.leadId, "note", { title: note.title }, emailId, note.author);
}
