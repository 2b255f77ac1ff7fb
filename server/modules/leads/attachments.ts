import { AppError } from "#server/errors.ts";
import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import sharp from "sharp";
import {
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  ATTACHMENT_FIELD,
  attachmentMessages,
  type AttachmentSummary,
} from "#domain/attachments.ts";
import type { LeadKind } from "#domain/leads.ts";
import type { Db } from "#server/infra/db/client.ts";
import { leadAttachments } from "#server/infra/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { head } from "../media/detect.ts";
import { imageGate } from "../media/image-gate.ts";
import type { ReceivedFile } from "./attachment-receive.ts";

/** A refused file (invalid, too-large, unsupported): the French message shown next to the field. */
export class AttachmentError extends AppError {
  constructor(kind: "invalid" | "too-large" | "unsupported", message: string) {
    super(kind, message, { errors: { [ATTACHMENT_FIELD]: message } });
    this.name = "AttachmentError";
  }
}

/** Longest side of a stored photo: half of a 12 MP phone photo, so JPEG decodes it shrunk (fast, little memory). */
const MAX_SIDE = 2000;
const THUMB_SIDE = 320;
/** Unclaimed uploads (the visitor never sent the form) are removed after this. */
export const UNCLAIMED_TTL_HOURS = 6;
export const tokenPattern = /^[A-Za-z0-9_-]{32,64}$/;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

interface Processed {
  kind: "image" | "pdf";
  file: string;
  data: Buffer;
  mimeType: string;
  thumb: Buffer | null;
  width: number | null;
  height: number | null;
}

/**
 * Decides what a file is from its bytes only (never its name or the browser's type), then
 * re-encodes images (EXIF, GPS and every other metadata dropped, orientation applied) and
 * checks a PDF's signature. Throws AttachmentError with the French message.
 */
export async function processAttachment(file: ReceivedFile): Promise<Processed> {
  if (file.size === 0) throw new AttachmentError("invalid", attachmentMessages.empty(file.name));
  if (file.size > MAX_ATTACHMENT_BYTES) throw new AttachmentError("too-large", attachmentMessages.tooLarge(file.name));
  const start = await head(file.path);
  const { fileTypeFromBuffer } = await import("file-type");
  const type = await fileTypeFromBuffer(start).catch(() => undefined);
  const ext = type?.ext ?? "";
  if (ext === "pdf") {
    if (start.subarray(0, 5).toString("latin1") !== "%PDF-")
      throw new AttachmentError("unsupported", attachmentMessages.wrongType(file.name));
    const { readFile } = await import("node:fs/promises");
    return {
      kind: "pdf",
      file: "plan.pdf",
      data: await readFile(file.path),
      mimeType: "application/pdf",
      thumb: null,
      width: null,
      height: null,
    };
  }
  const heic = ext === "heic" || ext === "heif" || (type?.mime ?? "").startsWith("image/hei");
  if (!["jpg", "png", "webp"].includes(ext) && !heic)
    throw new AttachmentError("unsupported", attachmentMessages.wrongType(file.name));
  return imageGate.run(async () => {
    try {
      const png = ext === "png";
      // Decoded once, shrinking while it decodes (JPEG shrink-on-load) to the stored size; the
      // photo and its thumbnail are both encoded from these pixels (a noisy 12 MP JPEG costs its
      // entropy decoding whatever the shrink: decoding it twice doubled the time of an upload).
      const { data: pixels, info: raw } = await sharp(file.path, {
        failOn: "error",
        limitInputPixels: 100_000_000,
        sequentialRead: true,
      })
        .rotate()
        .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const decoded = () => sharp(pixels, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
      // sharp writes no metadata unless asked (withMetadata / keepExif): EXIF and GPS are gone
      // (and raw pixels carry none). JPEG without mozjpeg: several times faster, a little larger.
      const { data, info } = await (
        png ? decoded().png({ compressionLevel: 7 }) : decoded().jpeg({ quality: 82, mozjpeg: false })
      ).toBuffer({
        resolveWithObject: true,
      });
      const thumb = await decoded()
        .resize(THUMB_SIDE, THUMB_SIDE, { fit: "inside" })
        .webp({ quality: 70, effort: 2 })
        .toBuffer();
      return {
        kind: "image" as const,
        file: png ? "photo.png" : "photo.jpg",
        data,
        mimeType: png ? "image/png" : "image/jpeg",
        thumb,
        width: info.width,
        height: info.height,
      };
    } catch {
      // HEIC needs a decoder this server's sharp may lack (docs/decisions/043…).
      throw new AttachmentError(
        "unsupported",
        heic ? attachmentMessages.heic(file.name) : attachmentMessages.unreadable(file.name),
      );
    }
  }, "high");
}

export const attachmentUrl = (kind: LeadKind, leadId: number, id: number, variant: "file" | "thumb") =>
  `/api/leads/${kind}/${leadId}/attachments/${id}/${variant}`;

export function createAttachments(deps: { db: Db; storage: Storage; logger: Logger }) {
  const { db, storage, logger } = deps;

  async function removeFiles(storageIds: string[]) {
    for (const id of storageIds) {
      await storage.remove(id).catch((err) => logger.warn("attachment files not removed", { err, storageId: id }));
    }
  }

  return {
    /** Checks, re-encodes and stores each file (private storage), unclaimed: returns their tokens. */
    async accept(
      files: ReceivedFile[],
    ): Promise<{ token: string; name: string; size: number; kind: "image" | "pdf" }[]> {
      if (files.length > MAX_ATTACHMENTS) throw new AttachmentError("too-large", attachmentMessages.tooMany);
      if (files.reduce((sum, f) => sum + f.size, 0) > MAX_ATTACHMENTS_TOTAL_BYTES)
        throw new AttachmentError("too-large", attachmentMessages.totalTooLarge);
      // Every file is checked before any is stored: a refusal stores nothing.
      const processed: Processed[] = [];
      for (const f of files) processed.push(await processAttachment(f));
      const stored: { token: string; name: string; size: number; kind: "image" | "pdf" }[] = [];
      for (const [i, p] of processed.entries()) {
        const storageId = `att-${randomBytes(12).toString("hex")}`;
        const token = randomBytes(24).toString("base64url");
        try {
          await storage.put(storageId, p.file, p.data);
          if (p.thumb) await storage.put(storageId, "thumb.webp", p.thumb);
          await db.insert(leadAttachments).values({
            token,
            storageId,
            kind: p.kind,
            fileName: files[i].name,
            file: p.file,
            thumb: p.thumb ? "thumb.webp" : null,
            mimeType: p.mimeType,
            size: p.data.length,
            width: p.width,
            height: p.height,
          });
        } catch (err) {
          await removeFiles([storageId]);
          throw err;
        }
        stored.push({ token, name: files[i].name, size: p.data.length, kind: p.kind });
      }
      return stored;
    },

    /**
     * Inside the lead's transaction: attaches the uploads to the lead. Throws AttachmentError
     * (the transaction rolls back) when a token is unknown, expired or already used.
     */
    async claim(tx: Tx, tokens: string[], kind: LeadKind, leadId: number) {
      if (tokens.length === 0) return { images: 0, pdfs: 0 };
      if (tokens.length > MAX_ATTACHMENTS) throw new AttachmentError("too-large", attachmentMessages.tooMany);
      const rows = await tx
        .update(leadAttachments)
        .set({ leadType: kind, leadId })
        .where(and(inArray(leadAttachments.token, tokens), isNull(leadAttachments.leadId)))
        .returning({ kind: leadAttachments.kind, size: leadAttachments.size });
      if (rows.length !== new Set(tokens).size) throw new AttachmentError("invalid", attachmentMessages.expired);
      if (rows.reduce((sum, r) => sum + r.size, 0) > MAX_ATTACHMENTS_TOTAL_BYTES)
        throw new AttachmentError("too-large", attachmentMessages.totalTooLarge);
      return {
        images: rows.filter((r) => r.kind === "image").length,
        pdfs: rows.filter((r) => r.kind === "pdf").length,
      };
    },

    /** Uploads not yet claimed, by token (a plain form shown again keeps them). */
    async describe(tokens: string[]) {
      if (tokens.length === 0) return [];
      const rows = await db
        .select({
          token: leadAttachments.token,
          name: leadAttachments.fileName,
          size: leadAttachments.size,
          kind: leadAttachments.kind,
        })
        .from(leadAttachments)
        .where(and(inArray(leadAttachments.token, tokens), isNull(leadAttachments.leadId)));
      return tokens
        .flatMap((t) => rows.filter((r) => r.token === t))
        .map((r) => ({ ...r, kind: r.kind as "image" | "pdf" }));
    },

    async forLead(kind: LeadKind, leadId: number): Promise<AttachmentSummary[]> {
      const rows = await db
        .select()
        .from(leadAttachments)
        .where(and(eq(leadAttachments.leadType, kind), eq(leadAttachments.leadId, leadId)))
        .orderBy(leadAttachments.id);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind as "image" | "pdf",
        fileName: r.fileName,
        size: r.size,
        width: r.width,
        height: r.height,
        url: attachmentUrl(kind, leadId, r.id, "file"),
        thumbUrl: r.thumb ? attachmentUrl(kind, leadId, r.id, "thumb") : null,
      }));
    },

    /** The stored bytes of one attachment of one lead (admin only, checked by the route). */
    async open(kind: LeadKind, leadId: number, id: number, variant: "file" | "thumb") {
      const [row] = await db
        .select()
        .from(leadAttachments)
        .where(and(eq(leadAttachments.id, id), eq(leadAttachments.leadType, kind), eq(leadAttachments.leadId, leadId)));
      if (!row) return null;
      const name = variant === "thumb" ? row.thumb : row.file;
      if (!name) return null;
      const stored = await storage.read(row.storageId, name);
      if (!stored) return null;
      return { ...stored, row, mimeType: variant === "thumb" ? "image/webp" : row.mimeType };
    },

    /** Inside a deletion transaction: the rows of these leads; returns their storage ids. */
    async detach(tx: Tx, kind: LeadKind, leadIds: number[] | ReturnType<Tx["select"]>): Promise<string[]> {
      const rows = await tx
        .delete(leadAttachments)
        .where(and(eq(leadAttachments.leadType, kind), inArray(leadAttachments.leadId, leadIds as number[])))
        .returning({ storageId: leadAttachments.storageId });
      return rows.map((r) => r.storageId);
    },

    removeFiles,

    /** Uploads never claimed by a quote (form abandoned) older than the TTL. */
    async purgeUnclaimed(hours = UNCLAIMED_TTL_HOURS): Promise<number> {
      const rows = await db
        .delete(leadAttachments)
        .where(
          and(isNull(leadAttachments.leadId), lt(leadAttachments.createdAt, sql`now() - ${hours} * interval '1 hour'`)),
        )
        .returning({ storageId: leadAttachments.storageId });
      await removeFiles(rows.map((r) => r.storageId));
      return rows.length;
    },
  };
}

export type Attachments = ReturnType<typeof createAttachments>;
