import { useId, type ReactNode } from "react";

export const inputClass =
  "block w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-sm text-ink shadow-xs placeholder:text-muted/70 focus:border-oak-dark focus:ring-2 focus:ring-oak/30 focus:outline-none aria-[invalid=true]:border-danger disabled:bg-cream";
export const textareaClass = `${inputClass} leading-relaxed`;

type ControlProps = { id: string; "aria-invalid": boolean; "aria-describedby"?: string };

/**
 * The one labelled form control of the interface, with its hint and error. The control receives
 * its id and aria attributes (a render function), or is given with the `id` passed here.
 */
export function Field({
  id: givenId,
  label,
  hint,
  error,
  optional,
  children,
  className = "",
}: {
  id?: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  children: ((props: ControlProps) => ReactNode) | ReactNode;
  className?: string;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`grid content-start gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-forest-dark">
        {label}
        {optional && <span className="ml-1 font-normal text-muted">(optionnel)</span>}
      </label>
      {typeof children === "function"
        ? children({ id, "aria-invalid": Boolean(error), "aria-describedby": described })
        : children}
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
