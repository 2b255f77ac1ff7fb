import type { Route } from "./+types/my-chantiers";
import { EnsureQueryClient } from "#app/features/admin/leads/query.tsx";
import { ChantierList } from "#app/features/admin/chantiers/chantier-list.tsx";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Mes chantiers", matches);

/** « Mes chantiers »: the chantiers assigned to the member, today's first (a compagnon's home). */
export default function MyChantiersPage() {
  return (
    <main className={`${pageClass} max-w-3xl`}>
      <PageHeader title="Mes chantiers" description="Les chantiers qui vous sont attribués, ceux du jour en premier." />
      <EnsureQueryClient>
        <ChantierList
          mine
          empty="Aucun chantier ne vous est encore attribué. Quand le bureau vous attribuera un chantier, il apparaîtra ici."
        />
      </EnsureQueryClient>
    </main>
  );
}
