import type { ReactNode } from "react";

/** Form controls of the public lead forms: native elements (they work without JavaScript). */

const control =
  "block w-full min-h-11 rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-xs transition-colors placeholder:text-muted/70 hover:border-oak focus:border-oak-dark focus:outline-none focus-visible:outline-none focus:ring-3 focus:ring-oak/35 aria-[invalid=true]:border-danger aria-[invalid=true]:ring-danger/20";

interface FieldProps {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
}

function Label({ id, label, required, hint }: Pick<FieldProps, "id" | "label" | "required" | "hint">) {
  return (
    <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-forest-dark">
      {label}
      {required && (
        <span className="text-danger" aria-hidden="true">
          {" "}
          *
        </span>
      )}
      {hint && <span className="font-normal text-muted"> ({hint})</span>}
    </label>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
      {error}
    </p>
  );
}

const aria = (id: string, error?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : undefined,
});

export function TextField(
  props: FieldProps & {
    type?: "text" | "email" | "tel";
    autoComplete?: string;
    defaultValue?: string;
    maxLength?: number;
    placeholder?: string;
  },
) {
  const { id, name, type = "text", error, className, defaultValue, autoComplete, maxLength, placeholder } = props;
  return (
    <div className={className}>
      <Label {...props} />
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-required={props.required || undefined}
        className={control}
        {...aria(id, error)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextareaField(
  props: FieldProps & { rows?: number; defaultValue?: string; maxLength?: number; placeholder?: string },
) {
  const { id, name, error, className, defaultValue, rows = 5, maxLength, placeholder } = props;
  return (
    <div className={className}>
      <Label {...props} />
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-required={props.required || undefined}
        className={`${control} resize-y leading-relaxed`}
        {...aria(id, error)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function SelectField(
  props: FieldProps & {
    options: readonly { value: string; label: string }[];
    placeholder: string;
    defaultValue?: string;
  },
) {
  const { id, name, error, className, options, placeholder, defaultValue } = props;
  return (
    <div className={className}>
      <Label {...props} />
      <div className="relative">
        <select
          id={id}
          name={name}
          defaultValue={defaultValue ?? ""}
          aria-required={props.required || undefined}
          className={`${control} appearance-none pr-10`}
          {...aria(id, error)}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 fill-muted"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

export function CheckboxField(props: Omit<FieldProps, "label"> & { label: ReactNode; defaultChecked?: boolean }) {
  const { id, name, label, error, className, defaultChecked, required } = props;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          aria-required={required || undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-line accent-forest"
          {...aria(id, error)}
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-ink">
          {label}
          {required && (
            <span className="text-danger" aria-hidden="true">
              {" "}
              *
            </span>
          )}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field only robots fill: hidden from people, from screen readers and from the keyboard. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Site web (laisser vide)
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  return (
    <button type="submit" disabled={submitting} className="btn-primary w-full sm:w-auto" aria-live="polite">
      {submitting && (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 animate-spin fill-none stroke-current stroke-[3]">
          <circle cx="12" cy="12" r="9" className="opacity-25" />
          <path d="M21 12a9 9 0 0 0-9-9" />
        </svg>
      )}
      {submitting ? "Envoi en cours..." : label}
    </button>
  );
}

/** The e-mail field both lead forms share (its props, spread after the field's own). */
export const emailFieldProps = {
  type: "email",
  label: "Email",
  required: true,
  autoComplete: "email",
  maxLength: 254,
  placeholder: "vous@exemple.fr",
} as const;
