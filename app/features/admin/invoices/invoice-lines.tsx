import { Trash2 } from "lucide-react";
import { devisUnits, euros, lineHtCents, vatRates } from "#domain/devis-format.ts";
import { lineKinds } from "#domain/invoice-document.ts";
import { vatExemptions, type InvoiceLine } from "#domain/invoices.ts";
import { btnSmall, iconBtnDanger } from "#app/ui/buttons.ts";
import { inputClass } from "#app/ui/field.tsx";

const kindLabels: Record<InvoiceLine["kind"], string> = {
  fourniture: "Fourniture (bien)",
  "main-d-oeuvre": "Main-d'œuvre (service)",
  pose: "Pose (service)",
};

export const blankLine = (): InvoiceLine => ({
  designation: "",
  description: "",
  kind: "pose",
  quantity: 1,
  unit: "u",
  unitPriceCents: 0,
  vatRate: 20,
  exemption: null,
});

/** The lines of an invoice: editable while a draft, read once issued (prices HT). */
export function InvoiceLines({
  lines,
  editable,
  onChange,
}: {
  lines: InvoiceLine[];
  editable: boolean;
  onChange: (lines: InvoiceLine[]) => void;
}) {
  const set = (i: number, patch: Partial<InvoiceLine>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const cell = "px-2 py-2 align-top";
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-2xl border border-line bg-white">
        <table className="w-full text-sm">
          <thead className="bg-cream text-left text-xs text-muted uppercase">
            <tr>
              <th className={cell}>Désignation</th>
              <th className={cell}>Nature</th>
              <th className={cell}>Qté</th>
              <th className={cell}>Unité</th>
              <th className={cell}>Prix unitaire HT (€)</th>
              <th className={cell}>TVA</th>
              <th className={`${cell} text-right`}>Total HT</th>
              {editable && (
                <th className={cell}>
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={i} className="border-t border-line">
                <td className={cell}>
                  {editable ? (
                    <input
                      aria-label={`Désignation de la ligne ${i + 1}`}
                      className={inputClass}
                      value={l.designation}
                      onChange={(e) => set(i, { designation: e.target.value })}
                    />
                  ) : (
                    l.designation
                  )}
                </td>
                <td className={cell}>
                  {editable ? (
                    <select
                      aria-label={`Nature de la ligne ${i + 1}`}
                      className={inputClass}
                      value={l.kind}
                      onChange={(e) => set(i, { kind: e.target.value as InvoiceLine["kind"] })}
                    >
                      {lineKinds.map((k) => (
                        <option key={k} value={k}>
                          {kindLabels[k]}
                        </option>
                      ))}
                    </select>
                  ) : (
                    kindLabels[l.kind]
                  )}
                </td>
                <td className={cell}>
                  {editable ? (
                    <input
                      aria-label={`Quantité de la ligne ${i + 1}`}
                      type="number"
                      step="0.001"
                      className={`${inputClass} w-24`}
                      value={l.quantity}
                      onChange={(e) => set(i, { quantity: Number(e.target.value) })}
                    />
                  ) : (
                    String(l.quantity).replace(".", ",")
                  )}
                </td>
                <td className={cell}>
                  {editable ? (
                    <select
                      aria-label={`Unité de la ligne ${i + 1}`}
                      className={inputClass}
                      value={l.unit}
                      onChange={(e) => set(i, { unit: e.target.value as InvoiceLine["unit"] })}
                    >
                      {devisUnits.map((u) => (
                        <option key={u}>{u}</option>
                      ))}
                    </select>
                  ) : (
                    l.unit
                  )}
                </td>
                <td className={cell}>
                  {editable ? (
                    <input
                      aria-label={`Prix unitaire HT de la ligne ${i + 1}`}
                      type="number"
                      step="0.01"
                      className={`${inputClass} w-32`}
                      value={l.unitPriceCents / 100}
                      onChange={(e) => set(i, { unitPriceCents: Math.round(Number(e.target.value) * 100) })}
                    />
                  ) : (
                    euros(l.unitPriceCents)
                  )}
                </td>
                <td className={cell}>
                  {editable ? (
                    <div className="grid gap-1">
                      <select
                        aria-label={`Taux de TVA de la ligne ${i + 1}`}
                        className={inputClass}
                        value={String(l.vatRate)}
                        onChange={(e) => set(i, { vatRate: Number(e.target.value) })}
                      >
                        {vatRates.map((r) => (
                          <option key={r} value={String(r)}>
                            {String(r).replace(".", ",")} %
                          </option>
                        ))}
                      </select>
                      {l.vatRate === 0 && (
                        <select
                          aria-label={`Motif d'exonération de la ligne ${i + 1}`}
                          className={inputClass}
                          value={l.exemption ?? ""}
                          onChange={(e) => set(i, { exemption: (e.target.value || null) as InvoiceLine["exemption"] })}
                        >
                          <option value="">Motif d'exonération…</option>
                          {vatExemptions.map((x) => (
                            <option key={x.code} value={x.code}>
                              {x.reason}
                            </option>
                          ))}
                        </select>
                      )}
                    </div>
                  ) : (
                    `${String(l.vatRate).replace(".", ",")} %`
                  )}
                </td>
                <td className={`${cell} text-right whitespace-nowrap`}>{euros(lineHtCents(l))}</td>
                {editable && (
                  <td className={cell}>
                    <button
                      type="button"
                      className={iconBtnDanger}
                      aria-label={`Supprimer la ligne ${i + 1}`}
                      onClick={() => onChange(lines.filter((_, j) => j !== i))}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editable && (
        <button type="button" className={btnSmall} onClick={() => onChange([...lines, blankLine()])}>
          Ajouter une ligne
        </button>
      )}
    </div>
  );
}
