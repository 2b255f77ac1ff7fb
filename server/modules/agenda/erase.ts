import { and, eq, inArray, type SQLWrapper } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { leadAlerts, visitLinks, visits } from "#server/infra/db/schema.ts";

type Exec = Pick<Db, "delete">;

/**
 * The visits, booking links and alerts of deleted leads (RGPD erasure, retention purge), in the
 * caller's transaction: the chantier address leaves with the lead.
 */
export async function eraseLeadVisits(exec: Exec, kind: "quote" | "contact", ids: number[] | SQLWrapper) {
  if (kind === "quote") {
    await exec.delete(visits).where(inArray(visits.leadId, ids));
    await exec.delete(visitLinks).where(inArray(visitLinks.leadId, ids));
  }
  await exec.delete(leadAlerts).where(and(eq(leadAlerts.leadType, kind), inArray(leadAlerts.leadId, ids)));
}
