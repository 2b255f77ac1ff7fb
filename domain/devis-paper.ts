import { z } from "zod";
import { devisChannelOptions, type DevisChannel } from "./devis.ts";

/**
 * « Signé sur papier » (docs/devis.md): the office records a devis the client signed by hand (the
 * scan, the day, the place, the boxes ticked on the paper). The fields' rules and their French
 * messages, shared by the dialog and the server (which decides).
 */

/** Where the paper was signed: it becomes the devis's channel (the withdrawal period, the day-7 rule). */
export const paperPlaceOptions: readonly { value: DevisChannel; label: string }[] = [
  { value: "distance", label: "À distance (le client a signé le papier chez lui et nous l'a renvoyé)" },
  { value: "domicile", label: devisChannelOptions[1].label },
];

/** The scan's formats, decided by the server from the file's content (never its name). */
export const PAPER_SCAN_ACCEPT = "application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png";
export const PAPER_SCAN_FIELD = "scan";

export const paperMessages = {
  scanMissing: "Joignez le scan (ou la photo) du devis signé.",
  scanType: (name: string) =>
    `« ${name} » n'est pas un PDF, un JPEG ou un PNG (vérifié d'après son contenu, pas son nom) : numérisez le devis signé dans l'un de ces formats.`,
  dateFormat: "Saisissez la date de signature (JJ/MM/AAAA).",
  dateFuture: "La date de signature ne peut pas être dans le futur.",
  dateBeforeSent: (sentOn: string) =>
    `La date de signature ne peut pas précéder l'envoi du devis (${sentOn.split("-").reverse().join("/")}).`,
  place: "Indiquez où le devis a été signé.",
} as const;

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
