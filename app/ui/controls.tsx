import { Loader2 } from "lucide-react";
import { Field, inputClass } from "#app/ui/field.tsx";

/** Small form pieces shared by the admin's forms (labels always visible, 44 px targets). */
export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  disabled,
  hint,
  className,
}: {
  id?: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string; disabled?: boolean }[];
  onChange(value: T): void;
  disabled?: boolean;
  hint?: string;
  className?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} className={className}>
      {(p) => (
        <select
          {...p}
          className={`${inputClass} min-h-11`}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value as T)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function Spinner({ label }: { label?: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      {label}
    </span>
  );
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="grid gap-1">
      <div className="flex justify-between text-xs text-muted">
        <span>{label}</span>
        <span>{pct} %</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2 overflow-hidden rounded-full bg-sand"
      >
        <div className="h-full rounded-full bg-oak-dark transition-[width]" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

export function ErrorNote({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-danger/30 bg-[#fdf1ef] px-3 py-2 text-sm text-danger">
      {message}
    </p>
  );
}
