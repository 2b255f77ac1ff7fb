import { eq } from "drizzle-orm";
import { matchCredit, type OpenInvoice } from "#domain/bank-matching.ts";
import {
  csvMappingSchema,
  parseStatement,
  StatementError,
  transactionKeys,
  type StatementFormat,
} from "#domain/bank-statements/index.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { AppError } from "#server/errors.ts";
import type { Tx } from "#server/infra/db/client.ts";
import { bankCsvMappings, bankImports, bankOperations, type BankCandidate } from "./schema.ts";
import type { BankDeps, ImportCounts, OperationStatus } from "./types.ts";

export interface StatementUpload {
  bytes: Uint8Array;
  fileName: string;
  format?: StatementFormat | undefined;
  csvMapping?: string | undefined;
}

const candidateOf = (i: OpenInvoice): BankCandidate => ({
  invoiceId: i.id,
  number: i.number,
  clientName: i.clientName,
  amountDueCents: i.amountDueCents,
});

/** Reads the file, keeps each transaction once, records the sure matches and leaves the rest to confirm. */
export function statementImport({ db, payments }: BankDeps) {
  async function mappingNamed(tx: Tx, name: string | undefined) {
    if (!name) return null;
    const [row] = await tx.select().from(bankCsvMappings).where(eq(bankCsvMappings.name, name));
    if (!row) throw new AppError("unprocessable", `Modèle CSV « ${name} » introuvable.`);
    return csvMappingSchema.parse(row.mapping);
  }

  return async function importStatement(upload: StatementUpload, by: LeadAuthor | null): Promise<ImportCounts> {
    return db.transaction(async (tx) => {
      const csvMapping = await mappingNamed(tx, upload.csvMapping);
      let statement;
      try {
        statement = parseStatement(upload.bytes, { format: upload.format, csvMapping });
      } catch (error) {
        if (error instanceof StatementError) {
          throw new AppError("unprocessable", `Relevé illisible. ${error.message}.`, {
            errors: { file: error.message },
          });
        }
        throw error;
      }
      const [journal] = await tx
        .insert(bankImports)
        .values({
          fileName: upload.fileName.slice(0, 200) || "relevé",
          format: statement.format,
          csvMapping: csvMapping?.name ?? null,
          account: statement.account.iban ?? statement.account.number,
          importedBy: by?.name ?? "",
          transactions: statement.transactions.length,
          imported: 0,
          duplicates: 0,
          matched: 0,
          toConfirm: 0,
        })
        .returning({ id: bankImports.id });
      const open = await payments.openInvoices(tx);
      const counts: ImportCounts = { imported: 0, matched: 0, toConfirm: 0, duplicates: 0 };
      const keys = transactionKeys(statement);
      for (const [i, t] of statement.transactions.entries()) {
        const result = matchCredit(t, open);
        const status: OperationStatus =
          t.amountCents <= 0
            ? "ignoree"
            : result.kind === "matched"
              ? "rapprochee"
              : result.kind === "to_confirm"
                ? "a_confirmer"
                : "non_rapprochee";
        const candidates =
          result.kind === "matched"
            ? result.allocations.map((a) => a.invoiceId)
            : result.kind === "to_confirm"
              ? result.candidates
              : [];
        const [row] = await tx
          .insert(bankOperations)
          .values({
            importId: journal!.id,
            dedupeKey: keys[i]!,
            bookingDate: t.bookingDate,
            valueDate: t.valueDate,
            amountCents: t.amountCents,
            label: t.label,
            remittance: t.remittance,
            structuredReference: t.structuredReference,
            bankRef: t.bankRef,
            counterpartyName: t.counterpartyName,
            status,
            rule: result.kind === "none" ? null : result.rule,
            reason: result.reason,
            candidates: open.filter((o) => candidates.includes(o.id)).map(candidateOf),
            proposal:
              result.kind === "to_confirm" ? result.proposal : result.kind === "matched" ? result.allocations : [],
          })
          .onConflictDoNothing({ target: bankOperations.dedupeKey })
          .returning({ id: bankOperations.id });
        if (!row) {
          counts.duplicates++;
          continue;
        }
        counts.imported++;
        if (status === "a_confirmer") counts.toConfirm++;
        if (result.kind !== "matched") continue;
        const payment = await payments.recordPayment(tx, {
          allocations: result.allocations,
          amountCents: t.amountCents,
          date: t.bookingDate,
          method: "virement",
          by,
          bankOperationId: row.id,
        });
        await tx
          .update(bankOperations)
          .set({ paymentIds: [payment.id] })
          .where(eq(bankOperations.id, row.id));
        counts.matched++;
        // The dues changed: the next credits of the file are matched against what is left.
        for (const a of result.allocations) {
          const invoice = open.find((o) => o.id === a.invoiceId);
          if (invoice) invoice.amountDueCents -= a.amountCents;
        }
        open.splice(0, open.length, ...open.filter((o) => o.amountDueCents > 0));
      }
      await tx.update(bankImports).set(counts).where(eq(bankImports.id, journal!.id));
      return counts;
    });
  };
}
