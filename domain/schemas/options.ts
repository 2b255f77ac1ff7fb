/**
 * A list of choices `{ value, label }` (statuses, payment methods, premises…) read without the
 * validation library: its values as the tuple `z.enum` takes, the label of a value.
 */
export type Option = { readonly value: string; readonly label: string };

/** The values of a list of choices, as the non-empty tuple `z.enum` takes. */
export const optionValues = <const O extends readonly Option[]>(options: O) =>
  options.map((o) => o.value) as [O[number]["value"], ...O[number]["value"][]];

/** The label of a value, the value itself when unknown (an older value kept in the database). */
export function optionLabel(options: readonly Option[], value: string | null | undefined) {
  return options.find((o) => o.value === value)?.label ?? value ?? "";
}
