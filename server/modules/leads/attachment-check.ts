import sharp from "sharp";
import { AppError } from "#server/errors.ts";
import { MAX_ATTACHMENT_BYTES, ATTACHMENT_FIELD, attachmentMessages } from "#domain/attachments.ts";
import { head } from "../media/detect.ts";
import { MAX_INPUT_PIXELS } from "../media/worker/ops.ts";
import type { ReceivedFile } from "./attachment-receive.ts";

/** A refused file (invalid, too-large, unsupported): the French message shown next to the field. */
export class AttachmentError extends AppError {
  constructor(kind: "invalid" | "too-large" | "unsupported", message: string) {
    super(kind, message, { errors: { [ATTACHMENT_FIELD]: message } });
    this.name = "AttachmentError";
  }
}

/** What a received file is, decided from its bytes. */
export type CheckedAttachment = { kind: "pdf" } | { kind: "image"; png: boolean; width: number; height: number };

/** Whether this server's sharp can decode HEIC (it needs libde265; the prebuilt one has only AVIF). */
const heicDecodable = () => (sharp.format.heif?.input.fileSuffix ?? []).includes(".heic");

/**
 * Decides what a file is from its bytes only (never its name or the browser's type) and checks
 * what can be checked at once: a PDF's signature, an image's header (format, dimensions). The
 * image itself is decoded later by the image worker (attachment-processing.ts). Throws
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
    return { kind: "pdf" };
  }
  const heic = ext === "heic" || ext === "heif" || (type?.mime ?? "").startsWith("image/hei");
  if (heic && !heicDecodable()) throw new AttachmentError("unsupported", attachmentMessages.heic(file.name));
  if (!["jpg", "png", "webp"].includes(ext) && !heic)
    throw new AttachmentError("unsupported", attachmentMessages.wrongType(file.name));
  // The header only (a few KB read, nothing decoded): format, size, orientation.
  const meta = await sharp(file.path, { failOn: "error" })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS)
    throw new AttachmentError("unsupported", attachmentMessages.unreadable(file.name));
  const swap = (meta.orientation ?? 1) >= 5;
  return {
    kind: "image",
    png: ext === "png",
    width: swap ? meta.height : meta.width,
    height: swap ? meta.width : meta.height,
  };
}
