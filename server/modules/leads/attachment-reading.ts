/**
 * A lead's attachments once uploaded: claimed by the lead's transaction, described again to a form
 * shown anew, listed for the admin, and opened (a photo still being encoded is waited for).
 */
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import {
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  attachmentMessages,
  type AttachmentSummary,
} from "#domain/attachments.ts";
import type { LeadKind } from "#domain/leads.ts";
import type { Db, Tx } from "#server/infra/db/client.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { leadAttachments } from "./schema.ts";
import { AttachmentError } from "./attachment-check.ts";
import type { createAttachmentProcessing } from "./attachment-processing.ts";

/** How long opening a photo still being encoded waits for it before answering 503. */
const OPEN_WAIT_MS = 20_000;

export const attachmentUrl = (kind: LeadKind, leadId: number, id: number, variant: "file" | "thumb") =>
  `/api/leads/${kind}/${leadId}/attachments/${id}/${variant}`;

/** `claim`, `describe`, `forLead` and `open` of the attachments. */
export function attachmentReading(
  db: Db,
  storage: Storage,
  processing: Pick<ReturnType<typeof createAttachmentProcessing>, "has" | "wait">,
) {
  return {
    /**
     * Inside the lead's transaction: attaches the uploads to the lead. Throws AttachmentError
     * (the transaction rolls back) when a token is unknown, expired or already used.
     */
    async claim(tx: Tx, tokens: string[], kind: LeadKind, leadId: number) {
      if (tokens.length === 0) return { images: 0, pdfs: 0 };
      if (tokens.length > MAX_ATTACHMENTS) throw new AttachmentError("too-large", attachmentMessages.tooMany);
      const rows = await tx
        .update(leadAttachments)
        .set({ leadId, uploadAddress: null })
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
        .where(eq(leadAttachments.leadId, leadId))
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
              // Files come with quote requests only.
              and(eq(leadAttachments.id, id), eq(leadAttachments.leadId, kind === "quote" ? leadId : -1)),
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
  };
}
