import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import path from "node:path";
import type { MediaItem, MediaType } from "../../domain/schemas/content.ts";
import { slugify } from "../../domain/text.ts";
import type { Db } from "../db/client.ts";
import { media } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { Storage } from "../providers/storage/types.ts";
import { detectUpload } from "./media-detect.ts";
import { encodeImageVariants } from "./media-images.ts";

export interface MediaRecord extends MediaItem {
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
}

interface Meta {
  description: string;
  altText?: string;
  /** The name the admin knows the file by (shown, never used as a path). */
  fileName: string;
  /** 'upload', or the provider that generated it. */
  source: string;
}

/** Server-generated identifiers: a timestamp and a random suffix (`1732212345678-3f9a2c`). */
export function newMediaId(): string {
  return `${Date.now()}-${randomBytes(3).toString("hex")}`;
}

/** A safe stored name from the original one: `Devis Cuisine (2).PDF` → `devis-cuisine-2.pdf`. */
function storedName(original: string, fallback: string, ext: string): string {
  const base = slugify(path.parse(original).name).slice(0, 60).replace(/-+$/, "");
  return `${base || fallback}.${ext}`;
}

/**
 * Media files: images re-encoded into responsive variants, other files stored as they are;
 * every file behind the Storage interface and one `media` row per media.
 */
export function createMediaService(deps: { db: Db; storage: Storage; logger: Logger }) {
  const { db, storage, logger } = deps;

  async function record(id: string, row: Omit<typeof media.$inferInsert, "id">): Promise<MediaRecord> {
    try {
      await db.insert(media).values({ id, ...row });
    } catch (err) {
      await storage.remove(id).catch(() => {});
      throw err;
    }
    return {
      id,
      url: row.url,
      type: row.type as MediaType,
      description: row.description ?? "",
      altText: row.altText ?? "",
      fileName: row.fileName ?? "",
      mimeType: row.mimeType ?? "",
      size: row.size ?? 0,
      width: row.width ?? null,
      height: row.height ?? null,
    };
  }

  async function saveImage(input: Buffer | string, meta: Meta): Promise<MediaRecord> {
    const variants = await encodeImageVariants(input);
    const id = newMediaId();
    try {
      for (const { file, data } of variants.files) await storage.put(id, file, data);
    } catch (err) {
      await storage.remove(id).catch(() => {});
      throw err;
    }
    const largest = variants.files.find((f) => f.file === "1600.webp") ?? variants.files[variants.files.length - 1];
    logger.info("media stored", { id, type: "image", source: meta.source, variants: variants.files.length });
    return record(id, {
      // 1200 px WebP: the default <img> of the site; the <picture> builds the srcset from the id.
      url: `/media/${id}/1200.webp`,
      type: "image",
      mimeType: "image/webp",
      description: meta.description,
      altText: meta.altText ?? meta.description,
      fileName: meta.fileName,
      size: largest?.data.length ?? 0,
      width: variants.width,
      height: variants.height,
      files: variants.files.map((f) => f.file),
      source: meta.source,
    });
  }

  async function saveFile(input: Buffer | string, info: { type: MediaType; ext: string; mimeType: string; size: number }, meta: Meta): Promise<MediaRecord> {
    const id = newMediaId();
    const file = storedName(meta.fileName, info.type, info.ext);
    try {
      await storage.put(id, file, Buffer.isBuffer(input) ? input : createReadStream(input));
    } catch (err) {
      await storage.remove(id).catch(() => {});
      throw err;
    }
    logger.info("media stored", { id, type: info.type, source: meta.source, size: info.size });
    return record(id, {
      url: `/media/${id}/${file}`,
      type: info.type,
      mimeType: info.mimeType,
      description: meta.description,
      altText: meta.altText ?? "",
      fileName: meta.fileName || file,
      size: info.size,
      files: [file],
      source: meta.source,
    });
  }

  return {
    saveImage,
    saveFile,

    /** A received upload (a temporary file): checked by content, then stored. */
    async saveUpload(upload: { path: string; size: number; fileName: string; expected?: MediaType; description: string }): Promise<MediaRecord> {
      const detected = await detectUpload(upload.path, upload.size, upload.expected);
      const meta = { description: upload.description, fileName: upload.fileName.slice(0, 300), source: "upload" };
      if (detected.type === "image") return saveImage(upload.path, meta);
      return saveFile(upload.path, { ...detected, size: upload.size }, meta);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
