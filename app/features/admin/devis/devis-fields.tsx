import { devisChannelOptions } from "#domain/devis-format.ts";
import type { DevisInput } from "#domain/devis.ts";
import { premisesOptions } from "#domain/devis-vat.ts";
import { SelectField } from "#app/ui/controls.tsx";
import { Field, inputClass, textareaClass } from "#app/ui/field.tsx";

type Client = DevisInput["client"];
type Set = (patch: Partial<DevisInput>) => void;

/** One input of the devis form, with its label (and « facultatif », a hint, a type when given). */
function Input({
  label,
  value,
  onChange,
  optional,
  hint,
  type,
  bounds,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  optional?: boolean;
  hint?: string;
  type?: "email" | "number";
  bounds?: [number, number];
}) {
  return (
    <Field label={label} optional={optional} hint={hint}>
      {(p) => (
        <input
          {...p}
          type={type}
          min={bounds?.[0]}
          max={bounds?.[1]}
          className={inputClass}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** The client's fields, in the order of the form. */
const clientFields: { key: keyof Client; label: string; optional?: boolean; hint?: string; type?: "email" }[] = [
  { key: "name", label: "Nom du client" },
  { key: "email", label: "E-mail du client", type: "email" },
  { key: "phone", label: "Téléphone", optional: true },
  { key: "address", label: "Adresse du client", optional: true },
  { key: "company", label: "Société", optional: true },
  {
    key: "siret",
    label: "SIRET du client",
    optional: true,
    hint: "Renseigné : client professionnel (pas de droit de rétractation).",
  },
];

/** The client, the chantier's address, the object and where the devis is signed. */
export function ClientFieldset({
  value,
  set,
  disabled,
  className,
}: {
  value: DevisInput;
  set: Set;
  disabled: boolean;
  className: string;
}) {
  const setClient = (patch: Partial<Client>) => set({ client: { ...value.client, ...patch } });
  return (
    <fieldset disabled={disabled} className={`${className} grid gap-4 sm:grid-cols-2`}>
      <legend className="sr-only">Client</legend>
      {clientFields.map((f) => (
        <Input
          key={f.key}
          label={f.label}
          optional={f.optional}
          hint={f.hint}
          type={f.type}
          value={value.client[f.key]}
          onChange={(v) => setClient({ [f.key]: v })}
        />
      ))}
      <Input label="Adresse du chantier" optional value={value.siteAddress} onChange={(v) => set({ siteAddress: v })} />
      <Input label="Objet" optional value={value.title} onChange={(v) => set({ title: v })} />
      <SelectField
        label="Lieu de signature"
        className="sm:col-span-2"
        value={value.channel}
        options={devisChannelOptions}
        onChange={(channel) => set({ channel })}
      />
      <SelectField
        label="Nature des locaux"
        className="sm:col-span-2"
        hint="Le taux réduit (10 %, 5,5 %) vaut pour un logement achevé depuis plus de 2 ans : le client le certifie à l'acceptation."
        value={value.premises}
        options={premisesOptions}
        onChange={(premises) => set({ premises })}
      />
    </fieldset>
  );
}

/** The deposit, the validity, the payment terms, the lead time and the remarks. */
export function ConditionsFieldset({
  value,
  set,
  disabled,
  className,
}: {
  value: DevisInput;
  set: Set;
  disabled: boolean;
  className: string;
}) {
  return (
    <fieldset disabled={disabled} className={`${className} grid gap-4 sm:grid-cols-2`}>
      <legend className="sr-only">Conditions</legend>
      <Input
        label="Acompte (%)"
        type="number"
        bounds={[0, 100]}
        value={value.depositPercent}
        onChange={(v) => set({ depositPercent: Number(v) })}
      />
      <Input
        label="Validité (jours)"
        type="number"
        bounds={[1, 365]}
        value={value.validityDays}
        onChange={(v) => set({ validityDays: Number(v) })}
      />
      <Input
        label="Conditions de paiement"
        optional
        value={value.paymentTerms}
        onChange={(v) => set({ paymentTerms: v })}
      />
      <Input label="Délai d'exécution estimé" optional value={value.leadTime} onChange={(v) => set({ leadTime: v })} />
      <Field label="Remarques" optional className="sm:col-span-2">
        {(p) => (
          <textarea
            {...p}
            rows={3}
            className={textareaClass}
            value={value.note}
            onChange={(e) => set({ note: e.target.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}
