import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { chantierAddress, chantierStatusLabel } from "#domain/chantier-labels.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { Card } from "#app/ui/card.tsx";
import { nextDate, parisToday, todayStep } from "./format.ts";
import type { ChantierSummary } from "./types.ts";
import { adminPaths } from "#app/lib/paths.ts";

/**
 * The chantiers as cards, today's first (then the next dates): the office's list (`mine` false)
 * and « Mes chantiers » (those assigned to the member).
 */
export function ChantierList({ mine, empty }: { mine: boolean; empty: string }) {
  const { data, error, isPending } = useQuery<{ items: ChantierSummary[] }>({
    queryKey: mine ? ["/api/chantiers?mine=1"] : ["/api/chantiers"],
    refetchOnMount: "always",
  });
  if (isPending) return <p className="text-muted">Chargement…</p>;
  if (error) return <p className="text-danger">{errorMessage(error)}</p>;
  const today = parisToday();
  const items = [...data.items].sort((a, b) => {
    const ta = todayStep(a, today) ? 0 : 1;
    const tb = todayStep(b, today) ? 0 : 1;
    return ta - tb || nextDate(a, today).localeCompare(nextDate(b, today));
  });
  if (items.length === 0)
    return (
      <Card className="p-8 text-center">
        <p className="font-semibold text-forest-dark">{empty}</p>
      </Card>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((c) => {
        const now = todayStep(c, today);
        return (
          <li key={c.id}>
            <Link
              to={adminPaths.chantier(c.id)}
              className="block rounded-2xl border border-line bg-white p-4 shadow-card hover:border-forest/40"
            >
              {now && (
                <span className="mb-1 inline-block rounded-full bg-oak/20 px-2 py-0.5 text-xs font-semibold text-oak-dark">
                  Aujourd'hui : {now}
                </span>
              )}
              <p className="font-semibold text-forest-dark">{c.title || c.clientName}</p>
              <p className="text-sm text-muted">
                {c.clientName} · {chantierAddress(c) || "adresse à préciser"}
              </p>
              <p className="mt-1 text-xs text-muted">
                {chantierStatusLabel(c.status)}
                {c.members.length > 0 && ` · ${c.members.map((m) => m.name).join(", ")}`}
              </p>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
