/** The bank statements' service (docs/paiements.md): import, the operations, the CSV mappings. */
import { asc, desc, eq } from "drizzle-orm";
import { csvMappingSchema } from "#domain/bank-statements/index.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { AppError } from "#server/errors.ts";
import { decisionSchema, operationDecisions } from "./decisions.ts";
import { statementImport } from "./import.ts";
import { bankCsvMappings, bankImports, bankOperations } from "./schema.ts";
import { operationStatuses, type BankDeps, type BankOperationView, type OperationStatus } from "./types.ts";

export function createBank(deps: BankDeps) {
  const { db } = deps;
  const importStatement = statementImport(deps);
  const decide = operationDecisions(deps);

  async function operations(status?: string, id?: number): Promise<BankOperationView[]> {
    if (status !== undefined && !operationStatuses.includes(status as OperationStatus)) {
      throw new AppError("invalid", "Statut inconnu.", { errors: { status: operationStatuses.join(", ") } });
    }
    const rows = await db
      .select()
      .from(bankOperations)
      .where(id ? eq(bankOperations.id, id) : status ? eq(bankOperations.status, status) : undefined)
      .orderBy(desc(bankOperations.bookingDate), desc(bankOperations.id))
      .limit(500);
    return rows.map((r) => ({
      id: r.id,
      bookingDate: r.bookingDate,
      amountCents: r.amountCents,
      label: r.label,
      remittance: r.remittance,
      reference: r.structuredReference,
      counterpartyName: r.counterpartyName,
      status: r.status as OperationStatus,
      rule: r.rule,
      reason: r.reason,
      candidates: r.candidates,
      proposal: r.proposal,
      paymentIds: r.paymentIds,
      decidedBy: r.decidedBy,
    }));
  }

  return {
    importStatement,
    operations,
    async decide(id: number, body: unknown, by: LeadAuthor | null) {
      const parsed = decisionSchema.safeParse(body);
      if (!parsed.success) throw new AppError("invalid", parsed.error.issues[0]?.message ?? "Décision invalide.");
      await decide(id, parsed.data, by);
      const [view] = await operations(undefined, id);
      return view!;
    },
    /** The journal of imports, newest first. */
    imports: () => db.select().from(bankImports).orderBy(desc(bankImports.id)).limit(50),
    mappings: () => db.select().from(bankCsvMappings).orderBy(asc(bankCsvMappings.name)),
    async saveMapping(body: unknown) {
      const parsed = csvMappingSchema.safeParse(body);
      if (!parsed.success) {
        const errors = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
        throw new AppError("invalid", parsed.error.issues[0]?.message ?? "Modèle invalide.", { errors });
      }
      const mapping = parsed.data;
      await db
        .insert(bankCsvMappings)
        .values({ name: mapping.name, mapping })
        .onConflictDoUpdate({ target: bankCsvMappings.name, set: { mapping, updatedAt: deps.now() } });
      return mapping;
    },
  };
}
export type Bank = ReturnType<typeof createBank>;
