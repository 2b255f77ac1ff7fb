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
    <div className="flex flex-wrap gap-2" role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={`rounded-full border px-3 py-1 text-sm ${value === o.value ? "border-forest bg-forest text-cream" : "border-line bg-white text-forest-dark"}`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
