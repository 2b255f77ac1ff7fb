/**
 * « Export des ventes » of a period (docs/paiements.md): the sales journal (18 FEC columns, journal
 * VT), the receipts with their VAT by rate, and a ZIP of the invoices' PDFs as kept. Never « le FEC ».
 */
import { zipSync } from "fflate";
import { z } from "zod";
import {
  fecText,
  journalImbalances,
  journalVatByRate,
  receiptsByRate,
  receiptsText,
  salesJournal,
} from "#domain/sales-journal.ts";
import { AppError } from "#server/errors.ts";
import type { createReceivablesSettings } from "./settings.ts";
import type { ReceivablesDeps } from "./types.ts";

export const periodSchema = z
  .object({
    from: z.iso.date("Date de début invalide (AAAA-MM-JJ)"),
    to: z.iso.date("Date de fin invalide (AAAA-MM-JJ)"),
    sep: z.enum(["pipe", "tab"]).default("pipe"),
  })
  .refine((p) => p.from <= p.to, { message: "La fin de la période doit suivre son début", path: ["to"] });
export type Period = z.infer<typeof periodSchema>;

const fileDay = (p: Period) => `${p.from.replaceAll("-", "")}-${p.to.replaceAll("-", "")}`;

export function createSalesExport(deps: ReceivablesDeps, settings: ReturnType<typeof createReceivablesSettings>) {
  const { db, invoices } = deps;
  return {
    /** The journal, checked: every entry balances (else 500: never hand an unbalanced file). */
    async journal(p: Period) {
      const { accounts } = await settings.get();
      const lines = salesJournal(await invoices.sales(db, p.from, p.to), accounts);
      const unbalanced = [...journalImbalances(lines)].filter(([, gap]) => gap !== 0);
      if (unbalanced.length > 0)
        throw new AppError("internal", `Écriture déséquilibrée : ${unbalanced.map(([n]) => n).join(", ")}.`);
      return {
        filename: `export-des-ventes-${fileDay(p)}.txt`,
        text: fecText(lines, p.sep === "tab" ? "\t" : "|"),
        vatByRate: journalVatByRate(lines, accounts),
        entries: new Set(lines.map((l) => l.EcritureNum)).size,
      };
    },

    /** The receipts of the period, their VAT by rate (pro rata of what each invoice left to pay). */
    async receipts(p: Period) {
      const found = await deps.receipts(db, p.from, p.to);
      const journal = new Map(
        (await invoices.journalOf(db, [...new Set(found.map((r) => r.invoiceId))])).map((j) => [j.id, j]),
      );
      const rows = receiptsByRate(
        found.flatMap((r) => {
          const invoice = journal.get(r.invoiceId);
          return invoice ? [{ date: r.date, method: r.method, amountCents: r.amountCents, invoice }] : [];
        }),
      );
      return { filename: `encaissements-${fileDay(p)}.csv`, text: receiptsText(rows), rows };
    },

    /** The PDFs of the invoices issued in the period, as sent, in one ZIP. */
    async pdfs(p: Period) {
      const sales = await invoices.sales(db, p.from, p.to);
      const files: Record<string, Uint8Array> = {};
      for (const s of sales) {
        const { number, pdf } = await invoices.pdf(db, s.id);
        files[`${number}.pdf`] = new Uint8Array(pdf);
      }
      return { filename: `factures-${fileDay(p)}.zip`, zip: zipSync(files, { level: 0 }), count: sales.length };
    },
  };
}
