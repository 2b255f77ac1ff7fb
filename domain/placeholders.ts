/**
 * Placeholders and editing instructions left in a text (docs/chantiers.md §8): « [à compléter] »,
 * « [délai à vérifier] » (what the AI writer leaves for the artisan), « Les informations entre
 * crochets sont à compléter ». A Markdown link `[texte](url)` or image `![alt](url)` is not one.
 * A project holding one cannot be published.
 */

const bracketed = /(!?)\[([^[\]\n]{1,200})\](?!\s*\()/g;
const instructions = [
  /[^.\n]*entre crochets[^.\n]*\.?/i,
  /[^.\n]*\bà compléter\b[^.\n]*\.?/i,
  /complétez ou supprimez[^.\n]*/i,
];

/** The first placeholder or editing instruction found in the text, as written, or null. */
export function findPlaceholder(text: string): string | null {
  for (const m of text.matchAll(bracketed)) {
    // Checkboxes (« [ ] », « [x] ») and footnote-like numbers are not placeholders.
    if (/\p{L}{2,}/u.test(m[2])) return `[${m[2]}]`;
  }
  for (const re of instructions) {
    const m = re.exec(text);
    if (m) return m[0].trim();
  }
  return null;
}

/** The fields of a project read by the public site, with the editor's labels. */
export const projectTextFields = [
  ["title", "Titre"],
  ["location", "Lieu"],
  ["description", "Description"],
  ["fullDescription", "Description complète"],
] as const;

/** The first placeholder of a project's public text: the field, its label and the text found. */
export function projectPlaceholder(
  row: Record<string, unknown>,
): { field: string; label: string; found: string } | null {
  const texts: [string, string, unknown][] = projectTextFields.map(([f, l]) => [f, l, row[f]]);
  const details = (row.details ?? {}) as Record<string, unknown>;
  for (const [k, v] of Object.entries(details)) texts.push([`details.${k}`, "Détails du projet", v]);
  for (const v of (row.specifications ?? []) as unknown[]) texts.push(["specifications", "Spécifications", v]);
  for (const [field, label, value] of texts) {
    if (typeof value !== "string") continue;
    const found = findPlaceholder(value);
    if (found) return { field, label, found };
  }
  return null;
}

/** The 422's message: what is left, where, and what to do. */
export const placeholderMessage = (p: { label: string; found: string }) =>
  `Publication impossible : « ${p.found.slice(0, 120)} » reste à remplacer dans « ${p.label} ». Écrivez l'information réelle ou supprimez ce passage, puis publiez.`;
