import { asc, eq } from "drizzle-orm";
import { receptionBlocked } from "#domain/chantier-schedule.ts";
import type { Db, Tx } from "#server/infra/db/client.ts";
import { AppError } from "#server/errors.ts";
import { chantierSteps } from "./schema.ts";

/**
 * Why the PV of a chantier cannot be signed yet (a step of the works still planned after
 * today), in the words of the office or of the client; null when it can (docs/chantiers.md §7).
 */
export async function receptionBlockedFor(
  db: Db | Tx,
  chantierId: number,
  today: string,
  audience: "office" | "client",
): Promise<string | null> {
  const steps = await db
    .select()
    .from(chantierSteps)
    .where(eq(chantierSteps.chantierId, chantierId))
    .orderBy(asc(chantierSteps.position));
  return receptionBlocked(steps, today, audience);
}

/** Refuses (422) a code or a signature while the works are still planned after today. */
export async function assertReceptionOpen(db: Db | Tx, chantierId: number, today: string): Promise<void> {
  const why = await receptionBlockedFor(db, chantierId, today, "client");
  if (why) throw new AppError("unprocessable", why);
}
