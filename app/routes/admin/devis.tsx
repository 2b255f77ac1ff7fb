import { Link, useNavigate } from "react-router";
import { DevisList } from "#app/features/admin/devis/devis-list.tsx";
import { NewDevisForm } from "#app/features/admin/devis/ouvrages.tsx";
import { EnsureQueryClient } from "#app/features/admin/leads/query.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { btnSmall } from "#app/ui/buttons.ts";
import type { Route } from "./+types/devis";
import { adminPaths } from "#app/lib/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Devis", matches);

/** /admin/devis: every devis, filtered by status. */
export default function DevisScreen() {
  const navigate = useNavigate();
  return (
    <EnsureQueryClient>
      <main className={pageClass}>
        <PageHeader
          title="Devis"
          description="Devis chiffrés envoyés aux clients, acceptés en ligne avec preuve."
          actions={
            <Link to={adminPaths.devisItems} className={btnSmall}>
              Bibliothèque d'ouvrages
            </Link>
          }
        />
        <div className="mb-6">
          <NewDevisForm onCreated={(id) => void navigate(adminPaths.devisEditor(id))} />
        </div>
        <DevisList />
      </main>
    </EnsureQueryClient>
  );
}
