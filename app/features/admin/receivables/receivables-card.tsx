import { Wallet } from "lucide-react";
import { Link } from "react-router";
import { adminPaths } from "#app/lib/paths.ts";
import { btnSmall } from "#app/ui/buttons.ts";
import { AgeingTiles } from "./ageing-tiles.tsx";
import { useReceivables } from "./use-receivables.ts";

/** The dashboard's « À encaisser » card: what is due by age, the deposits awaited. */
export function ReceivablesCard() {
  const { data, error } = useReceivables();
  return (
    <section
      aria-labelledby="carte-encaissements"
      className="mb-6 rounded-2xl border border-line bg-white p-5 shadow-card"
    >
      <header className="mb-3 flex flex-wrap items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-sand/50 text-walnut">
          <Wallet aria-hidden="true" className="size-5" />
        </span>
        <h2 id="carte-encaissements" className="flex-1 font-serif text-lg font-semibold text-forest-dark">
          À encaisser
        </h2>
        <Link to={adminPaths.receivables} className={btnSmall}>
          Voir le détail
        </Link>
      </header>
      {error && <p className="text-sm text-danger">{error}</p>}
      {!data && !error && <p className="text-sm text-muted">Chargement…</p>}
      {data && <AgeingTiles view={data} />}
    </section>
  );
}
