import { useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/sections";
import { isContentType } from "#domain/content-paths.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { SectionList } from "#app/features/admin/lists/section-list.tsx";
import { SectionsOverview } from "#app/features/admin/lists/sections-overview.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Contenus");

/** /admin/sections, /admin/services and /admin/portfolio: the content management screen (docs/product.md §2). */
export default function Sections() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const requested = params.get("section") ?? undefined;
  const byPath = pathname.replace(/\/+$/, "").split("/").pop();
  const section = isContentType(requested) ? requested : isContentType(byPath) ? byPath : null;

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
