import { z } from "zod";
import { optionValues, optionLabel } from "./schemas/options.ts";

/** Payments (docs/paiements.md): the methods, the structured creditor reference, the EPC QR code. */

export const paymentMethodOptions = [
  { value: "virement", label: "Virement" },
  { value: "cheque", label: "Chèque" },
  { value: "especes", label: "Espèces" },
  { value: "carte", label: "Carte bancaire" },
] as const;
export type PaymentMethod = (typeof paymentMethodOptions)[number]["value"];
export const paymentMethods = optionValues(paymentMethodOptions);
export const paymentMethodLabel = (m: string) => optionLabel(paymentMethodOptions, m);

const day = z.string("Date invalide").regex(/^\d{4}-\d{2}-\d{2}$/, "Date invalide (AAAA-MM-JJ)");
const cents = z
  .number("Montant invalide")
  .int("Montant invalide : en centimes")
  .min(1, "Le montant doit être positif")
  .max(100_000_000, "Montant trop élevé");

/** POST /api/factures/:id/paiements */
export const paymentInputSchema = z.object({
  amountCents: cents,
  date: day,
  method: z.enum(paymentMethods, "Mode de paiement inconnu (virement, cheque, especes ou carte)"),
});

/** POST /api/paiements: one bank credit or one cheque deposit spread over several invoices. */
export const splitPaymentSchema = paymentInputSchema.extend({
  allocations: z
    .array(z.object({ invoiceId: z.number().int().positive("Facture invalide"), amountCents: cents }))
    .min(1, "Au moins une facture")
    .max(50),
});

/** POST /api/factures/:id/remboursement: money given back to the client (from his credit). */
export const refundInputSchema = paymentInputSchema;

/** ISO 7064 mod 97-10 of a string of digits and letters (A = 10 … Z = 35). */
function mod97(text: string): number {
  const digits = text.toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest;
}

/**
 * The ISO 11649 structured creditor reference of an invoice number: « RF », two check digits, then
 * the number's letters and digits (F-2026-0001 → RF…F20260001), to write in the transfer's reference.
 */
export function rfReference(invoiceNumber: string): string {
  const body = invoiceNumber
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 21);
  const check = 98 - mod97(`${body}RF00`);
  return `RF${String(check).padStart(2, "0")}${body}`;
}

/** Whether a text is a valid RF reference (spaces allowed, as printed by groups of four). */
export function isRfReference(text: string): boolean {
  const ref = text.toUpperCase().replace(/\s/g, "");
  return /^RF\d{2}[A-Z0-9]{1,21}$/.test(ref) && mod97(ref.slice(4) + ref.slice(0, 4)) === 1;
}

/** « RF18 5390 0754 7034 »: the reference by groups of four, as banks print it. */
export const rfPrinted = (ref: string) => ref.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * The EPC QR code's text (EPC069-12, version 002, SEPA credit transfer): a banking app that reads it
 * fills in the beneficiary, the IBAN, the amount and the structured reference. At most 331 bytes.
 */
export function epcPayload(p: { bic: string; name: string; iban: string; amountCents: number; reference: string }) {
  const euros = (p.amountCents / 100).toFixed(2);
  const lines = [
    "BCD",
    "002",
    "1",
    "SCT",
    p.bic.replace(/\s/g, ""),
    [...p.name].slice(0, 70).join(""),
    p.iban.replace(/\s/g, ""),
    `EUR${euros}`,
    "",
    p.reference,
  ];
  const text = lines.join("\n");
  if (new TextEncoder().encode(text).length > 331) throw new Error("EPC QR code over 331 bytes");
  return text;
}
