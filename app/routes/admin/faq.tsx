import type { Route } from "./+types/faq";
import { faqPages } from "#domain/schemas/site-lists.ts";
import { servicesContext } from "#server/context.ts";
import { requireAdminPage } from "#server/admin-guard.server.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { SiteListEditor, type ListItem } from "#app/features/admin/lists/site-list.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("FAQ", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const items = await context.get(servicesContext).siteLists.faq.list();
  return { items: items.map(({ createdAt: _created, ...f }) => f) };
}

/** /admin/faq: the questions of the home page and of /contact, each list in its order. */
export default function FaqScreen({ loaderData }: Route.ComponentProps) {
  return (
    <main className={`${pageClass} space-y-6`}>
      <PageHeader
        title="Questions fréquentes"
        description="Les questions publiées apparaissent sur l'accueil ou sur la page Contact, dans cet ordre."
      />
      {faqPages.map((page) => (
        <SiteListEditor
          key={page.value}
          api="/api/admin/faq"
          title={`FAQ : page ${page.label}`}
          newLabel={`Nouvelle question (${page.label})`}
          items={loaderData.items.filter((f) => f.page === page.value) as unknown as ListItem[]}
          emptyDraft={{ page: page.value, question: "", answer: "", isPublished: true }}
          fields={[
            { name: "question", label: "Question", kind: "text" },
            { name: "answer", label: "Réponse", kind: "textarea" },
            { name: "page", label: "Page", kind: "select", options: faqPages },
          ]}
          itemLabel={(f) => String(f.question)}
          summary={(f) => String(f.answer)}
        />
      ))}
    </main>
  );
}
