/** A chantier opens: from an accepted devis (inside its acceptance), or by hand from a signed lead. */
import { and, eq, isNull, sql } from "drizzle-orm";
import { chantierName, chantierStepOptions, splitAddress } from "#domain/chantiers.ts";
import type { DevisClient } from "#domain/devis.ts";
import type { Db, Tx } from "#server/infra/db/client.ts";
import { chantierDocuments, chantierSteps, chantiers } from "./schema.ts";
import { leadCard } from "#server/modules/leads/index.ts";
import { AppError } from "#server/errors.ts";
import { requireOffice, type Viewer } from "./access.ts";

/** The devis fields a chantier is opened from (the devis module's accepted row). */
export interface AcceptedDevis {
  id: number;
  leadId: number | null;
  title: string;
  client: DevisClient;
  siteAddress: string;
}

/** Inserts the chantier and its four steps. */
async function insertChantier(tx: Tx, values: typeof chantiers.$inferInsert) {
  const [row] = await tx.insert(chantiers).values(values).returning();
  await tx
    .insert(chantierSteps)
    .values(chantierStepOptions.map((s, i) => ({ chantierId: row.id, step: s.value, position: i })));
  return row;
}

/** `openFromDevis` and `openFromLead` of the admin's service. */
export function chantierOpening(db: Db) {
  return {
    /**
     * Opens the chantier of an accepted devis, inside its acceptance transaction (one per devis):
     * a chantier already opened by hand from the same lead receives the devis instead.
     */
    async openFromDevis(tx: Tx, d: AcceptedDevis): Promise<number> {
      const [existing] = await tx.select({ id: chantiers.id }).from(chantiers).where(eq(chantiers.devisId, d.id));
      if (existing) return existing.id;
      let id: number | null = null;
      if (d.leadId) {
        const [byLead] = await tx
          .select({ id: chantiers.id })
          .from(chantiers)
          .where(and(eq(chantiers.leadId, d.leadId), isNull(chantiers.devisId)))
          .limit(1);
        if (byLead) {
          await tx
            .update(chantiers)
            .set({ devisId: d.id, updatedAt: sql`now()` })
            .where(eq(chantiers.id, byLead.id));
          id = byLead.id;
        }
      }
      if (id === null) {
        const address = splitAddress(d.siteAddress || d.client.address);
        const row = await insertChantier(tx, {
          leadId: d.leadId,
          devisId: d.id,
          title: chantierName(d.client.name, address.commune),
          clientName: d.client.name,
          clientEmail: d.client.email,
          clientPhone: d.client.phone,
          ...address,
        });
        id = row.id;
      }
      await tx.insert(chantierDocuments).values({
        chantierId: id,
        kind: "devis_signe",
        title: "Devis signé",
        devisId: d.id,
        visibleToClient: true,
      });
      return id;
    },

    /** Opens a chantier by hand from a lead marked « Signé » (the one already opened, if any). */
    async openFromLead(kind: string, leadId: number, viewer: Viewer): Promise<{ id: number; created: boolean }> {
      requireOffice(viewer);
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: chantiers.id })
          .from(chantiers)
          .where(eq(chantiers.leadId, leadId))
          .limit(1);
        const lead = kind === "quote" || kind === "contact" ? await leadCard(tx, { kind, id: leadId }) : null;
        if (existing && lead) return { id: existing.id, created: false };
        if (!lead) throw new AppError("not-found", "Demande introuvable.");
        if (lead.status !== "signe" && lead.status !== "termine")
          throw new AppError("conflict", "Un chantier s'ouvre depuis une demande marquée « Signé ».");
        const address = splitAddress(lead.address);
        const row = await insertChantier(tx, {
          leadId,
          title: chantierName(lead.name, address.commune),
          clientName: lead.name,
          clientEmail: lead.email,
          clientPhone: lead.phone,
          ...address,
          createdById: viewer.id,
          createdByName: viewer.name,
        });
        return { id: row.id, created: true };
      });
    },
  };
}
