import { useQuery } from "@tanstack/react-query";
import type { Route } from "./+types/team";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import {
  InviteCard,
  MembersCard,
  PendingAndSessionsCards,
  TEAM_QUERY,
  type TeamOverview,
} from "#app/features/admin/team/team-cards.tsx";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Équipe", matches);

/** « Équipe » (manager only, domain/permissions.ts): invitations, roles, suspension, sessions. */
export default function TeamPage() {
  const { data, isPending, error } = useQuery<TeamOverview>({ queryKey: TEAM_QUERY });
  return (
    <main className={`${pageClass} max-w-4xl`}>
      <PageHeader
        title="Équipe"
        description="Gérant : tout. Bureau : contenus, médias, demandes, devis, agenda, avis, statistiques. Compagnon : ses chantiers."
      />
      {isPending ? (
        <p className="text-sm text-muted">Chargement…</p>
      ) : error ? (
        <p className="text-sm text-danger">L'équipe n'a pas pu être chargée. Rechargez la page.</p>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
          <MembersCard team={data} />
          <InviteCard />
          <PendingAndSessionsCards team={data} />
        </div>
      )}
    </main>
  );
}
