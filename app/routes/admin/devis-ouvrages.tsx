import { Link } from "react-router";
import { OuvragesLibrary } from "#app/features/admin/devis/ouvrages.tsx";
import { EnsureQueryClient } from "#app/features/admin/leads/query.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import type { Route } from "./+types/devis-ouvrages";
import { adminPaths } from "#app/lib/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Bibliothèque d'ouvrages", matches);

/** /admin/devis/ouvrages: the price library. */
export default function OuvragesScreen() {
  return (
    <EnsureQueryClient>
      <main className={pageClass}>
        <Link to={adminPaths.devis} className="text-sm font-medium text-walnut underline-offset-2 hover:underline">
          ← Tous les devis
        </Link>
        <div className="mt-4">
          <PageHeader
            title="Bibliothèque d'ouvrages"
            description="Les lignes enregistrées ici sont proposées dans l'éditeur de devis pendant la saisie."
          />
          <OuvragesLibrary />
        </div>
      </main>
    </EnsureQueryClient>
  );
}
