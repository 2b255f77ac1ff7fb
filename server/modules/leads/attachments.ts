import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { MAX_ATTACHMENTS, MAX_ATTACHMENTS_TOTAL_BYTES, attachmentMessages } from "#domain/attachments.ts";
import type { Db } from "#server/infra/db/client.ts";
import { leadAttachments } from "./schema.ts";
import type { Logger } from "#server/logger.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import type { ImageWorker } from "#server/modules/media/index.ts";
import type { ReceivedFile } from "./attachment-receive.ts";
import { AttachmentError, checkAttachment, type CheckedAttachment } from "./attachment-check.ts";
import {
  createAttachmentProcessing,
  SOURCE_FILE,
  sourceFolder,
  type AttachmentTiming,
} from "./attachment-processing.ts";
import { attachmentCleanup, UNCLAIMED_TTL_HOURS } from "./attachment-cleanup.ts";
import { attachmentReading } from "./attachment-reading.ts";

export { AttachmentError } from "./attachment-check.ts";

// Claiming, listing and opening live in attachment-reading.ts, detaching and purging in attachment-cleanup.ts.
export { UNCLAIMED_TTL_HOURS };
export { attachmentUrl } from "./attachment-reading.ts";
/** Unclaimed bytes one address (IPv6: its /64) may have waiting: about one full form. */
export const UNCLAIMED_BYTES_PER_ADDRESS = MAX_ATTACHMENTS_TOTAL_BYTES;
/** Unclaimed bytes of everyone together: beyond, uploads answer 503 until the purge frees room. */
export const UNCLAIMED_BYTES_TOTAL = 2 * 1024 ** 3;
export const tokenPattern = /^[A-Za-z0-9_-]{32,64}$/;
/**
 * How long an upload waits for its photos to be encoded before answering anyway: enough for the
 * worker on a quiet server (a damaged photo is then refused next to the field, like a wrong type),
 * short enough that a rush of uploads is answered well within 5 s (the rest is encoded after).
 */
const ACCEPT_WAIT_MS = 1_500;

/** The bytes an upload reserved in its address's budget and not yet counted by their rows. */
interface Reservation {
  address: string;
  left: number;
}

export function createAttachments(deps: {
  db: Db;
  storage: Storage;
  logger: Logger;
  worker: ImageWorker;
  timing?: AttachmentTiming;
}) {
  const { db, storage, logger } = deps;
  const processing = createAttachmentProcessing(deps);
  /** Bytes of uploads being stored right now, per address (this instance): counted in its budget. */
  const storing = new Map<string, number>();
  /** Gives back `bytes` of an address's reservation (their rows now count them, or the upload ended). */
  function release(reservation: Reservation, bytes: number) {
    const given = Math.min(bytes, reservation.left);
    if (given <= 0) return;
    reservation.left -= given;
    const left = (storing.get(reservation.address) ?? 0) - given;
    if (left > 0) storing.set(reservation.address, left);
    else storing.delete(reservation.address);
  }

  async function removeFiles(storageIds: string[]) {
    // A photo being encoded for one of them finishes first (it would write after the removal).
    await processing.settled(storageIds);
    for (const id of storageIds) {
      for (const folder of [id, sourceFolder(id)])
        await storage
          .remove(folder)
          .catch((err) => logger.warn("attachment files not removed", { err, storageId: folder }));
    }
  }

  const cleanup = attachmentCleanup(db, storage, logger, removeFiles);

  return {
    /**
     * Checks every file (by content), then stores each privately, unclaimed, and returns their
     * tokens: a PDF as it is, a photo's original in quarantine for the image worker, which encodes
     * it after the answer (a rush of phone photos is answered at once, decision 043).
     */
    async accept(
      files: ReceivedFile[],
      uploadAddress: string | null = null,
    ): Promise<{ token: string; name: string; size: number; kind: "image" | "pdf" }[]> {
      if (files.length > MAX_ATTACHMENTS) throw new AttachmentError("too-large", attachmentMessages.tooMany);
      const incoming = files.reduce((sum, f) => sum + f.size, 0);
      if (incoming > MAX_ATTACHMENTS_TOTAL_BYTES)
        throw new AttachmentError("too-large", attachmentMessages.totalTooLarge);
      if (!uploadAddress) {
        await this.checkBudget(null, incoming);
        return this.store(files, null);
      }
      // Reserved before the check: parallel uploads of one address cannot all pass it. A file's
      // bytes leave the reservation as soon as its row counts them (never counted twice).
      const reservation = { address: uploadAddress, left: incoming };
      storing.set(uploadAddress, (storing.get(uploadAddress) ?? 0) + incoming);
      try {
        await this.checkBudget(uploadAddress, incoming, true);
        return await this.store(files, uploadAddress, reservation);
      } finally {
        release(reservation, reservation.left);
      }
    },

    /** Checks each file, stores it unclaimed and queues its encoding (see accept). */
    async store(
      files: ReceivedFile[],
      uploadAddress: string | null = null,
      reservation?: Reservation,
    ): Promise<{ token: string; name: string; size: number; kind: "image" | "pdf" }[]> {
      // Every file is checked before any is stored: a refusal stores nothing.
      const checked: CheckedAttachment[] = [];
      for (const f of files) checked.push(await checkAttachment(f));
      const stored: { token: string; name: string; size: number; kind: "image" | "pdf" }[] = [];
      const jobs: { id: number; storageId: string }[] = [];
      for (const [i, c] of checked.entries()) {
        const storageId = `att-${randomBytes(12).toString("hex")}`;
        const token = randomBytes(24).toString("base64url");
        const file = files[i];
        // The row first (docs/security.md, finding 7): a crash while the original (GPS and all) is written
        // leaves a row 'storing' that the purge of unclaimed uploads finds, never a file nobody knows.
        const [row] = await db
          .insert(leadAttachments)
          .values({
            token,
            storageId,
            kind: c.kind,
            fileName: file.name,
            file: c.kind === "pdf" ? "plan.pdf" : c.png ? "photo.png" : "photo.jpg",
            thumb: c.kind === "pdf" ? null : "thumb.webp",
            mimeType: c.kind === "pdf" ? "application/pdf" : c.png ? "image/png" : "image/jpeg",
            size: file.size,
            state: "storing",
            uploadAddress,
          })
          .returning({ id: leadAttachments.id });
        if (reservation) release(reservation, file.size);
        try {
          if (c.kind === "pdf") await storage.put(storageId, "plan.pdf", createReadStream(file.path));
          else await storage.put(sourceFolder(storageId), SOURCE_FILE, createReadStream(file.path));
          await db
            .update(leadAttachments)
            .set({ state: c.kind === "pdf" ? "ready" : "processing" })
            .where(eq(leadAttachments.id, row.id));
          if (c.kind === "image") jobs.push({ id: row.id, storageId });
        } catch (err) {
          await db
            .delete(leadAttachments)
            .where(eq(leadAttachments.id, row.id))
            .catch(() => {
              /* the database is down: the row stays 'storing' and the purge takes it */
            });
          await removeFiles([storageId]);
          throw err;
        }
        stored.push({ token, name: file.name, size: file.size, kind: c.kind });
      }
      // Waited for only when the worker takes them at once (a quiet server): in a rush the queue is
      // long, waiting would only delay the answer, and the photos are encoded after it.
      const atOnce = processing.state.waiting + processing.state.running === 0;
      processing.schedule(jobs);
      const deadline = Date.now() + (atOnce ? ACCEPT_WAIT_MS : 0);
      await Promise.all(jobs.map((j) => processing.wait(j.id, Math.max(0, deadline - Date.now()))));
      const unreadable = jobs.length
        ? await db
            .select({ id: leadAttachments.id, fileName: leadAttachments.fileName })
            .from(leadAttachments)
            .where(
              and(
                inArray(
                  leadAttachments.id,
                  jobs.map((j) => j.id),
                ),
                eq(leadAttachments.state, "unreadable"),
              ),
            )
        : [];
      if (unreadable.length > 0) {
        // Found damaged while the visitor waited: refused like a wrong type, nothing of this send kept.
        const tokens = stored.map((s) => s.token);
        const removed = await db
          .delete(leadAttachments)
          .where(and(inArray(leadAttachments.token, tokens), isNull(leadAttachments.leadId)))
          .returning({ storageId: leadAttachments.storageId });
        await removeFiles(removed.map((r) => r.storageId));
        throw new AttachmentError("unsupported", attachmentMessages.unreadable(unreadable[0].fileName));
      }
      return stored;
    },

    /**
     * The bytes waiting for a quote (unclaimed), of this address and of everyone, within their
     * bounds once `incoming` is added; else a French refusal (429 for the address, 503 for all).
     */
    async checkBudget(uploadAddress: string | null, incoming: number, reserved = false) {
      const [used] = await db
        .select({
          mine: sql<string>`coalesce(sum(${leadAttachments.size}) filter (where ${leadAttachments.uploadAddress} = ${uploadAddress ?? ""}), 0)`,
          all: sql<string>`coalesce(sum(${leadAttachments.size}), 0)`,
        })
        .from(leadAttachments)
        .where(isNull(leadAttachments.leadId));
      if (Number(used.all) + incoming > UNCLAIMED_BYTES_TOTAL)
        throw new AttachmentError("unavailable", attachmentMessages.storageFull, 300);
      const inFlight = uploadAddress ? (storing.get(uploadAddress) ?? 0) : 0;
      if (uploadAddress && Number(used.mine) + inFlight + (reserved ? 0 : incoming) > UNCLAIMED_BYTES_PER_ADDRESS)
        throw new AttachmentError("rate-limited", attachmentMessages.budget, UNCLAIMED_TTL_HOURS * 3600);
    },

    ...attachmentReading(db, storage, processing),

    /** At start: encodes the photos a stop or a crash left waiting, after removing the originals of finished ones. */
    async resume() {
      await cleanup
        .removeFinishedSources()
        .catch((err: unknown) => logger.warn("originals of encoded photos not removed", { err }));
      return processing.resume();
    },
    /** At shutdown: stops taking photos (the ones left wait in the database). */
    stop: () => processing.stop(),
    get processing() {
      return processing.state;
    },

    ...cleanup,
  };
}

export type Attachments = ReturnType<typeof createAttachments>;
