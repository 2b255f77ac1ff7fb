/**
 * A small group of mutually exclusive buttons (pressed state, not tabs: the content stays in place
 * and only changes its form): the editor's « Visuel / Markdown » and « Édition / Rendu du site ».
 */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  className = "",
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`inline-flex w-fit rounded-full border border-line bg-cream/60 p-0.5 ${className}`}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className="rounded-full px-3 py-1 text-xs font-medium text-muted aria-pressed:bg-white aria-pressed:text-forest-dark aria-pressed:shadow-sm"
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
