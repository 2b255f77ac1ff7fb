import { useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/sections";
import { isContentType } from "../../../domain/content-paths";
import { PageHeader, pageClass } from "../../components/admin/admin-shell";
import { SectionList } from "../../components/admin/section-list";
import { SectionsOverview } from "../../components/admin/sections-overview";
import { adminMeta } from "../../lib/admin/meta";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Contenus", matches);

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
