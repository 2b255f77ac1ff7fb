import type { LeadKind } from "#domain/leads.ts";
import type { Db, Tx } from "#server/infra/db/client.ts";

/** A quote request, as the agenda reads it. */
export interface AgendaLead {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  status: string;
  isSpam: boolean;
}

/**
 * What the agenda needs of the leads module: functions of the leads door, given by the
 * composition root (server/services.ts) because the leads module already reads the agenda's door.
 * The agenda never reads the lead tables itself.
 */
export interface AgendaLeads {
  /** Quote requests by id (an unknown id is left out). */
  quoteLeads(exec: Pick<Db, "select">, ids: number[]): Promise<AgendaLead[]>;
  /** Quote requests the admin may book a visit for. */
  bookable(): Promise<Pick<AgendaLead, "id" | "firstName" | "lastName" | "address" | "status">[]>;
  /** The leads since `since` and the instant of their first answer in the timeline. */
  recent(
    since: Date,
  ): Promise<{ kind: LeadKind; id: number; name: string; createdAt: Date; firstEventAt: Date | null }[]>;
  /** The leads door's `moveStatus`, for a quote request, in the visit's transaction. */
  moveStatus(
    tx: Tx,
    leadId: number,
    status: string,
    options: { onlyFrom?: readonly string[]; unless?: string[]; visitAt?: Date | null },
  ): Promise<unknown>;
}
