import { and, eq } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { chantierSteps, chantiers } from "./schema.ts";

/**
 * The works' period of the chantier opened by a devis, for its invoices (docs/factures.md): the « Pose »
 * step, from its planned start (or the day it was done) to the day it was done (or its planned end);
 * null without a chantier or without dates.
 */
export async function worksPeriodOfDevis(
  exec: Pick<Db, "select">,
  devisId: number,
): Promise<{ start: string; end: string } | null> {
  const [pose] = await exec
    .select({ start: chantierSteps.plannedStart, end: chantierSteps.plannedEnd, done: chantierSteps.doneOn })
    .from(chantierSteps)
    .innerJoin(chantiers, eq(chantiers.id, chantierSteps.chantierId))
    .where(and(eq(chantiers.devisId, devisId), eq(chantierSteps.step, "pose")));
  if (!pose) return null;
  const days = [pose.start ?? pose.done, pose.done ?? pose.end].filter((d): d is string => !!d).sort();
  return days.length > 0 ? { start: days[0], end: days[days.length - 1] } : null;
}
