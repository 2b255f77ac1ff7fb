import type { MediaType } from "./schemas/media-types.ts";

const MB = 1024 * 1024;

/** Largest file accepted per media type (checked while streaming and again once the type is known). */
export const mediaMaxBytes: Record<MediaType, number> = {
  image: 15 * MB,
  document: 20 * MB,
  audio: 30 * MB,
  video: 200 * MB,
};
export const largestUpload = Math.max(...Object.values(mediaMaxBytes));

/** File pickers' `accept` per type; the server decides from the content, never from these. */
export const mediaAccept: Record<MediaType, string> = {
  image: "image/*",
  video: "video/mp4,video/webm",
  audio: "audio/mpeg,audio/wav,audio/ogg,audio/mp4,.mp3,.wav,.ogg,.m4a",
  document:
    ".pdf,.doc,.docx,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain",
};

export const mediaTypeLabels: Record<MediaType, string> = {
  image: "Image",
  video: "Vidéo",
  audio: "Audio",
  document: "Document",
};

/** Masculine nouns for the spec's messages 'Impossible de générer le {type}' / 'Impossible d'uploader le {type}'. */
export const mediaTypeNouns: Record<MediaType, string> = {
  image: "visuel",
  video: "fichier vidéo",
  audio: "fichier audio",
  document: "document",
};

export const mediaFormatsHint: Record<MediaType, string> = {
  image: "JPEG, PNG, WebP, AVIF, GIF ou TIFF",
  video: "MP4 ou WebM",
  audio: "MP3, WAV, OGG ou M4A",
  document: "PDF, DOC, DOCX ou TXT",
};

const oneDecimal = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** File size in MB as the admin reads it (docs/product.md §5), e.g. « 2,4 Mo » (« 0,03 Mo » below 1 Mo). */
export function formatMegabytes(bytes: number): string {
  const format = bytes < MB ? twoDecimals : oneDecimal;
  return `${format.format(bytes / MB).replace(/\u202f|\u00a0/g, " ")} Mo`;
}

/** « 15 Mo » for the limits. */
export function formatLimit(type: MediaType): string {
  return `${Math.round(mediaMaxBytes[type] / MB)} Mo`;
}

/** Widths of the responsive variants of an image (/media/{id}/{width}.webp|avif), served and drawn. */
export const imageWidths = [480, 800, 1200, 1600] as const;
