import { useSearchParams } from "react-router";
import type { ContentType } from "#domain/categories.ts";
import type { Route } from "./+types/sections";
import { isContentType } from "#domain/content-paths.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { SectionList } from "#app/features/admin/lists/section-list.tsx";
import { SectionsOverview } from "#app/features/admin/lists/sections-overview.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Contenus", matches);

/**
 * /admin/sections (?section= chooses a type), and through their tiny route modules /admin/services
 * and /admin/portfolio (routes/admin/sections-services.tsx, sections-portfolio.tsx): the content
 * management screen (docs/product.md §2).
 */
export function SectionsScreen({ type }: { type?: ContentType }) {
  const [params] = useSearchParams();
  const requested = params.get("section") ?? undefined;
  const section = isContentType(requested) ? requested : (type ?? null);

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

export default function Sections() {
  return <SectionsScreen />;
}
