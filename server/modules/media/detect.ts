import { AppError } from "#server/errors.ts";
import { open, readFile } from "node:fs/promises";
import { formatLimit, mediaFormatsHint, mediaMaxBytes } from "#domain/media.ts";
import type { MediaType } from "#domain/schemas/content.ts";

/** A refused file (invalid, too-large, unsupported) or a busy encoder: the French message the admin reads. */
export class MediaError extends AppError {
  constructor(kind: "invalid" | "too-large" | "unsupported" | "unavailable", message: string) {
    super(kind, message);
    this.name = "MediaError";
  }
}

export interface Detected {
  type: MediaType;
  /** Extension of the stored file (images are re-encoded and get theirs later). */
  ext: string;
  mimeType: string;
}

const notA: Record<MediaType, string> = {
  image: "Ce fichier n'est pas une image acceptée",
  video: "Ce fichier n'est pas une vidéo acceptée",
  audio: "Ce fichier n'est pas un fichier audio accepté",
  document: "Ce fichier n'est pas un document accepté",
};

export const refusedMessage = (type: MediaType) => `${notA[type]} (${mediaFormatsHint[type]}).`;
export const tooLargeMessage = (type: MediaType) => `Fichier trop volumineux (${formatLimit(type)} maximum)`;
export const svgMessage = "Les images SVG ne sont pas acceptées.";
export const htmlMessage = "Les fichiers HTML ne sont pas acceptés.";
const unknownMessage =
  "Format de fichier non pris en charge : envoyez une image, une vidéo (MP4, WebM), un son (MP3, WAV, OGG, M4A) ou un document (PDF, DOC, DOCX, TXT).";

/** By magic bytes (file-type) only: the name and the Content-Type the browser sent are ignored. */
const known: Record<string, Detected> = {
  jpg: { type: "image", ext: "jpg", mimeType: "image/jpeg" },
  png: { type: "image", ext: "png", mimeType: "image/png" },
  webp: { type: "image", ext: "webp", mimeType: "image/webp" },
  avif: { type: "image", ext: "avif", mimeType: "image/avif" },
  gif: { type: "image", ext: "gif", mimeType: "image/gif" },
  tif: { type: "image", ext: "tif", mimeType: "image/tiff" },
  mp4: { type: "video", ext: "mp4", mimeType: "video/mp4" },
  m4v: { type: "video", ext: "mp4", mimeType: "video/mp4" },
  webm: { type: "video", ext: "webm", mimeType: "video/webm" },
  mp3: { type: "audio", ext: "mp3", mimeType: "audio/mpeg" },
  wav: { type: "audio", ext: "wav", mimeType: "audio/wav" },
  ogg: { type: "audio", ext: "ogg", mimeType: "audio/ogg" },
  oga: { type: "audio", ext: "ogg", mimeType: "audio/ogg" },
  opus: { type: "audio", ext: "ogg", mimeType: "audio/ogg" },
  m4a: { type: "audio", ext: "m4a", mimeType: "audio/mp4" },
  pdf: { type: "document", ext: "pdf", mimeType: "application/pdf" },
  docx: {
    type: "document",
    ext: "docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
};
const doc: Detected = { type: "document", ext: "doc", mimeType: "application/msword" };
const txt: Detected = { type: "document", ext: "txt", mimeType: "text/plain; charset=utf-8" };

/** The first bytes of a file (what content sniffing reads). */
export async function head(filePath: string, bytes = 8192): Promise<Buffer> {
  const handle = await open(filePath, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Markup in disguise: SVG (scripts, external references) and HTML are never stored. */
function markupMessage(start: Buffer): string | null {
  const text = start
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .slice(0, 4096);
  if (/<svg[\s>]/i.test(text) && /^(<\?xml|<!--|<!doctype|<svg)/i.test(text)) return svgMessage;
  if (/^<(!doctype\s+html|html|head|body|script|iframe|meta|div|p|a|form|object|embed|\?xml|!--)[\s>/]/i.test(text))
    return htmlMessage;
  return null;
}

function isUtf8Text(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decides what a stored upload is from its content. `expected` is the type the admin picked: a
 * file of another type is refused. Sizes are checked against the detected type's limit.
 */
export async function detectUpload(filePath: string, size: number, expected?: MediaType): Promise<Detected> {
  if (size === 0) throw new MediaError("invalid", "Le fichier est vide.");
  const start = await head(filePath);
  const { fileTypeFromFile } = await import("file-type");
  const type = await fileTypeFromFile(filePath).catch(() => undefined);
  let found: Detected | null = type ? (known[type.ext] ?? null) : null;
  if (!found && type?.ext === "cfb") {
    // OLE compound file: a Word 97-2003 document has a 'WordDocument' stream (UTF-16 name).
    const data = size <= mediaMaxBytes.document ? await readFile(filePath) : start;
    if (data.includes(Buffer.from("WordDocument", "utf16le"))) found = doc;
  }
  if (!found && type?.ext === "zip" && size <= mediaMaxBytes.document) {
    if ((await readFile(filePath)).includes(Buffer.from("word/document.xml"))) found = known.docx as Detected;
  }
  if (!found && (!type || type.ext === "xml")) {
    const markup = markupMessage(start);
    if (markup) throw new MediaError("unsupported", markup);
    if (size <= mediaMaxBytes.document && isUtf8Text(await readFile(filePath))) found = txt;
    else if (size > mediaMaxBytes.document && isUtf8Text(start.subarray(0, start.length - 4)))
      throw new MediaError("too-large", tooLargeMessage("document"));
  }
  if (type?.ext === "heic" || type?.ext === "heif") {
    throw new MediaError(
      "unsupported",
      "Les photos HEIC ne sont pas prises en charge : exportez-les en JPEG avant de les envoyer.",
    );
  }
  if (!found) throw new MediaError("unsupported", expected ? refusedMessage(expected) : unknownMessage);
  if (expected && found.type !== expected) throw new MediaError("unsupported", refusedMessage(expected));
  if (size > mediaMaxBytes[found.type]) throw new MediaError("too-large", tooLargeMessage(found.type));
  return found;
}
