import { useEffect, useState, type FormEvent } from "react";
import { reminderKindLabels, reminderKinds, type ReminderKind } from "#domain/receivables-labels.ts";
import type { ReminderStep } from "#domain/receivables.ts";
import type { AccountMap } from "#domain/sales-journal.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { btnSmall, btnSmallDanger, btnSmallPrimary } from "#app/ui/buttons.ts";
import { inputClass } from "#app/ui/field.tsx";

interface Settings {
  ladder: ReminderStep[];
  accounts: AccountMap;
}

const rates = ["20", "10", "5.5", "0"];
const when = (d: number) => (d < 0 ? `${-d} j avant l'échéance` : d === 0 ? "le jour de l'échéance" : `${d} j après`);

function AccountField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      <input className={inputClass} value={value} inputMode="numeric" onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** The ladder (each step: days from the due date, its kind) and the sales export's accounts. */
export function ReminderSettingsForm() {
  const [s, setS] = useState<Settings | null>(null);
  const [message, setMessage] = useState("");
  useEffect(() => {
    apiJson<Settings>("GET", "/api/relances/reglages").then(setS, (err: unknown) => setMessage(errorMessage(err)));
  }, []);
  if (!s) return <p className="text-sm text-muted">{message || "Chargement…"}</p>;

  const step = (i: number, patch: Partial<ReminderStep>) =>
    setS({ ...s, ladder: s.ladder.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
  const account = (group: "sales" | "vat", rate: string, v: string) =>
    setS({ ...s, accounts: { ...s.accounts, [group]: { ...s.accounts[group], [rate]: v } } });
  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      setS(await apiJson<Settings>("PUT", "/api/relances/reglages", s));
      setMessage("Réglages enregistrés.");
    } catch (err) {
      setMessage(errorMessage(err));
    }
  }
  return (
    <form onSubmit={(e) => void save(e)} className="grid max-w-3xl gap-6">
      <fieldset className="grid gap-3 rounded-xl border border-line bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-forest-dark">Relances des factures impayées</legend>
        <p className="text-sm text-muted">
          Chaque relance part par e-mail au client, le jour dit, tant que la facture n'est pas réglée. La dernière peut
          être une mise en demeure (lettre PDF jointe).
        </p>
        <ol className="grid gap-2">
          {s.ladder.map((x, i) => (
            <li key={i} className="flex flex-wrap items-end gap-2">
              <label className="grid gap-1 text-sm font-medium">
                Jours après l'échéance (négatif : avant)
                <input
                  type="number"
                  className={`${inputClass} w-28`}
                  value={x.offsetDays}
                  onChange={(e) => step(i, { offsetDays: Number(e.target.value) })}
                />
              </label>
              <label className="grid gap-1 text-sm font-medium">
                Type
                <select
                  className={inputClass}
                  value={x.kind}
                  onChange={(e) => step(i, { kind: e.target.value as ReminderKind })}
                >
                  {reminderKinds.map((k) => (
                    <option key={k} value={k}>
                      {reminderKindLabels[k]}
                    </option>
                  ))}
                </select>
              </label>
              <span className="pb-2 text-sm text-muted">{when(x.offsetDays)}</span>
              <button
                type="button"
                className={btnSmallDanger}
                onClick={() => setS({ ...s, ladder: s.ladder.filter((_, j) => j !== i) })}
              >
                Retirer
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={`${btnSmall} justify-self-start`}
          onClick={() =>
            setS({
              ...s,
              ladder: [...s.ladder, { offsetDays: (s.ladder.at(-1)?.offsetDays ?? 0) + 7, kind: "relance" }],
            })
          }
        >
          Ajouter une relance
        </button>
      </fieldset>
      <fieldset className="grid gap-3 rounded-xl border border-line bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-forest-dark">Comptes de l'export des ventes</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <AccountField
            label="Clients"
            value={s.accounts.client}
            onChange={(v) => setS({ ...s, accounts: { ...s.accounts, client: v } })}
          />
          <AccountField
            label="Acomptes reçus"
            value={s.accounts.deposits}
            onChange={(v) => setS({ ...s, accounts: { ...s.accounts, deposits: v } })}
          />
          {rates.map((r) => (
            <AccountField
              key={`s${r}`}
              label={`Ventes à ${r.replace(".", ",")} %`}
              value={s.accounts.sales[r] ?? ""}
              onChange={(v) => account("sales", r, v)}
            />
          ))}
          {rates
            .filter((r) => r !== "0")
            .map((r) => (
              <AccountField
                key={`v${r}`}
                label={`TVA collectée à ${r.replace(".", ",")} %`}
                value={s.accounts.vat[r] ?? ""}
                onChange={(v) => account("vat", r, v)}
              />
            ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={btnSmallPrimary}>
          Enregistrer
        </button>
        {message && (
          <p role="status" className="text-sm">
            {message}
          </p>
        )}
      </div>
    </form>
  );
}
