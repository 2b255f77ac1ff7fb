import { Link } from "react-router";
import { AgeingTiles } from "#app/features/admin/receivables/ageing-tiles.tsx";
import { ReceivablesList } from "#app/features/admin/receivables/receivables-list.tsx";
import { useReceivables } from "#app/features/admin/receivables/use-receivables.ts";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { adminPaths } from "#app/lib/paths.ts";
import { btnSmall } from "#app/ui/buttons.ts";
import type { Route } from "./+types/receivables";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("À encaisser", matches);

/** /admin/encaissements: what clients still owe, by age; each invoice's reminders, paused or not. */
export default function ReceivablesScreen() {
  const { data, error, reload } = useReceivables();
  return (
    <main className={pageClass}>
      <PageHeader
        title="À encaisser"
        description="Les factures émises pas encore réglées, de la plus en retard à la plus récente. Les relances partent seules ; suspendez-les pour un client qui a prévenu."
        actions={
          <>
            <Link to={adminPaths.reminderSettings} className={btnSmall}>
              Réglages des relances
            </Link>
            <Link to={adminPaths.salesExport} className={btnSmall}>
              Export des ventes
            </Link>
          </>
        }
      />
      {error && <p className="text-sm text-danger">{error}</p>}
      {!data && !error && <p className="text-sm text-muted">Chargement…</p>}
      {data && (
        <div className="grid gap-6">
          <AgeingTiles view={data} />
          <ReceivablesList view={data} changed={reload} />
        </div>
      )}
    </main>
  );
}
