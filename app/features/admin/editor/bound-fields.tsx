import type { ReactNode } from "react";
import type { EditorValues } from "./editor-values";
import { Field, inputClass, textareaClass } from "#app/ui/field.tsx";
import type { FieldsProps } from "./types";
import { RichTextEditor } from "./rich-text/lazy-rich-text-editor";

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

/** The label, hint and error around a control, and the control's binding to its field. */
function Bound({
  values,
  set,
  errors,
  field,
  label,
  hint,
  optional,
  named,
  className,
  children,
}: BoundProps & {
  children(control: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
    name?: string;
    value: string;
    onChange(e: { target: { value: string } }): void;
  }): ReactNode;
}) {
  return (
    <Field label={label} hint={hint} optional={optional} error={errors[field]} className={className}>
      {(a11y) =>
        children({
          ...a11y,
          name: named ? field : undefined,
          value: values[field],
          onChange: (e) => set(field, e.target.value),
        })
      }
    </Field>
  );
}

/** A one-line text input bound to one field of the editor values, with its error. */
export function TextField(props: BoundProps) {
  return (
    <Bound {...props}>
      {(control) => <input {...control} className={inputClass} placeholder={props.placeholder} />}
    </Bound>
  );
}

/** A multi-line text area bound to one field; `markdown` gives the visual editor (decision 051). */
export function TextAreaField({ markdown = false, ...props }: BoundProps & { markdown?: boolean }) {
  return (
    <Bound {...props}>
      {(control) =>
        markdown ? (
          <RichTextEditor
            id={control.id}
            label={props.label}
            value={control.value}
            onChange={(value) => control.onChange({ target: { value } })}
            invalid={control["aria-invalid"]}
            describedBy={control["aria-describedby"]}
          />
        ) : (
          <textarea {...control} rows={3} className={textareaClass} />
        )
      }
    </Bound>
  );
}
