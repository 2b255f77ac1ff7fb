import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import path from "node:path";
import type { MediaItem, MediaType } from "#domain/schemas/content.ts";
import { readableBaseName } from "#domain/file-name.ts";
import type { Db } from "#server/infra/db/client.ts";
import { media } from "./schema.ts";
import type { Logger } from "#server/logger.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { detectUpload } from "./detect.ts";
import { encodeImageSource } from "./images.ts";
import { asBuffer, type ImageWorker } from "./worker/pool.ts";
import type { MediaJobs } from "./jobs.ts";
import { SOURCE_FILE } from "./variants.ts";
import { StorageError } from "#server/infra/storage/types.ts";
import { MediaError } from "./detect.ts";
import { eq, sql } from "drizzle-orm";
import { contentTypeLabels, type ContentType } from "#domain/content-types.ts";
import { editorPath } from "#domain/content-paths.ts";
import { mediaJobs } from "./schema.ts";
import { likePattern } from "#server/infra/db/paging.ts";

/** Where a media is used: a content item (its draft too) or the company's settings and site texts. */
export interface MediaUse {
  label: string;
  /** The admin page where it can be replaced. */
  href: string;
}

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

    /**
     * Where the media is used: any column of an article, service, project or page (its text, its
     * images, its gallery, its pending draft) or the « Entreprise » settings and site texts (logo,
     * hero image, team photos) that name its address `/media/{id}/…`.
     */
    async usage(id: string): Promise<MediaUse[]> {
      const pattern = likePattern(`/media/${id}/`);
      const tables: [ContentType, string][] = [
        ["articles", "articles"],
        ["services", "services"],
        ["portfolio", "projects"],
        ["pages", "pages"],
      ];
      const uses: MediaUse[] = [];
      for (const [type, table] of tables) {
        const result = await db.execute(
          sql`select id, title from ${sql.identifier(table)} t where t::text like ${pattern} order by id limit 20`,
        );
        for (const row of (result as unknown as { rows: { id: number; title: string }[] }).rows)
          uses.push({ label: `${contentTypeLabels[type].singular} « ${row.title} »`, href: editorPath(type, row.id) });
      }
      const settings = await db.execute(
        sql`select 1 from app_meta where key = 'business' and value like ${pattern} limit 1`,
      );
      if ((settings as unknown as { rows: unknown[] }).rows.length > 0)
        uses.push({ label: "Entreprise et textes du site", href: "/admin/textes" });
      return uses;
    },

    /**
     * Deletes a media nobody uses: its row, its queued jobs, then every stored file (the source and
     * every variant, on the disk or in the bucket). Null when it does not exist; its uses (nothing
     * deleted) when content still shows it.
     */
    async remove(id: string): Promise<{ deleted: true } | { deleted: false; uses: MediaUse[] } | null> {
      const [row] = await db.select({ id: media.id }).from(media).where(eq(media.id, id));
      if (!row) return null;
      const uses = await this.usage(id);
      if (uses.length > 0) return { deleted: false, uses };
      await db.transaction(async (tx) => {
        await tx.delete(mediaJobs).where(eq(mediaJobs.mediaId, id));
        await tx.delete(media).where(eq(media.id, id));
      });
      try {
        await storage.remove(id);
      } catch (err) {
        // The row is gone: the files left behind are orphans a later deletion or restore ignores.
        logger.warn("media files not removed", { id, error: String(err) });
      }
      logger.info("media deleted", { id });
      deps.changed?.();
      return { deleted: true };
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
