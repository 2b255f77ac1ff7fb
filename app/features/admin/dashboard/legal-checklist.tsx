import { CircleAlert, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import type { ChecklistItem } from "#domain/business.ts";
import { adminPaths } from "#app/lib/paths.ts";

/** What the site still lacks to be legally complete, each with a link to the field to fill in. */
export function LegalChecklist({ missing }: { missing: ChecklistItem[] }) {
  if (missing.length === 0) {
    return (
      <p className="mb-6 flex items-center gap-2 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
        <CircleCheck aria-hidden="true" className="size-5" />
        Mentions légales complètes.
      </p>
    );
  }
  return (
    <section aria-labelledby="checklist-title" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <h2 id="checklist-title" className="flex items-center gap-2 font-serif text-lg font-semibold text-forest-dark">
        <CircleAlert aria-hidden="true" className="size-5 text-amber-700" />À compléter pour un site conforme
      </h2>
      <p className="mt-1 text-sm text-muted">
        Ces informations sont obligatoires pour un artisan qui vend à des particuliers.
      </p>
      <ul className="mt-3 grid gap-1.5 sm:grid-cols-2">
        {missing.map((item) => (
          <li key={item.field}>
            <Link
              to={`${adminPaths.business}#${item.field}`}
              className="text-sm font-medium text-walnut underline underline-offset-2"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
