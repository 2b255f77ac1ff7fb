import sharp from "sharp";
import { AppError } from "#server/errors.ts";
import { MAX_ATTACHMENT_BYTES, ATTACHMENT_FIELD, attachmentMessages } from "#domain/attachments.ts";
import { head } from "#server/modules/media/index.ts";
import type { ReceivedFile } from "./attachment-receive.ts";

/** A refused file (invalid, too-large, unsupported): the French message shown next to the field. */
export class AttachmentError extends AppError {
  constructor(
    kind: "invalid" | "too-large" | "unsupported" | "rate-limited" | "unavailable",
    message: string,
    retryAfterSec?: number,
  ) {
    super(kind, message, { errors: { [ATTACHMENT_FIELD]: message }, retryAfterSec });
    this.name = "AttachmentError";
  }
}

/** What a received file is, decided from its bytes. */
export type CheckedAttachment =
  { kind: "pdf"; format: "pdf" } | { kind: "image"; png: boolean; format: "jpg" | "png" | "webp" | "heic" };

/** Whether this server's sharp can decode HEIC (it needs libde265; the prebuilt one has only AVIF). */
const heicDecodable = () => (sharp.format.heif?.input.fileSuffix ?? []).includes(".heic");

/**
 * Decides what a file is from its bytes only (never its name or the browser's type) and checks a
 * PDF's signature. An image is decoded by the image worker (attachment-processing.ts). Throws
 * AttachmentError with the French message.
 */
export async function checkAttachment(file: ReceivedFile): Promise<CheckedAttachment> {
  if (file.size === 0) throw new AttachmentError("invalid", attachmentMessages.empty(file.name));
  if (file.size > MAX_ATTACHMENT_BYTES) throw new AttachmentError("too-large", attachmentMessages.tooLarge(file.name));
  const start = await head(file.path);
  const { fileTypeFromBuffer } = await import("file-type");
  const type = await fileTypeFromBuffer(start).catch(() => undefined);
  const ext = type?.ext ?? "";
  if (ext === "pdf") {
    if (start.subarray(0, 5).toString("latin1") !== "%PDF-")
      throw new AttachmentError("unsupported", attachmentMessages.wrongType(file.name));
    return { kind: "pdf", format: "pdf" };
  }
  const heic = ext === "heic" || ext === "heif" || (type?.mime ?? "").startsWith("image/hei");
  if (heic && !heicDecodable()) throw new AttachmentError("unsupported", attachmentMessages.heic(file.name));
  if (!["jpg", "png", "webp"].includes(ext) && !heic)
    throw new AttachmentError("unsupported", attachmentMessages.wrongType(file.name));
  // Nothing is decoded here (not even the header with libvips, whose allocations would stay in
  // the web server's memory): the image worker decodes it, and a damaged photo is refused then.
  return { kind: "image", png: ext === "png", format: heic ? "heic" : (ext as "jpg" | "png" | "webp") };
}
