import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import path from "node:path";
import type { MediaItem, MediaType } from "#domain/schemas/content.ts";
import { readableBaseName } from "#domain/file-name.ts";
import type { Db } from "#server/infra/db/client.ts";
import { media } from "#server/infra/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { detectUpload } from "./detect.ts";
import { encodeImageSource } from "./images.ts";
import { asBuffer, type ImageWorker } from "./worker/pool.ts";
import type { MediaJobs } from "./jobs.ts";
import { SOURCE_FILE } from "./variants.ts";
import { StorageError } from "#server/infra/storage/types.ts";
import { MediaError } from "./detect.ts";
import { eq } from "drizzle-orm";

/** What an upload answers while the bucket cannot be reached (pages keep being served). */
export const storageUnavailableMessage =
  "Le stockage des fichiers est momentanément indisponible. Réessayez dans quelques minutes.";

/** Stores a file; an unreachable storage becomes a French 503 for the administrator. */
async function putOr503(
  storage: Storage,
  id: string,
  file: string,
  body: Parameters<Storage["put"]>[2],
): Promise<void> {
  try {
    await storage.put(id, file, body);
  } catch (err) {
    await storage.remove(id).catch(() => {});
    if (err instanceof StorageError) throw new MediaError("unavailable", storageUnavailableMessage);
    throw err;
  }
}

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
  return `${readableBaseName(path.parse(original).name, { max: 60, fallback })}.${ext}`;
}

/**
 * Media files: images re-encoded into responsive variants, other files stored as they are;
 * every file behind the Storage interface and one `media` row per media.
 */
export function createMediaService(deps: {
  db: Db;
  storage: Storage;
  logger: Logger;
  jobs: MediaJobs;
  /** Encodes the uploaded images (a child process, decision 043). */
  worker: ImageWorker;
  changed?: () => void;
}) {
  const { db, storage, logger, jobs } = deps;

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
    const source = await encodeImageSource(deps.worker, input);
    const id = newMediaId();
    await putOr503(storage, id, SOURCE_FILE, asBuffer(source.data));
    logger.info("media stored", { id, type: "image", source: meta.source });
    const saved = await record(id, {
      // 1200 px WebP: the default <img> of the site; the <picture> builds the srcset from the id.
      // Until the queue made it, /media serves the nearest ready file (the 1600 px source).
      url: `/media/${id}/1200.webp`,
      type: "image",
      mimeType: "image/webp",
      description: meta.description,
      altText: meta.altText ?? meta.description,
      fileName: meta.fileName,
      size: source.data.length,
      width: source.width,
      height: source.height,
      files: [SOURCE_FILE],
      source: meta.source,
    });
    await jobs.enqueue([id]);
    return saved;
  }

  async function saveFile(
    input: Buffer | string,
    info: { type: MediaType; ext: string; mimeType: string; size: number },
    meta: Meta,
  ): Promise<MediaRecord> {
    const id = newMediaId();
    const file = storedName(meta.fileName, info.type, info.ext);
    await putOr503(storage, id, file, Buffer.isBuffer(input) ? input : createReadStream(input));
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

    /** Alt text and focal point of a media (admin); a moved focal point re-cuts the Open Graph image. */
    async update(id: string, changes: { altText?: string; focalX?: number; focalY?: number }) {
      const [before] = await db.select().from(media).where(eq(media.id, id));
      if (!before) return null;
      const [after] = await db.update(media).set(changes).where(eq(media.id, id)).returning();
      if (before.type === "image" && (before.focalX !== after.focalX || before.focalY !== after.focalY))
        await jobs.enqueue([id], "og");
      deps.changed?.();
      return after;
    },

    /** A received upload (a temporary file): checked by content, then stored. */
    async saveUpload(upload: {
      path: string;
      size: number;
      fileName: string;
      expected?: MediaType;
      description: string;
    }): Promise<MediaRecord> {
      const detected = await detectUpload(upload.path, upload.size, upload.expected);
      const meta = { description: upload.description, fileName: upload.fileName.slice(0, 300), source: "upload" };
      if (detected.type === "image") return saveImage(upload.path, meta);
      return saveFile(upload.path, { ...detected, size: upload.size }, meta);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
