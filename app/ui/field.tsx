import { useId, type ReactNode } from "react";

export const inputClass =
  "block w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-sm text-ink shadow-xs placeholder:text-muted/70 focus:border-oak-dark focus:ring-2 focus:ring-oak/30 focus:outline-none aria-[invalid=true]:border-danger disabled:bg-cream";
export const textareaClass = `${inputClass} leading-relaxed`;

/** A labelled form control with its hint and error; the control receives id and aria attributes. */
export function Field({
  label,
  hint,
  error,
  optional,
  children,
  className = "",
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  children: (props: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`grid content-start gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-forest-dark">
        {label}
        {optional && <span className="ml-1 font-normal text-muted">(optionnel)</span>}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": described })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
