import type { Route } from "./+types/site-texts";
import { requireAdminPage } from "#server/admin-guard.server.ts";
import { servicesContext } from "#server/context.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { SiteTextsForm } from "#app/features/admin/site-texts/site-texts-form.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Textes du site", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return { settings: await context.get(servicesContext).business.get() };
}

/** /admin/textes: the logo, the home page's photo, the team and the history (decision 051). */
export default function SiteTextsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <main className={pageClass}>
      <PageHeader
        title="Textes du site"
        description="Le logo, la photo de l'accueil, l'équipe et l'histoire de l'atelier : le site les affiche dès l'enregistrement."
      />
      <SiteTextsForm initial={loaderData.settings} />
    </main>
  );
}
