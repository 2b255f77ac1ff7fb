/**
 * A small group of mutually exclusive buttons (pressed state, not tabs: the content stays in place
 * and only changes its form or its filter): the editor's « Visuel / Markdown » and « Édition / Rendu
 * du site » as pills (the default look), the lists' status filters as chips (`FilterChips`).
 */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  className = "inline-flex w-fit rounded-full border border-line bg-cream/60 p-0.5",
  buttonClassName = "rounded-full px-3 py-1 text-xs font-medium text-muted aria-pressed:bg-white aria-pressed:text-forest-dark aria-pressed:shadow-sm",
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  className?: string;
  buttonClassName?: string;
}) {
  return (
    <div role="group" aria-label={label} className={className}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={buttonClassName}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
