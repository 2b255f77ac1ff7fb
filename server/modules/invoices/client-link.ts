/**
 * A free invoice's client page (/ma-facture/<token>, docs/factures.md): a client invoiced without a
 * devis has no chantier page, so his invoice e-mail links to a page of its own — the invoice, what is
 * left to pay and how, its PDF. 192-bit token; only its SHA-256 and its sealed copy are stored.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import { createSecretBox } from "#server/infra/mail/secret.ts";
import { sha256 } from "#server/modules/signature/index.ts";
import type { Tx } from "#server/infra/db/client.ts";
import type { InvoiceRow, InvoicesDeps } from "./record.ts";
import { invoices } from "./schema.ts";

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const INVOICE_UNKNOWN =
  "Cette facture est introuvable : le lien est incomplet ou n'est plus valable. Appelez-nous, nous vous le renverrons.";

export function invoiceClientLinks(deps: Pick<InvoicesDeps, "db" | "config">) {
  const box = createSecretBox(deps.config.dataDir);
  const url = (token: string) => `${deps.config.siteUrl}/ma-facture/${token}`;
  return {
    /** The page's address for this issued invoice, made at its first sending; null for a devis' invoice. */
    async ensure(tx: Tx, r: InvoiceRow): Promise<string | null> {
      if (r.devisId || !r.number) return null;
      const kept = r.accessSealed ? box.open(r.accessSealed) : null;
      if (kept) return url(kept);
      const token = randomBytes(24).toString("base64url");
      await tx
        .update(invoices)
        .set({ accessHash: sha256(token), accessSealed: box.seal(token) })
        .where(eq(invoices.id, r.id));
      return url(token);
    },
    /** The issued invoice a token opens, or null. */
    async find(token: string): Promise<InvoiceRow | null> {
      if (!TOKEN.test(token)) return null;
      const [row] = await deps.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.accessHash, sha256(token)), isNotNull(invoices.number)));
      return row ?? null;
    },
  };
}
