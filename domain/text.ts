/** Slug from a title (docs/product.md §5): lowercase, accents stripped, non-alphanumerics become hyphens. */
export function slugify(input: string): string {
  return input
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The generic editor appends a 6-digit time suffix (docs/product.md §5). */
export function slugWithTimeSuffix(title: string, now: number = Date.now()): string {
  const suffix = String(now).slice(-6);
  const base = slugify(title);
  return base ? `${base}-${suffix}` : suffix;
}

/** Reading time (docs/product.md §9): words split by spaces / 200, rounded up, in minutes. */
export function readingTime(content: string): number {
  return readingTimeOfWords(content.split(" ").filter((w) => w.length > 0).length);
}

/** The reading time of a text of `words` words (counted as readingTime counts them). */
export function readingTimeOfWords(words: number): number {
  return Math.max(1, Math.ceil(words / 200));
}

/** Auto-excerpt (docs/product.md §9): the first 20 words. */
export function firstWords(text: string, count = 20): string {
  const words = stripMarkdown(text).split(/\s+/).filter(Boolean);
  const head = words.slice(0, count).join(" ");
  return words.length > count ? `${head}…` : head;
}

/**
 * The automatic excerpt (docs/product.md §9: the first 20 words), never cut inside a sentence:
 * whole sentences from the start until about `count` words; a first sentence longer than twice
 * that is shortened at a word with « … ».
 */
export function excerptOf(text: string, count = 20): string {
  const plain = stripMarkdown(text).replace(/\s+/g, " ").trim();
  const sentences = plain.match(/[^.!?…]+(?:[.!?…]+|$)/g)?.map((s) => s.trim()) ?? [];
  let out = "";
  for (const sentence of sentences) {
    if (out && out.split(" ").length >= count * 0.75) break;
    const next = out ? `${out} ${sentence}` : sentence;
    if (out && next.split(" ").length > count * 2) break;
    out = next;
  }
  return out.split(" ").length > count * 2 ? firstWords(out, count) : out;
}

/** Plain text of a markdown string, good enough for excerpts and descriptions. */
export function stripMarkdown(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/[*_`>~|]/g, "")
    .replace(/^\s*[-+]\s+/gm, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Cut a text at a word boundary so it fits `max` characters. */
/** Words that cannot end a title or a description cut short (« Cuisine en » → « Cuisine »). */
const dangling =
  /\s+(?:de|du|des|d'|la|le|les|l'|en|à|au|aux|et|ou|pour|par|sur|sous|avec|un|une|dans|son|sa|ses|vos|votre|nos|notre|[–|:,;-])$/i;

/** At most `max` characters, cut at a word (never inside one), no dangling little word; « … » if `ellipsis`. */
export function cutAtWord(text: string, max: number, ellipsis = false): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const room = ellipsis ? max - 1 : max;
  const head = clean.slice(0, room + 1);
  let cut = head.lastIndexOf(" ") > 0 ? head.slice(0, head.lastIndexOf(" ")) : clean.slice(0, room);
  while (dangling.test(cut)) cut = cut.replace(dangling, "");
  cut = cut.replace(/[\s,;:–|-]+$/, "");
  return ellipsis ? `${cut}…` : cut;
}

export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

const longDate = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Paris",
});

/** Dates in fr-FR long format (docs/product.md §9), e.g. « 14 mars 2026 ». */
export function formatDateLong(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date);
}

/**
 * The accented letters of French (and neighbours) and their plain letter, one for one: the admin
 * searches fold both the text and the term with them (PostgreSQL `translate()` on the server side,
 * server/infra/db/paging.ts), so « ebeniste » finds « Ébéniste » and « chene » finds « chêne ».
 */
export const ACCENTED = "ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝŸýÿ";
export const UNACCENTED = "AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYYyy";

/** The text with its accented letters replaced as `translate(text, ACCENTED, UNACCENTED)` does. */
export function foldAccents(text: string): string {
  let out = "";
  for (const char of text) {
    const at = ACCENTED.indexOf(char);
    out += at === -1 ? char : UNACCENTED[at];
  }
  return out;
}
