import QRCode from "qrcode";
import { rgb } from "#server/infra/pdf-lib.ts";
import { euros } from "#domain/devis.ts";
import { epcPayload } from "#domain/payments.ts";
import type { InvoiceDocument } from "#domain/invoice-document.ts";
import { colours, type ColumnFigure, type Layout } from "#server/modules/devis/index.ts";

/**
 * The EPC QR code printed beside the invoice's bank details (docs/paiements.md): a banking app that
 * reads it fills in the transfer (beneficiary, IBAN, amount due, RF reference). Drawn as one vector
 * shape (sharp at any zoom, nothing to embed), error correction M, a quiet zone of four modules.
 */

/** The side of the code with its quiet zone: 3 cm. */
const SIDE = 85;
const QUIET = 4;

/** What is left to pay on the document as issued: nothing on a credit note or an invoice paid on the spot. */
function amountDueAtIssue(doc: InvoiceDocument): number {
  if (doc.type === "avoir" || doc.paidAtIssue) return 0;
  return doc.netCents;
}

/** The EPC QR code's text of an issued invoice, or null: no IBAN, no reference (draft), nothing to pay. */
export function invoiceEpcText(doc: InvoiceDocument): string | null {
  const bank = doc.seller.bank;
  const amountCents = amountDueAtIssue(doc);
  if (!bank?.iban || !doc.paymentReference || amountCents <= 0) return null;
  const payment = { bic: bank.bic, name: bank.holder, iban: bank.iban, amountCents, reference: doc.paymentReference };
  try {
    return epcPayload(payment);
  } catch {
    return null; // over 331 bytes (a holder's name in far-off scripts): the written details stay
  }
}

/** The code's dark modules as an SVG path in module units: one rectangle per horizontal run. */
function qrPath(text: string): { path: string; modules: number } {
  const qr = QRCode.create([{ data: new TextEncoder().encode(text), mode: "byte" }], { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  const parts: string[] = [];
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col) || (col > 0 && qr.modules.get(row, col - 1))) continue;
      let end = col;
      while (end < size && qr.modules.get(row, end)) end++;
      parts.push(`M${col + QUIET} ${row + QUIET}h${end - col}v1h${col - end}z`);
    }
  return { path: parts.join(""), modules: size + 2 * QUIET };
}

/** The code (on white, its quiet zone included) and its caption at its right, or null when none is due. */
export function epcQrFigure(l: Layout, doc: InvoiceDocument): ColumnFigure | null {
  const text = invoiceEpcText(doc);
  if (!text) return null;
  const { path, modules } = qrPath(text);
  const caption = [
    "Scannez pour payer par virement (selon votre banque) :",
    `IBAN, montant de ${euros(amountDueAtIssue(doc))} et référence remplis d'avance.`,
  ];
  return {
    height: SIDE,
    draw: (x, top, width) => {
      l.rect(x, top - SIDE, SIDE, SIDE, { fill: rgb(1, 1, 1) });
      l.shape(path, x, top, SIDE / modules, rgb(0, 0, 0));
      let y = top - QUIET * (SIDE / modules) - 8;
      for (const line of caption.flatMap((c) => l.wrap(c, 8, width - SIDE - 10))) {
        l.draw(line, x + SIDE + 10, y, { size: 8, colour: colours.muted });
        y -= 10.5;
      }
    },
  };
}
