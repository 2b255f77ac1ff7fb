import type { Route } from "./+types/chantier";
import { EnsureQueryClient } from "#app/features/admin/leads/query.tsx";
import { ChantierScreen } from "#app/features/admin/chantiers/chantier-detail.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { requireChantierPage } from "#server/chantier-page-guard.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Chantier", matches);

/** A compagnon not assigned to this chantier gets the 403 page (checked on the server). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { id: await requireChantierPage(request, context, params.id) };
}

/** /admin/chantiers/:id: one chantier. */
export default function ChantierPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className={pageClass}>
      <EnsureQueryClient>
        <ChantierScreen id={loaderData.id} />
      </EnsureQueryClient>
    </main>
  );
}
