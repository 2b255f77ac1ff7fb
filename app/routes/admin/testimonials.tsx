import type { Route } from "./+types/testimonials";
import { requireAdminPage } from "#server/modules/auth/admin-guard.server.ts";
import { servicesContext } from "#server/context.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { SiteListEditor, type ListItem } from "#app/features/admin/lists/site-list.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Témoignages", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const items = await context.get(servicesContext).siteLists.testimonials.list();
  return { items: items.map(({ createdAt: _created, ...t }) => t) };
}

const ratings = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} sur 5` }));

/** /admin/temoignages: the testimonials of the home page, in the order shown. */
export default function TestimonialsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <main className={pageClass}>
      <PageHeader
        title="Témoignages"
        description="Les témoignages publiés apparaissent sur la page d'accueil, dans cet ordre."
      />
      <SiteListEditor
        api="/api/admin/temoignages"
        title="Témoignages clients"
        newLabel="Nouveau témoignage"
        items={loaderData.items as unknown as ListItem[]}
        emptyDraft={{ name: "", location: "", content: "", rating: "5", isPublished: true }}
        fields={[
          { name: "name", label: "Nom du client", kind: "text" },
          { name: "location", label: "Commune", kind: "text", optional: true },
          { name: "content", label: "Témoignage", kind: "textarea" },
          { name: "rating", label: "Note", kind: "select", options: ratings },
        ]}
        itemLabel={(t) => String(t.name)}
        summary={(t) => String(t.content)}
      />
    </main>
  );
}
