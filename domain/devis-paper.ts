import { z } from "zod";
import { paperMessages } from "./devis-paper-labels.ts";

/**
 * « Signé sur papier » (docs/devis.md): the office records a devis the client signed by hand (the
 * scan, the day, the place, the boxes ticked on the paper). The fields' rules and their French
 * messages, shared by the dialog and the server (which decides).
 */

export * from "./devis-paper-labels.ts";

/** A multipart box: "true", "1" or "on" is ticked; absent, "", "false" or "0" is not. */
const box = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0", "on", ""])], "Case invalide")
  .optional()
  .transform((v) => v === true || v === "true" || v === "1" || v === "on");

const realDay = (v: string) => {
  const d = new Date(`${v}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** The text fields of POST /api/devis/:id/signe-papier (the scan is the file part `scan`). */
export const paperSignatureSchema = z.object({
  signedAt: z
    .string(paperMessages.dateFormat)
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, paperMessages.dateFormat)
    .refine(realDay, paperMessages.dateFormat),
  place: z.enum(["distance", "domicile"], paperMessages.place),
  reducedVatCertified: box,
  earlyStart: box,
});
export type PaperSignatureInput = z.output<typeof paperSignatureSchema>;
