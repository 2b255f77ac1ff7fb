import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Allocation } from "#domain/bank-matching.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { AppError } from "#server/errors.ts";
import { bankOperations } from "./schema.ts";
import type { BankDeps, OperationStatus } from "./types.ts";

const invoiceId = z.number("Facture invalide").int("Facture invalide").positive("Facture invalide");
/** What the artisan decides on the « Rapprochement » screen. */
export const decisionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("confirmer") }),
    z.object({ action: z.literal("choisir"), invoiceId }),
    z.object({
      action: z.literal("repartir"),
      allocations: z
        .array(z.object({ invoiceId, amountCents: z.number().int("Montant invalide").positive("Montant invalide") }))
        .min(1, "Choisissez au moins une facture")
        .max(20),
    }),
    z.object({ action: z.literal("ignorer") }),
    z.object({ action: z.literal("annuler") }),
  ],
  { error: "Action inconnue (confirmer, choisir, repartir, ignorer ou annuler)" },
);
export type Decision = z.infer<typeof decisionSchema>;

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")} €`;

/** Confirm, choose, split, ignore or undo one operation; payments go through the payments module. */
export function operationDecisions({ db, now, payments }: BankDeps) {
  return async function decide(id: number, decision: Decision, by: LeadAuthor | null) {
    return db.transaction(async (tx) => {
      const [op] = await tx.select().from(bankOperations).where(eq(bankOperations.id, id)).for("update");
      if (!op) throw new AppError("not-found", "Opération introuvable.");
      const decided = { decidedBy: by?.name ?? null, decidedAt: now() };
      if (decision.action === "annuler") {
        for (const paymentId of op.paymentIds) await payments.undoPayment(tx, paymentId, by);
        const status: OperationStatus =
          op.amountCents <= 0 ? "ignoree" : op.candidates.length > 0 ? "a_confirmer" : "non_rapprochee";
        if (op.status === status && op.paymentIds.length === 0) {
          throw new AppError("conflict", "Il n'y a rien à annuler sur cette opération.");
        }
        await tx
          .update(bankOperations)
          .set({ status, paymentIds: [], ...decided })
          .where(eq(bankOperations.id, id));
        return;
      }
      if (op.status === "rapprochee") {
        throw new AppError("conflict", "Cette opération est déjà rapprochée : annulez d'abord le rapprochement.");
      }
      if (decision.action === "ignorer") {
        await tx
          .update(bankOperations)
          .set({ status: "ignoree", ...decided })
          .where(eq(bankOperations.id, id));
        return;
      }
      if (op.amountCents <= 0) throw new AppError("conflict", "Un débit ne se rapproche pas d'une facture.");
      const allocations: Allocation[] =
        decision.action === "confirmer"
          ? op.proposal
          : decision.action === "choisir"
            ? [{ invoiceId: decision.invoiceId, amountCents: op.amountCents }]
            : decision.allocations;
      if (allocations.length === 0) {
        throw new AppError("unprocessable", "Aucune répartition proposée : choisissez la ou les factures.");
      }
      const total = allocations.reduce((sum, a) => sum + a.amountCents, 0);
      if (total !== op.amountCents) {
        throw new AppError(
          "unprocessable",
          `La répartition fait ${euros(total)} pour un virement de ${euros(op.amountCents)} : les montants doivent être égaux.`,
          { errors: { allocations: "Total différent du virement" } },
        );
      }
      const payment = await payments.recordPayment(tx, {
        allocations,
        amountCents: op.amountCents,
        date: op.bookingDate,
        method: "virement",
        by,
        bankOperationId: op.id,
      });
      await tx
        .update(bankOperations)
        .set({
          status: "rapprochee",
          rule: op.rule ?? "manuel",
          proposal: allocations,
          paymentIds: [payment.id],
          ...decided,
        })
        .where(eq(bankOperations.id, id));
    });
  };
}
