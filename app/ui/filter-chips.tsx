import { Segmented } from "./segmented.tsx";

/** A row of toggle chips choosing one filter value ("" for all): the status filters of the admin's lists. */
export function FilterChips({
  options,
  value,
  onChange,
  label = "Filtrer par statut",
}: {
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  return (
    <Segmented
      label={label}
      value={value}
      options={options}
      onChange={onChange}
      className="flex flex-wrap gap-2"
      buttonClassName="rounded-full border border-line bg-white px-3 py-1 text-sm text-forest-dark aria-pressed:border-forest aria-pressed:bg-forest aria-pressed:text-cream"
    />
  );
}
