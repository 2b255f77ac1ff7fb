import { ofName } from "#domain/business.ts";
import { depositCents, devisTotals, euros, frenchDay } from "#domain/devis.ts";
import type { BusinessSettings } from "#domain/schemas/business.ts";
import { renderMail, SECRET_MARK } from "../mail/index.ts";

/** The devis e-mails (plain text + simple HTML), in French. */

interface MailRow {
  number: string;
  client: { name: string; email: string };
  lines: Parameters<typeof devisTotals>[0];
  validUntil: string | null;
  title: string;
}

/** A devis e-mail in the site's layout: to the client signed by the business, to the atelier unsigned. */
function compose(
  b: BusinessSettings,
  subject: string,
  paragraphs: string[],
  link?: { url: string; label: string },
  to: "client" | "atelier" = "client",
) {
  return renderMail({
    subject,
    paragraphs,
    link,
    business: b,
    closing: to === "client" && link ? "Bien cordialement," : undefined,
    signedBy: to === "client" ? "business" : "none",
  });
}

export const sentSubject = (b: BusinessSettings, d: Pick<MailRow, "number">) => `Votre devis ${d.number} – ${b.name}`;

/** The default text of the e-mail that sends a devis (the preview's editable message). */
export function sentParagraphs(_b: BusinessSettings, d: MailRow): string[] {
  return [
    `Bonjour ${d.client.name},`,
    `Voici votre devis ${d.number}${d.title ? ` (${d.title})` : ""} d'un montant de ${euros(devisTotals(d.lines).ttcCents)} TTC, valable jusqu'au ${d.validUntil ? frenchDay(d.validUntil) : ""}.`,
    "Vous pouvez le consulter, le télécharger en PDF et l'accepter en ligne (un code de vérification vous sera envoyé par e-mail) ou le refuser.",
  ];
}

export const devisMail = {
  /** The link to the devis; `message`: the text the artisan reviewed in the preview (paragraphs split by blank lines). */
  sent(b: BusinessSettings, d: MailRow, url: string, message?: string) {
    const written = (message ?? "")
      .split(/\r?\n\s*\r?\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    return {
      kind: "devis" as const,
      ...compose(b, sentSubject(b, d), written.length > 0 ? written : sentParagraphs(b, d), {
        url,
        label: "Voir mon devis",
      }),
    };
  },
  /** The code is never in the subject nor in the stored body: SECRET_MARK, filled at delivery. */
  code(b: BusinessSettings, d: MailRow, code: string) {
    return {
      kind: "devis_code" as const,
      secret: code,
      ...compose(b, `Votre code de signature – devis ${d.number}`, [
        `Bonjour ${d.client.name},`,
        `Votre code pour accepter ou refuser le devis ${d.number} : ${SECRET_MARK}`,
        "Il est valable 10 minutes. Ne le communiquez à personne, pas même à l'entreprise. Si vous n'avez rien demandé, ignorez cet e-mail.",
      ]),
    };
  },
  /** The office reopened online signing after a lock. */
  unlocked(b: BusinessSettings, d: MailRow, url: string) {
    return {
      kind: "devis_rouvert" as const,
      ...compose(
        b,
        `Signature en ligne rouverte – devis ${d.number}`,
        [
          `Bonjour ${d.client.name},`,
          `La signature en ligne du devis ${d.number} avait été bloquée par sécurité après trop de codes demandés ou erronés. Nous venons de la rouvrir : vous pouvez de nouveau demander un code sur votre page.`,
          `Si vous n'êtes pas à l'origine de ces demandes, appelez-nous au ${b.phone}.`,
        ],
        { url, label: "Voir mon devis" },
      ),
    };
  },
  reminder(b: BusinessSettings, d: MailRow, url: string) {
    return {
      kind: "devis_relance" as const,
      ...compose(
        b,
        `Rappel : votre devis ${d.number} – ${b.name}`,
        [
          `Bonjour ${d.client.name},`,
          `Nous revenons vers vous au sujet du devis ${d.number}, valable jusqu'au ${d.validUntil ? frenchDay(d.validUntil) : ""}. Avez-vous des questions ? Nous restons à votre disposition au ${b.phone}.`,
        ],
        { url, label: "Voir mon devis" },
      ),
    };
  },
  acceptedClient(b: BusinessSettings, d: MailRow, url: string, withdrawal: string | null) {
    return {
      kind: "devis_accepte_client" as const,
      ...compose(
        b,
        `Devis ${d.number} accepté – ${b.name}`,
        [
          `Bonjour ${d.client.name},`,
          `Merci : votre acceptation du devis ${d.number} est enregistrée. Le devis signé (avec son certificat d'acceptation) est téléchargeable sur votre page.`,
          ...(withdrawal
            ? [`Vous pouvez vous rétracter jusqu'au ${frenchDay(withdrawal)} inclus (formulaire joint au devis).`]
            : []),
        ],
        { url, label: "Mon devis signé" },
      ),
    };
  },
  /** A paper signature recorded by the office: the client gets the devis and the scan, and may object. */
  paperClient(b: BusinessSettings, d: MailRow, p: { signedOn: string; url: string; withdrawal: string | null }) {
    return {
      kind: "devis_papier_client" as const,
      ...compose(
        b,
        `Votre signature du devis ${d.number} – ${b.name}`,
        [
          `Bonjour ${d.client.name},`,
          `Nous avons enregistré votre signature sur papier du devis ${d.number}${d.title ? ` (${d.title})` : ""}, datée du ${frenchDay(p.signedOn)}. Vous trouverez ci-joint le devis tel qu'il vous a été remis et la copie (scan) du document que vous avez signé.`,
          ...(p.withdrawal
            ? [
                `Vous pouvez vous rétracter jusqu'au ${frenchDay(p.withdrawal)} inclus (formulaire de rétractation joint au devis).`,
              ]
            : []),
          `Si ce n'est pas exact (vous n'avez pas signé ce devis, ou pas à cette date), répondez simplement à cet e-mail ou appelez-nous au ${b.phone} : nous corrigerons.`,
        ],
        { url: p.url, label: "Voir mon devis" },
      ),
    };
  },
  /** The deposit asked of the client, as the accepted devis says (amount, terms). */
  deposit(b: BusinessSettings, d: MailRow & { depositPercent: number; paymentTerms: string }, url: string) {
    const amount = depositCents(devisTotals(d.lines).ttcCents, d.depositPercent);
    return {
      kind: "devis_acompte" as const,
      ...compose(
        b,
        `Demande d'acompte – devis ${d.number} – ${b.name}`,
        [
          `Bonjour ${d.client.name},`,
          `Comme prévu au devis ${d.number} que vous avez accepté, nous vous remercions de bien vouloir régler l'acompte de ${d.depositPercent} %, soit ${euros(amount)} TTC.`,
          ...(d.paymentTerms.trim() ? [`Conditions de paiement : ${d.paymentTerms.trim()}`] : []),
          `Pour toute question, appelez-nous au ${b.phone}.`,
        ],
        { url, label: "Mon devis signé" },
      ),
    };
  },
  acceptedBusiness(b: BusinessSettings, d: MailRow, adminUrl: string) {
    return {
      kind: "devis_accepte" as const,
      ...compose(
        b,
        `Devis ${d.number} accepté par ${d.client.name}`,
        [
          `Bonne nouvelle : ${d.client.name} a accepté le devis ${d.number} (${euros(devisTotals(d.lines).ttcCents)} TTC) ${ofName(b.name)}.`,
        ],
        { url: adminUrl, label: "Ouvrir le devis" },
        "atelier",
      ),
    };
  },
  refusedBusiness(b: BusinessSettings, d: MailRow, reason: string, adminUrl: string) {
    return {
      kind: "devis_refuse" as const,
      ...compose(
        b,
        `Devis ${d.number} refusé par ${d.client.name}`,
        [`${d.client.name} a refusé le devis ${d.number}.`, reason ? `Motif : ${reason}` : "Aucun motif donné."],
        { url: adminUrl, label: "Ouvrir le devis" },
        "atelier",
      ),
    };
  },
};
