import { readableBaseName } from "#domain/file-name.ts";

/**
 * Name of a generated project sheet: `fiche-projet-dressing-en-noyer.pdf`, cut between two words.
 * Unique by its address: every media has its own folder (`/media/{id}/…`).
 */
export function documentFileName(prompt: string): string {
  return `${readableBaseName(prompt, { prefix: "fiche-projet", max: 60, fallback: "atelier" })}.pdf`;
}
