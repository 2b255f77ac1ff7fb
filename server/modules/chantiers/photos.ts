import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { chantierPhotoFieldsSchema } from "#domain/chantiers.ts";
import type { Db } from "#server/infra/db/client.ts";
import { chantierPhotos, chantiers } from "./schema.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { checkAttachment } from "#server/modules/leads/index.ts";
import { MAX_SIDE, THUMB_SIDE } from "#server/modules/leads/index.ts";
import type { ReceivedFile } from "#server/modules/leads/index.ts";
import { asBuffer, UnreadableImage, type ImageWorker } from "#server/modules/media/index.ts";
import { openFor, requireOffice, type Viewer } from "./access.ts";
import { open } from "node:fs/promises";
import { exifCaptureDate } from "#domain/exif-date.ts";

/** The EXIF capture date of an uploaded photo (its first 256 KB hold the EXIF segment), or null. */
async function readCaptureDate(path: string): Promise<Date | null> {
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(256 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return exifCaptureDate(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
import { parse, photoView } from "./service.ts";

export type PhotoRow = typeof chantierPhotos.$inferSelect;

/**
 * The chantier's photos: the phone's file is checked from its bytes (never its name or type
 * header), decoded and re-encoded by the image worker (no EXIF, no GPS: the pixels only) with a
 * thumbnail, and stored in the PRIVATE storage (never under /media). An upload that carries a
 * `clientKey` already stored for this chantier answers that photo (the offline queue re-sends).
 */
export function createChantierPhotos(deps: { db: Db; storage: Storage; logger: Logger; worker: ImageWorker }) {
  const { db, storage, logger, worker } = deps;

  async function byKey(chantierId: number, clientKey: string) {
    const [row] = await db
      .select()
      .from(chantierPhotos)
      .where(and(eq(chantierPhotos.chantierId, chantierId), eq(chantierPhotos.clientKey, clientKey)));
    return row;
  }

  return {
    /** Stores one photo; `created` false when the clientKey was already known (same photo answered). */
    async upload(
      viewer: Viewer,
      chantierId: number,
      file: ReceivedFile | undefined,
      fields: Record<string, string>,
    ): Promise<{ created: boolean; photo: ReturnType<typeof photoView> }> {
      await openFor(db, viewer, chantierId);
      const f = parse(chantierPhotoFieldsSchema, {
        clientKey: fields.clientKey || undefined,
        takenAt: fields.takenAt || undefined,
        takenBy: fields.takenBy || undefined,
      });
      const clientKey = f.clientKey?.toLowerCase() ?? null;
      if (clientKey) {
        const known = await byKey(chantierId, clientKey);
        if (known) return { created: false, photo: photoView(known) };
      }
      if (f.takenBy !== undefined && f.takenBy !== viewer.id)
        throw new AppError(
          "conflict",
          "Ces photos ont été prises par un autre membre de l'équipe : elles partiront quand il se reconnectera sur ce téléphone.",
        );
      if (!file)
        throw new AppError("invalid", "Choisissez une photo à envoyer.", { errors: { file: "Aucune photo reçue" } });
      const checked = await checkAttachment(file);
      if (checked.kind !== "image")
        throw new AppError("unsupported", "Seules les photos (JPEG, PNG, WebP, HEIC) sont acceptées.", {
          errors: { file: "Ce fichier n'est pas une photo" },
        });
      // The capture time the phone wrote in the photo (EXIF) wins over the file's date sent with it.
      const captured = await readCaptureDate(file.path);
      let result: Awaited<ReturnType<ImageWorker["photo"]>>;
      try {
        result = await worker.photo(file.path, { maxSide: MAX_SIDE, thumbSide: THUMB_SIDE, png: checked.png });
      } catch (err) {
        if (err instanceof UnreadableImage)
          throw new AppError("unsupported", `La photo « ${file.name} » est illisible ou endommagée.`, {
            errors: { file: "Photo illisible" },
          });
        throw err;
      }
      const storageId = `chantier-${randomBytes(12).toString("hex")}`;
      const name = checked.png ? "photo.png" : "photo.jpg";
      await storage.put(storageId, name, asBuffer(result.data));
      await storage.put(storageId, "thumb.webp", asBuffer(result.thumb));
      const [row] = await db
        .insert(chantierPhotos)
        .values({
          chantierId,
          storageId,
          file: name,
          thumb: "thumb.webp",
          mimeType: checked.png ? "image/png" : "image/jpeg",
          size: result.data.byteLength,
          width: result.width,
          height: result.height,
          fileName: file.name,
          takenAt: captured ?? (f.takenAt ? new Date(f.takenAt) : new Date()),
          takenById: viewer.id,
          takenByName: viewer.name,
          clientKey,
        })
        .onConflictDoNothing()
        .returning();
      if (!row && clientKey) {
        // The same photo arrived twice at once: the other request stored it first.
        await storage.remove(storageId).catch((err) => logger.warn("duplicate photo not removed", { err }));
        const known = await byKey(chantierId, clientKey);
        if (known) return { created: false, photo: photoView(known) };
      }
      if (!row) throw new AppError("internal", "La photo n'a pas pu être enregistrée.");
      await db.update(chantiers).set({ updatedAt: new Date() }).where(eq(chantiers.id, chantierId));
      return { created: true, photo: photoView(row) };
    },

    /** Marks a photo « visible par le client » (or not), its caption, its before/after role. */
    async update(viewer: Viewer, chantierId: number, photoId: number, input: Record<string, unknown>) {
      requireOffice(viewer);
      await openFor(db, viewer, chantierId);
      const set: Partial<PhotoRow> = {};
      if (typeof input.visibleToClient === "boolean") set.visibleToClient = input.visibleToClient;
      if (typeof input.caption === "string")
        set.caption = input.caption
          .replace(/[\p{Cc}]+/gu, " ")
          .trim()
          .slice(0, 300);
      if (Object.keys(set).length === 0) throw new AppError("invalid", "Rien à modifier.");
      const [row] = await db
        .update(chantierPhotos)
        .set(set)
        .where(and(eq(chantierPhotos.id, photoId), eq(chantierPhotos.chantierId, chantierId)))
        .returning();
      if (!row) throw new AppError("not-found", "Photo introuvable.");
      return photoView(row);
    },

    async remove(viewer: Viewer, chantierId: number, photoId: number) {
      requireOffice(viewer);
      await openFor(db, viewer, chantierId);
      const [row] = await db
        .delete(chantierPhotos)
        .where(and(eq(chantierPhotos.id, photoId), eq(chantierPhotos.chantierId, chantierId)))
        .returning();
      if (!row) throw new AppError("not-found", "Photo introuvable.");
      await storage.remove(row.storageId).catch((err) => logger.warn("photo files not removed", { err }));
    },

    /** The stored file of a photo (`file` or `thumb`), or null. */
    async read(row: PhotoRow, variant: "file" | "thumb") {
      const name = variant === "thumb" ? row.thumb : row.file;
      if (!name || row.state !== "ready") return null;
      const stored = await storage.read(row.storageId, name);
      return stored ? { ...stored, type: variant === "thumb" ? "image/webp" : row.mimeType } : null;
    },

    async find(chantierId: number, photoId: number) {
      const [row] = await db
        .select()
        .from(chantierPhotos)
        .where(and(eq(chantierPhotos.id, photoId), eq(chantierPhotos.chantierId, chantierId)));
      return row ?? null;
    },
  };
}
export type ChantierPhotos = ReturnType<typeof createChantierPhotos>;
