import { slugify } from "../../../domain/text.ts";

/** Name of a generated project sheet: `fiche-projet-dressing-en-noyer.pdf`. */
export function documentFileName(prompt: string): string {
  return `fiche-projet-${slugify(prompt).slice(0, 40).replace(/-+$/, "") || "atelier"}.pdf`;
}
