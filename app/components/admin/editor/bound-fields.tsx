import type { ReactNode } from "react";
import type { EditorValues } from "../../../lib/admin/editor-values";
import { Field, inputClass, textareaClass } from "../ui/field";
import type { FieldsProps } from "./types";

/** Keys of the editor values that hold plain text. */
export type TextKey = {
  [K in keyof EditorValues]: EditorValues[K] extends string ? K : never;
}[keyof EditorValues];

interface BoundProps extends FieldsProps {
  field: TextKey;
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  placeholder?: string;
  /** Sets the control's `name` (used by tests and by the browser's autofill). */
  named?: boolean;
  className?: string;
}

/** A one-line text input bound to one field of the editor values, with its error. */
export function TextField({
  values,
  set,
  errors,
  field,
  label,
  hint,
  optional,
  placeholder,
  named,
  className,
}: BoundProps) {
  return (
    <Field label={label} hint={hint} optional={optional} error={errors[field]} className={className}>
      {(a11y) => (
        <input
          {...a11y}
          name={named ? field : undefined}
          className={inputClass}
          placeholder={placeholder}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
        />
      )}
    </Field>
  );
}

/** A multi-line text area bound to one field; `markdown` gives the long monospaced editor. */
export function TextAreaField({
  values,
  set,
  errors,
  field,
  label,
  hint,
  optional,
  named,
  className,
  markdown = false,
}: BoundProps & { markdown?: boolean }) {
  return (
    <Field label={label} hint={hint} optional={optional} error={errors[field]} className={className}>
      {(a11y) => (
        <textarea
          {...a11y}
          name={named ? field : undefined}
          rows={markdown ? 15 : 3}
          className={markdown ? `${textareaClass} font-mono text-[0.8125rem]` : textareaClass}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
        />
      )}
    </Field>
  );
}
