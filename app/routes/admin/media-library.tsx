import type { Route } from "./+types/media-library";
import { requireAdminPage } from "#server/admin-guard.server.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { MediaLibraryScreen } from "#app/features/admin/media/media-library-screen.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Médiathèque", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return null;
}

/** /admin/medias: the media library (decision 051). */
export default function MediaLibraryRoute() {
  return (
    <main className={pageClass}>
      <PageHeader
        title="Médiathèque"
        description="Les photos et fichiers du site : ajoutez-en, retrouvez-les, décrivez-les."
      />
      <MediaLibraryScreen />
    </main>
  );
}
