import { Link } from "react-router";
import type { Route } from "./+types/agenda-settings";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { agendaSettingsLoader } from "#app/lib/agenda-loader.server.ts";
import { AgendaSettingsForm } from "#app/features/admin/agenda/settings-form.tsx";
import { btnSmall } from "#app/ui/buttons.ts";
import { adminPaths } from "#app/lib/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Disponibilités des visites", matches);

export function loader({ request, context }: Route.LoaderArgs) {
  return agendaSettingsLoader(request, context);
}

/** /admin/agenda/disponibilites: when the visitors may book a technical visit. */
export default function AgendaSettingsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <main className={pageClass}>
      <PageHeader
        title="Disponibilités des visites"
        description="Les créneaux que vos clients peuvent réserver en ligne pour la visite technique."
        actions={
          <Link to={adminPaths.agenda} className={btnSmall}>
            Agenda
          </Link>
        }
      />
      <AgendaSettingsForm initial={loaderData.settings} areaServed={loaderData.areaServed} />
    </main>
  );
}
