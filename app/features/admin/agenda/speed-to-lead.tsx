import { Link } from "react-router";
import { durationLabel } from "#domain/agenda-labels.ts";
import { formatParisShort } from "#domain/paris-time.ts";
import { Card } from "#app/ui/card.tsx";
import { adminPaths } from "#app/lib/paths.ts";

export interface SpeedFigures {
  medianMinutes: number | null;
  answered: number;
  waiting: { kind: string; id: number; name: string; createdAt: string; waitingMinutes: number }[];
}

/**
 * Speed to lead: the median time to the first response over 30 days (first reply, status change
 * or booked visit, counted in opening hours) and the leads still waiting after an opening hour.
 */
export function SpeedToLead({ speed }: { speed: SpeedFigures }) {
  return (
    <Card
      title="Réactivité"
      description="Délai médian de première réponse sur 30 jours, compté en heures d'ouverture (réponse, changement de statut ou visite réservée)."
    >
      <p className="text-3xl font-semibold text-forest-dark" data-testid="median-response">
        {speed.medianMinutes === null ? "—" : durationLabel(speed.medianMinutes)}
      </p>
      <p className="text-sm text-muted">
        {speed.answered} demande{speed.answered > 1 ? "s" : ""} traitée{speed.answered > 1 ? "s" : ""}
      </p>
      {speed.waiting.length > 0 && (
        <div className="mt-4 rounded-xl border border-danger/30 bg-danger/5 p-3" role="alert">
          <p className="font-semibold text-danger">
            {speed.waiting.length} demande{speed.waiting.length > 1 ? "s attendent" : " attend"} depuis plus d'une heure
            d'ouverture
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {speed.waiting.map((l) => (
              <li key={`${l.kind}-${l.id}`}>
                <Link to={adminPaths.lead(l.kind, l.id)} className="font-medium text-danger underline">
                  {l.name}
                </Link>{" "}
                — reçue le {formatParisShort(l.createdAt)}, en attente depuis {durationLabel(l.waitingMinutes)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
