/** The invoice e-mailed to the client (plain text + simple HTML), in French. */
import { rfPrinted } from "#domain/payments.ts";
import type { BusinessSettings } from "#domain/business.ts";
import { euros, frenchDay } from "#domain/devis.ts";
import type { InvoiceDocument } from "#domain/invoice-document.ts";
import { invoiceTypeLabels } from "#domain/invoices.ts";
import { renderMail, type MailDraft } from "../mail/index.ts";

export function invoiceEmail(
  b: BusinessSettings,
  doc: InvoiceDocument,
  to: { name: string; email: string },
  replyTo: string,
  pdf: Uint8Array | null,
  /** A free invoice's client page (/ma-facture/…): the invoice, what is left to pay and how. */
  page: string | null = null,
): MailDraft {
  const what = invoiceTypeLabels[doc.type];
  const payment =
    doc.type === "avoir"
      ? [`Cet avoir de ${euros(doc.netCents)} TTC corrige la facture ${doc.corrected?.number ?? ""}.`]
      : [
          `Montant à régler : ${euros(doc.netCents)} TTC, ${doc.dueDate === doc.issueDate ? "à réception" : `au plus tard le ${frenchDay(doc.dueDate)}`}.`,
          doc.seller.bank
            ? `Par virement : IBAN ${doc.seller.bank.iban}${doc.seller.bank.bic ? `, BIC ${doc.seller.bank.bic}` : ""}, au nom de ${doc.seller.bank.holder}, en indiquant la référence ${doc.paymentReference ? rfPrinted(doc.paymentReference) : doc.number} (elle permet de retrouver votre paiement sans erreur).`
            : `Par chèque à l'ordre de ${doc.seller.name}, en indiquant la référence ${doc.number}.`,
        ];
  return {
    kind: "facture",
    to: to.email,
    replyTo,
    attachments: pdf
      ? [{ filename: `${doc.number}.pdf`, contentType: "application/pdf", base64: Buffer.from(pdf).toString("base64") }]
      : null,
    ...renderMail({
      subject: `${what} ${doc.number} – ${b.name}`,
      paragraphs: [
        `Bonjour ${to.name},`,
        `Veuillez trouver ${pdf ? "ci-joint" : "ci-dessous les références de"} notre ${what.toLowerCase()} n° ${doc.number} du ${frenchDay(doc.issueDate)}${doc.devisNumber ? `, relative au devis ${doc.devisNumber}` : ""}.`,
        ...payment,
        `Pour toute question, appelez-nous au ${b.phone}.`,
      ],
      ...(page ? { link: { url: page, label: "Voir ma facture en ligne" } } : {}),
      closing: "Bien cordialement,",
      business: b,
    }),
  };
}
