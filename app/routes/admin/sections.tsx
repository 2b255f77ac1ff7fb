import { useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/sections";
import { isContentType, sectionAliases } from "#domain/content-paths.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { SectionList } from "#app/features/admin/lists/section-list.tsx";
import { SectionsOverview } from "#app/features/admin/lists/sections-overview.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Contenus", matches);

/**
 * /admin/sections (?section= chooses a type), /admin/services and /admin/portfolio (the registry's
 * aliases, opened on their type): the content management screen (docs/product.md §2).
 */
export default function Sections() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const requested = params.get("section") ?? undefined;
  const alias = sectionAliases.find((a) => a.path === pathname.replace(/\/+$/, ""))?.type ?? null;
  const section = isContentType(requested) ? requested : alias;

  return (
    <main className={pageClass}>
      <PageHeader
        title="Gestion des contenus"
        description="Articles, services, réalisations et pages du site : créez, modifiez, publiez."
      />
      {section ? <SectionList type={section} /> : <SectionsOverview />}
    </main>
  );
}
