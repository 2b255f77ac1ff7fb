import type { InvoiceClient } from "#domain/invoices.ts";
import { Field, inputClass } from "#app/ui/field.tsx";

type Key = "name" | "email" | "company" | "siren" | "street" | "postcode" | "city" | "country";
const fields: [Key, string, string?][] = [
  ["name", "Nom du client"],
  ["email", "E-mail"],
  ["street", "Adresse (rue)"],
  ["postcode", "Code postal"],
  ["city", "Commune"],
  ["country", "Pays", "Code à 2 lettres : FR pour la France"],
  ["company", "Société (client professionnel)"],
  ["siren", "SIREN (client professionnel)", "9 chiffres, vérifiés à l'émission"],
];

/** The client of an invoice: name, structured address, SIREN of a business client. */
export function InvoiceClientFields({
  value,
  editable,
  onChange,
}: {
  value: InvoiceClient;
  editable: boolean;
  onChange: (c: InvoiceClient) => void;
}) {
  const read = (k: Key) =>
    k in value.address
      ? value.address[k as keyof InvoiceClient["address"]]
      : String(value[k as keyof InvoiceClient] ?? "");
  const write = (k: Key, v: string) =>
    onChange(k in value.address ? { ...value, address: { ...value.address, [k]: v } } : { ...value, [k]: v });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(([k, label, hint]) => (
        <Field key={k} label={label} hint={hint}>
          {(a11y) => (
            <input
              {...a11y}
              name={`client.${k}`}
              className={inputClass}
              value={read(k)}
              readOnly={!editable}
              onChange={(e) => write(k, e.target.value)}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
