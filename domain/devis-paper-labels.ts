import { devisChannelOptions, type DevisChannel } from "./devis-format.ts";

/**
 * « Signé sur papier »: the places, the scan's formats and the messages, without the fields' schema
 * (zod) of domain/devis-paper.ts, which re-exports them: the devis screen imports this file so that
 * zod stays out of its JavaScript.
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
