import type { Route } from "./+types/sections-services";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { SectionsScreen } from "./sections.tsx";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Contenus", matches);

/** /admin/services: the content management screen on its services list. */
export default function SectionsServices() {
  return <SectionsScreen type="services" />;
}
