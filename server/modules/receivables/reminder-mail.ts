/**
 * The reminder e-mails (plain French) and the « mise en demeure » letter as a PDF, in the invoices'
 * look. A business client reads the late penalties and the 40 € indemnity (C. com. L441-10); a
 * consumer never does.
 */
import type { BusinessSettings } from "#domain/business.ts";
import { euros, frenchDay } from "#domain/devis.ts";
import type { InvoiceDocument } from "#domain/invoice-document.ts";
import { invoiceTypeLabels, isBusinessClient } from "#domain/invoices.ts";
import { daysBetween, type ReminderKind } from "#domain/receivables.ts";
import { MARGIN, Layout, colours, newBusinessDocument } from "#server/modules/devis/index.ts";
import type { ReceivableInvoice } from "#server/modules/invoices/index.ts";
import { renderMail, type MailDraft } from "../mail/index.ts";

const what = (inv: ReceivableInvoice) => `${invoiceTypeLabels[inv.document.type].toLowerCase()} n° ${inv.number}`;

/** The penalties' paragraph: only for a business client. */
export function penaltiesText(inv: ReceivableInvoice): string | null {
  if (!isBusinessClient(inv.client)) return null;
  return (
    `Conformément à l'article L441-10 du Code de commerce, tout retard de paiement entraîne des pénalités de retard ` +
    `(${inv.document.latePenaltyRate}) exigibles dès le lendemain de l'échéance, et une indemnité forfaitaire ` +
    `pour frais de recouvrement de 40 €.`
  );
}

function howToPay(doc: InvoiceDocument): string {
  const bank = doc.seller.bank;
  const ref = doc.paymentReference ?? doc.number;
  return bank
    ? `Par virement : IBAN ${bank.iban}${bank.bic ? `, BIC ${bank.bic}` : ""}, au nom de ${bank.holder}, référence ${ref}.`
    : `Par chèque à l'ordre de ${doc.seller.name}, en indiquant la référence ${ref}.`;
}

function paragraphs(kind: ReminderKind, inv: ReceivableInvoice, today: string): string[] {
  const amount = euros(inv.amountDueCents);
  const due = frenchDay(inv.dueDate);
  const already =
    inv.amountDueCents < inv.netCents
      ? ` (reste dû, après ${euros(inv.netCents - inv.amountDueCents)} déjà réglés)`
      : "";
  if (kind === "courtoisie")
    return [
      `Pour mémoire, notre ${what(inv)} d'un montant de ${amount} TTC${already} arrive à échéance le ${due}.`,
      howToPay(inv.document),
      "Si votre règlement est déjà parti, merci de ne pas tenir compte de ce message.",
    ];
  const late = daysBetween(inv.dueDate, today);
  const base = [
    `Sauf erreur de notre part, notre ${what(inv)}, échue le ${due}, reste impayée : ${amount} TTC${already}, en retard de ${late} jour${late > 1 ? "s" : ""}.`,
    howToPay(inv.document),
  ];
  if (kind === "mise-en-demeure")
    return [
      ...base,
      "Vous trouverez ci-joint une mise en demeure de payer cette somme sous huit jours.",
      ...[penaltiesText(inv)].filter((p) => p !== null),
    ];
  return [
    ...base,
    ...[penaltiesText(inv)].filter((p) => p !== null),
    "Si votre règlement est déjà parti, merci de ne pas tenir compte de ce message.",
  ];
}

const subjects: Record<ReminderKind, string> = {
  courtoisie: "Rappel : échéance de la",
  relance: "Relance :",
  "mise-en-demeure": "Mise en demeure :",
};

export function reminderEmail(
  b: BusinessSettings,
  kind: ReminderKind,
  inv: ReceivableInvoice,
  today: string,
  replyTo: string,
  letter: Uint8Array | null,
): MailDraft {
  const label = invoiceTypeLabels[inv.document.type].toLowerCase();
  return {
    kind: "facture_relance",
    to: inv.client.email,
    replyTo,
    attachments: letter
      ? [
          {
            filename: `Mise-en-demeure-${inv.number}.pdf`,
            contentType: "application/pdf",
            base64: Buffer.from(letter).toString("base64"),
          },
        ]
      : null,
    ...renderMail({
      subject: `${subjects[kind]} ${label} ${inv.number} – ${b.name}`,
      paragraphs: [
        `Bonjour ${inv.client.name},`,
        ...paragraphs(kind, inv, today),
        `Pour toute question, appelez-nous au ${b.phone}.`,
      ],
      closing: "Bien cordialement,",
      business: b,
    }),
  };
}

/** The letter: sender, addressee, date, object, the sum claimed, eight days, the signature. */
export async function miseEnDemeurePdf(
  b: BusinessSettings,
  inv: ReceivableInvoice,
  today: string,
): Promise<Uint8Array> {
  const doc = inv.document;
  const title = `Mise en demeure – ${what(inv)}`;
  const { doc: pdf, fonts } = await newBusinessDocument({ title, producer: `${b.name} – relances` });
  const l = new Layout(pdf, fonts);
  l.logo(MARGIN, l.y, 40);
  l.gap(48);
  for (const line of [
    doc.seller.name,
    doc.seller.address.street,
    `${doc.seller.address.postcode} ${doc.seller.address.city}`,
    `SIRET ${doc.seller.siret}`,
  ])
    l.text(line, { size: 9, colour: colours.muted });
  l.gap(12);
  for (const line of [
    doc.buyer.name,
    doc.buyer.address.street,
    `${doc.buyer.address.postcode} ${doc.buyer.address.city}`,
  ])
    l.text(line, { size: 10, x: 330 });
  l.gap(12);
  l.text(`${doc.seller.address.city}, le ${frenchDay(today)}`, { size: 10, x: 330 });
  l.gap(10);
  l.text("Lettre recommandée avec accusé de réception conseillée", { size: 8.5, colour: colours.muted });
  l.heading(`Objet : mise en demeure de payer – ${what(inv)}`, 12);
  const body = [
    `Madame, Monsieur,`,
    `Notre ${what(inv)} du ${frenchDay(inv.issuedOn)}, d'un montant net de ${euros(inv.netCents)} TTC, était payable au plus tard le ${frenchDay(inv.dueDate)}. Malgré nos relances, la somme de ${euros(inv.amountDueCents)} TTC reste due à ce jour.`,
    `Par la présente, nous vous mettons en demeure de nous régler cette somme dans un délai de huit jours à compter de la réception de ce courrier.`,
    howToPay(doc),
    ...[penaltiesText(inv)].filter((p) => p !== null),
    `À défaut de règlement dans ce délai, nous nous réservons le droit d'engager une procédure de recouvrement, sans autre avis.`,
    `Si vous avez réglé cette somme entre-temps, merci de ne pas tenir compte de ce courrier.`,
    `Veuillez agréer, Madame, Monsieur, nos salutations distinguées.`,
  ];
  for (const p of body) {
    l.text(p, { size: 10, lineGap: 3 });
    l.gap(6);
  }
  l.gap(14);
  l.text(doc.seller.name, { size: 10, font: "bold", x: 330 });
  return l.finish({ footer: `${title} – ${doc.seller.name} – SIRET ${doc.seller.siret}` });
}
