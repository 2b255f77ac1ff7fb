import { HardHat } from "lucide-react";
import type { Route } from "./+types/my-chantiers";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { Card } from "#app/ui/card.tsx";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Mes chantiers", matches);

/**
 * « Mes chantiers »: a compagnon's home (domain/permissions.ts). The chantiers themselves come with
 * issue 29; until then this page says honestly that none is assigned.
 */
export default function MyChantiersPage() {
  return (
    <main className={`${pageClass} max-w-3xl`}>
      <PageHeader title="Mes chantiers" description="Les chantiers qui vous sont attribués." />
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        <HardHat aria-hidden="true" className="size-10 text-oak-dark" />
        <p className="font-semibold text-forest-dark">Aucun chantier ne vous est encore attribué.</p>
        <p className="max-w-md text-sm text-muted">
          Quand le gérant vous attribuera un chantier, il apparaîtra ici avec son adresse, ses dates et ses notes. En
          attendant, vous pouvez sécuriser votre compte dans « Sécurité ».
        </p>
      </Card>
    </main>
  );
}
