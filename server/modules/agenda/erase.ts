import { inArray, type SQLWrapper } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { leadAlerts, visitLinks, visits } from "./schema.ts";

type Exec = Pick<Db, "delete">;

/**
 * The visits, booking links and alerts of deleted leads (RGPD erasure, retention purge), in the
 * caller's transaction: the chantier address leaves with the lead.
 */
export async function eraseLeadVisits(exec: Exec, ids: number[] | SQLWrapper) {
  await exec.delete(visits).where(inArray(visits.leadId, ids));
  await exec.delete(visitLinks).where(inArray(visitLinks.leadId, ids));
  await exec.delete(leadAlerts).where(inArray(leadAlerts.leadId, ids));
}
