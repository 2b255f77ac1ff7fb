import { Clock, Hammer, Ruler, Wallet } from "lucide-react";
import type { ProjectDetails } from "#domain/project-details.ts";

const facts = [
  { key: "surface", label: "Surface", Icon: Ruler },
  { key: "duree", label: "Durée", Icon: Clock },
  { key: "materiau", label: "Matériau", Icon: Hammer },
  { key: "budget", label: "Budget", Icon: Wallet },
] as const;

/** Surface, durée, matériau, budget of a project (empty ones are left out). */
export function ProjectFacts({ details }: { details: ProjectDetails }) {
  const shown = facts.filter((f) => details[f.key]);
  if (shown.length === 0) return null;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {shown.map(({ key, label, Icon }) => (
        <div key={key} className="rounded-2xl border border-line bg-white p-4">
          <dt className="flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-muted uppercase">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-oak-dark" />
            {label}
          </dt>
          <dd className="mt-1.5 font-medium text-forest-dark">{details[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
