import type { Route } from "./+types/sections-portfolio";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { SectionsScreen } from "./sections.tsx";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Contenus", matches);

/** /admin/portfolio: the content management screen on its portfolio list. */
export default function SectionsPortfolio() {
  return <SectionsScreen type="portfolio" />;
}
