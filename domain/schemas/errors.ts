import type { core } from "zod";

/** Field → first message, for forms and for the API's 400 answers. */
export function fieldErrors(error: core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** One sentence listing the messages, for toasts and JSON `{ message }`. */
export function errorSummary(error: core.$ZodError): string {
  return [...new Set(Object.values(fieldErrors(error)))].join(" · ");
}
