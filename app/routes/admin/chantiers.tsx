import type { Route } from "./+types/chantiers";
import { EnsureQueryClient } from "#app/features/admin/leads/query.tsx";
import { ChantierList } from "#app/features/admin/chantiers/chantier-list.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Chantiers", matches);

/** /admin/chantiers: every chantier (opened when a devis is accepted, or from a lead « Signé »). */
export default function ChantiersPage() {
  return (
    <main className={pageClass}>
      <PageHeader
        title="Chantiers"
        description="Ouverts à l'acceptation d'un devis, ou depuis une demande marquée « Signé ». Ceux du jour en premier."
      />
      <EnsureQueryClient>
        <ChantierList mine={false} empty="Aucun chantier pour le moment." />
      </EnsureQueryClient>
    </main>
  );
}
