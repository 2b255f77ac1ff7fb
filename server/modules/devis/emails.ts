import { ofName } from "#domain/business.ts";
import { devisTotals, euros, frenchDay } from "#domain/devis.ts";
import type { BusinessSettings } from "#domain/schemas/business.ts";
import { escapeHtml } from "../leads/emails.ts";

/** The devis e-mails (plain text + simple HTML), in French. */

interface MailRow {
  number: string;
  client: { name: string; email: string };
  lines: Parameters<typeof devisTotals>[0];
  validUntil: string | null;
  title: string;
}

function compose(subject: string, paragraphs: string[], link?: { url: string; label: string }) {
  const text = [...paragraphs, ...(link ? [`${link.label} : ${link.url}`] : [])].join("\n\n");
  const body = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("");
  const button = link
    ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#2f3a33;color:#fff;padding:12px 18px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:13px;color:#5c544a">${escapeHtml(link.url)}</p>`
    : "";
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2421;line-height:1.5"><div style="max-width:640px">${body}${button}</div></body></html>`;
  return { subject, text, html };
}

const signature = (b: BusinessSettings) => `${b.name}\n${b.phone} – ${b.email}`;

export const devisMail = {
  sent(b: BusinessSettings, d: MailRow, url: string) {
    return {
      kind: "devis",
      ...compose(
        `Votre devis ${d.number} – ${b.name}`,
        [
          `Bonjour ${d.client.name},`,
          `Voici votre devis ${d.number}${d.title ? ` (${d.title})` : ""} d'un montant de ${euros(devisTotals(d.lines).ttcCents)} TTC, valable jusqu'au ${d.validUntil ? frenchDay(d.validUntil) : ""}.`,
          "Vous pouvez le consulter, le télécharger en PDF et l'accepter en ligne (un code de vérification vous sera envoyé par e-mail) ou le refuser.",
          `Bien cordialement,\n${signature(b)}`,
        ],
        { url, label: "Voir mon devis" },
      ),
    };
  },
  code(b: BusinessSettings, d: MailRow, code: string) {
    return {
      kind: "devis_code",
      ...compose(`Code de vérification : ${code} – devis ${d.number}`, [
        `Bonjour ${d.client.name},`,
        `Votre code pour accepter le devis ${d.number} : ${code}`,
        "Il est valable 10 minutes. Si vous n'avez rien demandé, ignorez cet e-mail.",
        signature(b),
      ]),
    };
  },
  reminder(b: BusinessSettings, d: MailRow, url: string) {
    return {
      kind: "devis_relance",
      ...compose(
        `Rappel : votre devis ${d.number} – ${b.name}`,
        [
          `Bonjour ${d.client.name},`,
          `Nous revenons vers vous au sujet du devis ${d.number}, valable jusqu'au ${d.validUntil ? frenchDay(d.validUntil) : ""}. Avez-vous des questions ? Nous restons à votre disposition au ${b.phone}.`,
          `Bien cordialement,\n${signature(b)}`,
        ],
        { url, label: "Voir mon devis" },
      ),
    };
  },
  acceptedClient(b: BusinessSettings, d: MailRow, url: string, withdrawal: string | null) {
    return {
      kind: "devis_accepte_client",
      ...compose(
        `Devis ${d.number} accepté – ${b.name}`,
        [
          `Bonjour ${d.client.name},`,
          `Merci : votre acceptation du devis ${d.number} est enregistrée. Le devis signé (avec son certificat d'acceptation) est téléchargeable sur votre page.`,
          ...(withdrawal
            ? [`Vous pouvez vous rétracter jusqu'au ${frenchDay(withdrawal)} inclus (formulaire joint au devis).`]
            : []),
          `Bien cordialement,\n${signature(b)}`,
        ],
        { url, label: "Mon devis signé" },
      ),
    };
  },
  acceptedBusiness(b: BusinessSettings, d: MailRow, adminUrl: string) {
    return {
      kind: "devis_accepte",
      ...compose(
        `Devis ${d.number} accepté par ${d.client.name}`,
        [
          `Bonne nouvelle : ${d.client.name} a accepté le devis ${d.number} (${euros(devisTotals(d.lines).ttcCents)} TTC) ${ofName(b.name)}.`,
        ],
        { url: adminUrl, label: "Ouvrir le devis" },
      ),
    };
  },
  refusedBusiness(b: BusinessSettings, d: MailRow, reason: string, adminUrl: string) {
    return {
      kind: "devis_refuse",
      ...compose(
        `Devis ${d.number} refusé par ${d.client.name}`,
        [`${d.client.name} a refusé le devis ${d.number}.`, reason ? `Motif : ${reason}` : "Aucun motif donné."],
        { url: adminUrl, label: "Ouvrir le devis" },
      ),
    };
  },
};
