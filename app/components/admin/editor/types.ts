import type { EditorValues } from "../../../lib/admin/editor-values";

export interface FieldsProps {
  values: EditorValues;
  set<K extends keyof EditorValues>(key: K, value: EditorValues[K]): void;
  errors: Record<string, string>;
}
