import type { Db, Tx } from "./infra/db/client.ts";
import {
  bookableQuoteLeads,
  moveStatus,
  quoteLeads,
  recentLeads,
  type MoveOptions,
} from "#server/modules/leads/index.ts";

/**
 * What the agenda reads and writes of the leads, through the leads door's functions, given by the
 * composition root (the leads module reads the agenda's door: a direct import would close a cycle).
 */
export function agendaLeadsPort(db: Db) {
  return {
    quoteLeads,
    bookable: () => bookableQuoteLeads(db),
    recent: (since: Date) => recentLeads(db, since),
    moveStatus: (tx: Tx, leadId: number, status: string, options: MoveOptions) =>
      moveStatus(tx, { kind: "quote", id: leadId }, status, null, options),
  };
}
