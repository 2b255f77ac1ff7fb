import { slugify } from "./text.ts";

/**
 * A readable file base name, built once: slugified, cut at a word boundary (never inside a word),
 * without a repeated leading prefix. `readableBaseName("Fiche projet: dressing en noyer", { prefix: "fiche-projet" })`
 * → `fiche-projet-dressing-en-noyer`.
 */
export function readableBaseName(
  text: string,
  options: { prefix?: string; max?: number; fallback?: string } = {},
): string {
  const max = options.max ?? 60;
  const prefix = options.prefix ? slugify(options.prefix) : "";
  let words = slugify(text).split("-").filter(Boolean);
  // The prompt often starts with the prefix itself ("Fiche projet : …"): never twice.
  const prefixWords = prefix ? prefix.split("-") : [];
  while (prefixWords.length > 0 && prefixWords.every((w, i) => words[i] === w)) words = words.slice(prefixWords.length);
  const parts = prefix ? [prefix] : [];
  let length = prefix.length;
  for (const word of words) {
    const added = (length > 0 ? 1 : 0) + word.length;
    if (length + added > max) break;
    parts.push(word);
    length += added;
  }
  if (parts.length === (prefix ? 1 : 0)) {
    // No whole word fits (or none at all): the fallback, or the first word cut.
    if (words.length === 0) parts.push(slugify(options.fallback ?? "fichier") || "fichier");
    else if (parts.length === 0) parts.push((words[0] as string).slice(0, max));
  }
  return parts.join("-");
}
