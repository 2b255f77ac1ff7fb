import { useState } from "react";
import { devisUnits, euros, lineHtCents, vatRates } from "#domain/devis-format.ts";
import type { DevisLine } from "#domain/devis.ts";
import { inputClass } from "#app/ui/field.tsx";

/** The cells of a devis line (lines-editor.tsx): its figures, with labels visible on a phone. */

export const cell = `${inputClass} !px-2 !py-1.5`;
/** Column labels: visible above each field on a phone (cards), the table's headers say them on a wide screen. */
export const fieldLabel = "mb-0.5 block text-xs font-medium text-muted md:sr-only";
export const td = "block px-1 py-1 align-top md:table-cell md:py-2";
/** A figure's cell: a third of a card's row on a phone, its field at the bottom (a label may take two lines). */
const figure = `${td} inline-block w-1/3 max-md:align-bottom md:w-auto`;

/** Euros typed with a comma or a dot → cents (NaN when not a number). */
export const toCents = (value: string) => Math.round(Number(value.replace(/\s/g, "").replace(",", ".")) * 100);
const centsText = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

function PriceInput({ id, cents, onChange }: { id: string; cents: number; onChange: (c: number) => void }) {
  const [text, setText] = useState(centsText(cents));
  return (
    <input
      id={id}
      className={`${cell} text-right`}
      inputMode="decimal"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const c = toCents(e.target.value);
        if (Number.isFinite(c)) onChange(c);
      }}
    />
  );
}

/** Each section's subtotal, at the index of its last line (only when the devis has sections). */
export function subtotals(lines: DevisLine[]): Map<number, { title: string; cents: number }> {
  const out = new Map<number, { title: string; cents: number }>();
  let title: string | null = null;
  let cents = 0;
  let last = -1;
  const close = () => {
    if (title !== null && last >= 0) out.set(last, { title, cents });
  };
  lines.forEach((l, i) => {
    if (l.kind === "titre") {
      close();
      title = l.designation;
      cents = 0;
      last = -1;
    } else if (title !== null) {
      cents += lineHtCents(l);
      last = i;
    }
  });
  close();
  return out;
}

/** Quantity, unit, unit price, VAT rate and the line's total; `version` renews the typed inputs (a library pick). */
export function LineFigures({
  line,
  n,
  id,
  version,
  set,
}: {
  line: DevisLine;
  n: number;
  id: (field: string) => string;
  version: string;
  set: (patch: Partial<DevisLine>) => void;
}) {
  return (
    <>
      <td className={figure}>
        <label htmlFor={id("quantity")} className={fieldLabel}>
          Quantité<span className="sr-only"> {n}</span>
        </label>
        <input
          key={version}
          id={id("quantity")}
          className={`${cell} text-right`}
          inputMode="decimal"
          defaultValue={String(line.quantity).replace(".", ",")}
          onChange={(e) => {
            const q = Number(e.target.value.replace(",", "."));
            if (Number.isFinite(q)) set({ quantity: q });
          }}
        />
      </td>
      <td className={figure}>
        <label htmlFor={id("unit")} className={fieldLabel}>
          Unité<span className="sr-only"> {n}</span>
        </label>
        <select
          id={id("unit")}
          className={cell}
          value={line.unit}
          onChange={(e) => set({ unit: e.target.value as DevisLine["unit"] })}
        >
          {devisUnits.map((u) => (
            <option key={u}>{u}</option>
          ))}
        </select>
      </td>
      <td className={figure}>
        <label htmlFor={id("price")} className={fieldLabel}>
          Prix unitaire HT (€)<span className="sr-only"> {n}</span>
        </label>
        <PriceInput
          key={version}
          id={id("price")}
          cents={line.unitPriceCents}
          onChange={(c) => set({ unitPriceCents: c })}
        />
      </td>
      <td className={figure}>
        <label htmlFor={id("vat")} className={fieldLabel}>
          TVA<span className="sr-only"> {n}</span>
        </label>
        <select
          id={id("vat")}
          className={cell}
          value={line.vatRate}
          onChange={(e) => set({ vatRate: Number(e.target.value) })}
        >
          {vatRates.map((r) => (
            <option key={r} value={r}>
              {String(r).replace(".", ",")} %
            </option>
          ))}
        </select>
      </td>
      <td className={`${figure} text-right`}>
        <span className={fieldLabel}>Total HT</span>
        <span className="block py-1.5 font-semibold whitespace-nowrap tabular-nums">{euros(lineHtCents(line))}</span>
      </td>
    </>
  );
}
