import type { EditorValues } from "./editor-values";

export interface FieldsProps {
  values: EditorValues;
  set<K extends keyof EditorValues>(key: K, value: EditorValues[K]): void;
  errors: Record<string, string>;
}
