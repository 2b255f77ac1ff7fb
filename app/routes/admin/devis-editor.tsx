import { Link, useParams } from "react-router";
import { DevisEditor } from "#app/features/admin/devis/devis-editor.tsx";
import { EnsureQueryClient } from "#app/features/admin/leads/query.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import type { Route } from "./+types/devis-editor";
import { adminPaths } from "#app/lib/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Devis", matches);

/** /admin/devis/:id: the devis editor. */
export default function DevisEditorScreen() {
  const { id = "" } = useParams();
  return (
    <EnsureQueryClient>
      <main className={pageClass}>
        <Link to={adminPaths.devis} className="text-sm font-medium text-walnut underline-offset-2 hover:underline">
          ← Tous les devis
        </Link>
        <div className="mt-4">
          <DevisEditor key={id} id={id} />
        </div>
      </main>
    </EnsureQueryClient>
  );
}
