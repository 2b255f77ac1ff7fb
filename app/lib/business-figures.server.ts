import type { RouterContextProvider } from "react-router";
import { servicesContext } from "#server/context.ts";

/**
 * The business's figures, each read once from its module's one definition (the dashboard and the
 * « Statistiques » screen both call this, so their figures can never disagree):
 * the visits of today and after (agenda), the speed to lead and the requests the firm has not
 * answered (alerts), the devis awaiting a signature and the devis figures (devis), the chantiers under
 * way (chantiers), the reviews to moderate (reviews).
 */
export async function businessFigures(context: Readonly<RouterContextProvider>) {
  const { agenda, alerts, devis, chantiers, reviews } = context.get(servicesContext);
  const [visits, speed, toSign, devisStats, underWay, toModerate] = await Promise.all([
    agenda.upcoming(6),
    alerts.speed(),
    devis.admin.awaitingSignature(),
    devis.admin.stats(),
    chantiers.admin.underWay(),
    reviews.toModerate(),
  ]);
  return { visits, speed, toSign, devisStats, underWay, toModerate };
}

export type BusinessFigures = Awaited<ReturnType<typeof businessFigures>>;
