/**
 * Photos and plans attached to a quote request: limits and French messages shared by the form
 * (checked in the browser first, for a quick answer) and the server (which decides, from the
 * content of each file). See docs/decisions/043-quote-attachments-and-replies.md.
 */
const MB = 1024 * 1024;

export const ATTACHMENT_FIELD = "attachments";
/** The file input's name in the form posted without JavaScript (multipart). */
export const ATTACHMENT_FILES_FIELD = "files";
export const ATTACHMENT_LABEL = "Photos ou plans (facultatif)";
export const MAX_ATTACHMENTS = 6;
export const MAX_ATTACHMENT_BYTES = 15 * MB;
export const MAX_ATTACHMENTS_TOTAL_BYTES = 40 * MB;

/**
 * The file picker's `accept`: images (a phone then offers the camera or the gallery) and PDF.
 * Only a hint: the server reads the content.
 */
export const ATTACHMENT_ACCEPT =
  "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,application/pdf,.pdf";

export const ATTACHMENT_FORMATS = "JPEG, PNG, WebP ou PDF";

export const attachmentMessages = {
  tooMany: `${MAX_ATTACHMENTS} fichiers maximum par demande.`,
  tooLarge: (name: string) => `« ${name} » est trop volumineux (15 Mo maximum par fichier).`,
  totalTooLarge: "Les fichiers dépassent 40 Mo au total : retirez-en ou réduisez leur taille.",
  empty: (name: string) => `« ${name} » est vide.`,
  wrongType: (name: string) =>
    `« ${name} » n'est pas accepté : envoyez des photos ou des plans au format ${ATTACHMENT_FORMATS}.`,
  heic: (name: string) =>
    `« ${name} » est une photo HEIC, que nous ne pouvons pas encore lire : envoyez-la au format ${ATTACHMENT_FORMATS} (sur iPhone : Réglages › Appareil photo › Formats › « Le plus compatible »).`,
  unreadable: (name: string) => `« ${name} » n'a pas pu être lu : le fichier semble endommagé.`,
  expired: "Un fichier joint a expiré : ajoutez-le de nouveau.",
  uploading: "Patientez : l'envoi des fichiers n'est pas terminé.",
  failed: (name: string) => `« ${name} » n'a pas pu être envoyé. Réessayez ou retirez-le.`,
  rateLimited: "Trop de fichiers envoyés. Veuillez réessayer dans quelques minutes.",
  /** The unclaimed uploads of one address (about one full form), or of everyone. */
  budget:
    "Vous avez déjà envoyé 40 Mo de fichiers qui attendent leur demande : envoyez d'abord votre demande, ou réessayez dans une heure.",
  storageFull: "L'envoi de fichiers est momentanément indisponible. Réessayez dans quelques minutes.",
  /** Admin side: a photo still being encoded, or one that could not be decoded. */
  pending: "Photo en cours de préparation : réessayez dans un instant.",
  unreadableStored: "Cette photo n'a pas pu être lue (fichier endommagé) : demandez-la de nouveau au client.",
} as const;

/** The size as the visitor reads it: '2,4 Mo'. */
export function formatMb(bytes: number): string {
  const mb = bytes / MB;
  return `${mb.toLocaleString("fr-FR", { maximumFractionDigits: 1, minimumFractionDigits: mb < 10 ? 1 : 0 })} Mo`;
}

/** A display name: no path, no control characters, bounded. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, "")
    .trim()
    .slice(0, 120);
  return clean || "fichier";
}

/** An attachment as the inbox shows it. */
export interface AttachmentSummary {
  id: number;
  kind: "image" | "pdf";
  /** A photo is encoded after the upload is answered: 'processing' until then, 'unreadable' if it cannot be. */
  state: "processing" | "ready" | "unreadable";
  fileName: string;
  size: number;
  width: number | null;
  height: number | null;
  /** Admin-only URLs (the session is required). */
  url: string;
  thumbUrl: string | null;
}
