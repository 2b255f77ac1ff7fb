import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { and, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import {
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  attachmentMessages,
  type AttachmentSummary,
} from "#domain/attachments.ts";
import type { LeadKind } from "#domain/leads.ts";
import type { Db } from "#server/infra/db/client.ts";
import { leadAttachments } from "#server/infra/db/schema.ts";
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

export { AttachmentError } from "./attachment-check.ts";

/** Unclaimed uploads (the visitor never sent the form) are removed after this. */
export const UNCLAIMED_TTL_HOURS = 1;
/** Unclaimed bytes one address (IPv6: its /64) may have waiting: about one full form. */
export const UNCLAIMED_BYTES_PER_ADDRESS = MAX_ATTACHMENTS_TOTAL_BYTES;
/** Unclaimed bytes of everyone together: beyond, uploads answer 503 until the purge frees room. */
export const UNCLAIMED_BYTES_TOTAL = 2 * 1024 ** 3;
export const tokenPattern = /^[A-Za-z0-9_-]{32,64}$/;
/** The private storage's folders of attachments (`att-…`, and `att-…-src` for a photo's original). */
const orphanCandidate = /^att-[0-9a-f]{24}(-src)?$/;
/** How long opening a photo still being encoded waits for it before answering 503. */
const OPEN_WAIT_MS = 20_000;
/**
 * How long an upload waits for its photos to be encoded before answering anyway: enough for the
 * worker on a quiet server (a damaged photo is then refused next to the field, like a wrong type),
 * short enough that a rush of uploads is answered well within 5 s (the rest is encoded after).
 */
const ACCEPT_WAIT_MS = 1_500;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const attachmentUrl = (kind: LeadKind, leadId: number, id: number, variant: "file" | "thumb") =>
  `/api/leads/${kind}/${leadId}/attachments/${id}/${variant}`;

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
        // The row first (issue 24, finding 7): a crash while the original (GPS and all) is written
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

    /**
     * Inside the lead's transaction: attaches the uploads to the lead. Throws AttachmentError
     * (the transaction rolls back) when a token is unknown, expired or already used.
     */
    async claim(tx: Tx, tokens: string[], kind: LeadKind, leadId: number) {
      if (tokens.length === 0) return { images: 0, pdfs: 0 };
      if (tokens.length > MAX_ATTACHMENTS) throw new AttachmentError("too-large", attachmentMessages.tooMany);
      const rows = await tx
        .update(leadAttachments)
        .set({ leadType: kind, leadId, uploadAddress: null })
        .where(
          and(
            inArray(leadAttachments.token, tokens),
            isNull(leadAttachments.leadId),
            ne(leadAttachments.state, "storing"),
          ),
        )
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
        state: r.state as AttachmentSummary["state"],
        fileName: r.fileName,
        size: r.size,
        width: r.width,
        height: r.height,
        url: attachmentUrl(kind, leadId, r.id, "file"),
        // A photo still being encoded has its thumbnail URL already: opening it waits for the worker.
        thumbUrl: r.thumb && r.state !== "unreadable" ? attachmentUrl(kind, leadId, r.id, "thumb") : null,
      }));
    },

    /**
     * The stored bytes of one attachment of one lead (admin only, checked by the route). A photo
     * still being encoded is waited for (a few seconds at most); `pending` when it is not ready
     * yet, `unreadable` when it could not be decoded, null when there is no such file.
     */
    async open(kind: LeadKind, leadId: number, id: number, variant: "file" | "thumb") {
      const find = async () =>
        (
          await db
            .select()
            .from(leadAttachments)
            .where(
              and(eq(leadAttachments.id, id), eq(leadAttachments.leadType, kind), eq(leadAttachments.leadId, leadId)),
            )
        )[0];
      let row = await find();
      const deadline = Date.now() + OPEN_WAIT_MS;
      while (row?.state === "processing" && Date.now() < deadline) {
        // Encoded here: woken when done. By another instance (shared database and bucket): looked up again.
        if (processing.has(id)) await processing.wait(id, deadline - Date.now());
        else await new Promise((resolve) => setTimeout(resolve, 250));
        row = await find();
      }
      if (!row) return null;
      if (row.state === "processing") return { status: "pending" as const };
      if (row.state === "unreadable") return { status: "unreadable" as const };
      const name = variant === "thumb" ? row.thumb : row.file;
      if (!name) return null;
      const stored = await storage.read(row.storageId, name);
      if (!stored) return null;
      return {
        status: "ready" as const,
        ...stored,
        row,
        mimeType: variant === "thumb" ? "image/webp" : row.mimeType,
      };
    },

    /** At start: encodes the photos a stop or a crash left waiting. */
    resume: () => processing.resume(),
    /** At shutdown: stops taking photos (the ones left wait in the database). */
    stop: () => processing.stop(),
    get processing() {
      return processing.state;
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

    /**
     * Files of the private storage that no row knows (issue 24, finding 7): left by a crash between
     * a row's deletion and its files' removal, or by a version that wrote the file before its row.
     * Removed once older than `graceMs` (an upload of an older instance may still be inserting).
     */
    async sweepOrphans(graceMs = UNCLAIMED_TTL_HOURS * 3600_000): Promise<number> {
      const folders = (await storage.ids()).filter((id) => orphanCandidate.test(id));
      if (folders.length === 0) return 0;
      const base = (folder: string) => folder.replace(/-src$/, "");
      const known = new Set<string>();
      for (let i = 0; i < folders.length; i += 500) {
        const ids = [...new Set(folders.slice(i, i + 500).map(base))];
        const rows = await db
          .select({ storageId: leadAttachments.storageId })
          .from(leadAttachments)
          .where(inArray(leadAttachments.storageId, ids));
        for (const r of rows) known.add(r.storageId);
      }
      let removed = 0;
      for (const folder of folders) {
        if (known.has(base(folder))) continue;
        const names = await storage.list(folder);
        const dates = await Promise.all(names.map((n) => storage.stat(folder, n)));
        const newest = Math.max(0, ...dates.map((d) => d?.lastModified.getTime() ?? 0));
        if (Date.now() - newest < graceMs) continue;
        await storage.remove(folder);
        removed++;
      }
      if (removed > 0) logger.warn("orphan attachment files removed", { removed });
      return removed;
    },
  };
}

export type Attachments = ReturnType<typeof createAttachments>;
