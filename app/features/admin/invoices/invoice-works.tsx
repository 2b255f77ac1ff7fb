import { Field, inputClass } from "#app/ui/field.tsx";

export interface WorksValues {
  worksPeriod: { start: string; end: string } | null;
}

/**
 * The works' period (printed when it differs from the issue date) and, for an invoice at a reduced
 * rate, whether the client's signed certification came back (recorded at once, even once issued).
 */
export function InvoiceWorks({
  value,
  certification,
  returned,
  editable,
  onChange,
  onReturned,
}: {
  value: WorksValues;
  certification: string | null;
  returned: boolean;
  editable: boolean;
  onChange: (v: WorksValues) => void;
  onReturned: (returned: boolean) => void;
}) {
  const period = value.worksPeriod ?? { start: "", end: "" };
  const setPeriod = (patch: Partial<typeof period>) => {
    const next = { ...period, ...patch };
    onChange({ ...value, worksPeriod: next.start && next.end ? next : null });
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Début des travaux" hint="Si la date ou la période des travaux diffère de la date de la facture">
        {(a11y) => (
          <input
            {...a11y}
            type="date"
            className={inputClass}
            readOnly={!editable}
            value={period.start}
            onChange={(e) => setPeriod({ start: e.target.value })}
          />
        )}
      </Field>
      <Field label="Fin des travaux">
        {(a11y) => (
          <input
            {...a11y}
            type="date"
            className={inputClass}
            readOnly={!editable}
            value={period.end}
            onChange={(e) => setPeriod({ end: e.target.value })}
          />
        )}
      </Field>
      {certification && (
        <div className="grid gap-2 sm:col-span-2">
          <p className="text-sm text-muted">Attestation de TVA à taux réduit du client :</p>
          <p className="text-sm whitespace-pre-line">{certification}</p>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1" checked={returned} onChange={(e) => onReturned(e.target.checked)} />
            <span>L'exemplaire signé par le client est revenu</span>
          </label>
        </div>
      )}
    </div>
  );
}
