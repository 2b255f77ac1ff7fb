import { and, eq, ne } from "drizzle-orm";
import type { Tx } from "#server/infra/db/client.ts";
import { foreignKeyViolation } from "#server/infra/db/errors.ts";
import { devis } from "./schema.ts";
import { signedDevis } from "./common.ts";
import { eraseSignature } from "#server/modules/signature/index.ts";

/** A link that no longer opens anything: the client's page answers « introuvable ». */
const linkGone = {
  tokenHash: null,
  tokenSealed: null,
  legacyToken: null,
} as const;

/**
 * A lead's erasure (RGPD, docs/security.md « Conservation »), in the erasure's transaction:
 * - a devis never accepted (draft, sent, refused, expired, replaced, revoked) is a proposal the law
 *   does not make the business keep: deleted;
 * - an accepted devis is the contract (Code de la consommation L213-1: kept 10 years from its
 *   execution, from 120 €; and the proof of the works): kept whole — the client's identity is part of
 *   it — but its link to /mon-devis stops working.
 * A devis an invoice points to is kept like an accepted one (its deletion would fail on the key).
 */
export async function eraseLeadDevis(tx: Tx, lead: { id: number }): Promise<void> {
  const proposals = await tx
    .select({ id: devis.id })
    .from(devis)
    .where(and(eq(devis.leadId, lead.id), ne(devis.status, "accepte")));
  for (const d of proposals) {
    try {
      await tx.transaction(async (sp) => {
        await sp.delete(devis).where(eq(devis.id, d.id));
        await eraseSignature(sp, signedDevis(d));
      });
    } catch (err) {
      if (!foreignKeyViolation(err)) throw err;
    }
  }
  await tx.update(devis).set(linkGone).where(eq(devis.leadId, lead.id));
}
