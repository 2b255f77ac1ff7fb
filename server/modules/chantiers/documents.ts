import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { and, eq } from "drizzle-orm";
import { chantierDocumentKindOptions, type ChantierDocumentKind } from "#domain/chantiers.ts";
import type { Db } from "#server/infra/db/client.ts";
import { chantierDocuments } from "./schema.ts";
import { devisPdf } from "#server/modules/devis/index.ts";
import { AppError } from "#server/errors.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { checkAttachment } from "#server/modules/leads/index.ts";
import type { ReceivedFile } from "#server/modules/leads/index.ts";
import { openFor, requireOffice, type Viewer } from "./access.ts";

/**
 * Documents of a chantier: the signed devis (its PDF with the acceptance certificate, read from the
 * devis) and PDFs the office adds (the décennale certificate, invoices…), in the private storage.
 */
export function createChantierDocuments(deps: { db: Db; storage: Storage }) {
  const { db, storage } = deps;
  return {
    async add(viewer: Viewer, chantierId: number, file: ReceivedFile | undefined, fields: Record<string, string>) {
      requireOffice(viewer);
      await openFor(db, viewer, chantierId);
      if (!file)
        throw new AppError("invalid", "Choisissez un document PDF.", { errors: { file: "Aucun fichier reçu" } });
      const kind = (chantierDocumentKindOptions.find((o) => o.value === fields.kind)?.value ??
        "autre") as ChantierDocumentKind;
      const title = (fields.title ?? "")
        .replace(/[\p{Cc}]+/gu, " ")
        .trim()
        .slice(0, 160);
      const checked = await checkAttachment(file);
      if (checked.kind !== "pdf")
        throw new AppError("unsupported", "Seuls les documents PDF sont acceptés ici.", {
          errors: { file: "Ce fichier n'est pas un PDF" },
        });
      const storageId = `chantier-doc-${randomBytes(12).toString("hex")}`;
      await storage.put(storageId, "document.pdf", createReadStream(file.path));
      const [row] = await db
        .insert(chantierDocuments)
        .values({
          chantierId,
          kind,
          title: title || chantierDocumentKindOptions.find((o) => o.value === kind)?.label || "Document",
          storageId,
          file: "document.pdf",
          size: file.size,
          visibleToClient: fields.visibleToClient !== "0",
          createdById: viewer.id,
          createdByName: viewer.name,
        })
        .returning();
      return { id: row.id, kind: row.kind, title: row.title };
    },

    async remove(viewer: Viewer, chantierId: number, docId: number) {
      requireOffice(viewer);
      await openFor(db, viewer, chantierId);
      const [row] = await db
        .delete(chantierDocuments)
        .where(and(eq(chantierDocuments.id, docId), eq(chantierDocuments.chantierId, chantierId)))
        .returning();
      if (!row) throw new AppError("not-found", "Document introuvable.");
      if (row.storageId) await storage.remove(row.storageId);
    },

    /**
     * The bytes of a document. `reader`: the office reads every one; the client, those shown to him;
     * a compagnon, those shown to the client except the devis (its prices, the client's signature proof).
     */
    async read(chantierId: number, docId: number, reader: "office" | "client" | "team") {
      const [row] = await db
        .select()
        .from(chantierDocuments)
        .where(and(eq(chantierDocuments.id, docId), eq(chantierDocuments.chantierId, chantierId)));
      if (!row || (reader === "client" && !row.visibleToClient) || (reader === "team" && !forTeam(row)))
        throw new AppError("not-found", "Document introuvable.");
      const name = row.title.replace(/[^\w.-]+/g, "_").slice(0, 80) || "document";
      if (row.devisId) {
        const d = await devisPdf(db, row.devisId);
        if (!d) throw new AppError("not-found", "Document introuvable.");
        return { name: `devis-${d.number}-signe`, bytes: Buffer.from(d.base64, "base64") };
      }
      if (!row.storageId || !row.file) throw new AppError("not-found", "Document introuvable.");
      const stored = await storage.read(row.storageId, row.file);
      if (!stored) throw new AppError("not-found", "Document introuvable.");
      const chunks: Buffer[] = [];
      for await (const chunk of stored.body) chunks.push(chunk as Buffer);
      return { name, bytes: Buffer.concat(chunks) };
    },
  };
}
/** What a compagnon may open: a document shown to the client that is not the devis (prices). */
export const forTeam = (d: { visibleToClient: boolean; devisId: number | null }) =>
  d.visibleToClient && d.devisId === null;

export type ChantierDocumentsService = ReturnType<typeof createChantierDocuments>;
