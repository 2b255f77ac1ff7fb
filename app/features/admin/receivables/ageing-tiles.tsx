import { euros } from "#domain/devis-format.ts";
import { ageingBuckets, ageingLabels } from "#domain/receivables-labels.ts";
import type { ReceivablesView } from "#server/modules/receivables/types.ts";

const tone: Record<string, string> = {
  "a-echoir": "border-line bg-white",
  "0-30": "border-oak/40 bg-sand/30",
  "31-60": "border-walnut/40 bg-sand/60",
  "plus-60": "border-danger/40 bg-danger/5",
};

/** The amounts due by age and the deposits awaited: four tiles and one line, readable on a phone. */
export function AgeingTiles({ view }: { view: ReceivablesView }) {
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ageingBuckets.map((b) => (
          <div key={b} className={`rounded-xl border p-3 ${tone[b]}`}>
            <dt className="text-xs font-medium text-muted">{ageingLabels[b]}</dt>
            <dd className="mt-1 text-lg font-semibold text-forest-dark tabular-nums">{euros(view.buckets[b])}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink">
        Total à encaisser : <strong className="tabular-nums">{euros(view.totalCents)}</strong>
        {view.overdueCents > 0 && (
          <>
            {" "}
            dont <strong className="tabular-nums text-danger">{euros(view.overdueCents)}</strong> en retard
          </>
        )}
        .{" "}
        {view.depositsAwaited.count > 0
          ? `Acomptes attendus : ${view.depositsAwaited.count} (${euros(view.depositsAwaited.cents)}).`
          : "Aucun acompte attendu."}
      </p>
    </div>
  );
}
