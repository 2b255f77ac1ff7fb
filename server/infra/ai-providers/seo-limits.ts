import { currentBusiness } from "#server/infra/business-snapshot.ts";
import { cutAtWord, stripMarkdown } from "#domain/text.ts";

export const SEO_TITLE_MAX = 60;
/** Google shows about 155 characters of a description on a computer. */
export const SEO_DESCRIPTION_MAX = 155;
/**
 * Regional suffixes (docs/product.md §9: the auto SEO title adds one), longest first, from the
 * workshop's town, département and region ('Entreprise' settings).
 */
export function regionalSuffixes(): [string, string] {
  const { city, region, postalCode } = currentBusiness().address;
  return [` | Menuiserie ${city} (${postalCode.slice(0, 2)})`, ` – ${city}, ${region}`];
}

/** The text already names the place: the town, the region, the département or a commune served. */
function mentionsRegion(text: string): boolean {
  const b = currentBusiness();
  const lower = text.toLowerCase();
  const places = [b.address.city, b.address.region, `(${b.address.postalCode.slice(0, 2)})`, ...b.areaServed];
  return places.some((p) => p && lower.includes(p.toLowerCase()));
}

/**
 * The page title with a regional suffix (docs/product.md §9), within 60 characters: a title too
 * long for it is shortened at a word (no « … », no dangling « de »), never inside a word.
 */
export function seoTitle(title: string): string {
  const base = title.replace(/\s+/g, " ").trim();
  if (mentionsRegion(base)) return cutAtWord(base, SEO_TITLE_MAX);
  const suffixes = regionalSuffixes();
  for (const suffix of suffixes) if (base.length + suffix.length <= SEO_TITLE_MAX) return base + suffix;
  const suffix = suffixes[1];
  return cutAtWord(base, SEO_TITLE_MAX - suffix.length) + suffix;
}

/** A description of at most 160 characters, from the text's first sentences (or the title). */
export function seoDescription(title: string, content: string): string {
  const text = stripMarkdown(content.replace(/^#{1,6}\s.*$/gm, " "));
  const sentences = text.match(/[^.!?…]+[.!?…]+/g)?.map((s) => s.trim()) ?? [];
  let out = "";
  for (const sentence of sentences) {
    if (sentence.includes("«") && sentence.includes(title)) continue;
    const next = out ? `${out} ${sentence}` : sentence;
    if (next.length > SEO_DESCRIPTION_MAX) break;
    out = next;
  }
  if (!out)
    out = `${title} : conception, fabrication et pose sur mesure par ${currentBusiness().name}, menuisier à ${currentBusiness().address.city} (${currentBusiness().address.region}).`;
  if (out.length < 110 && out.length + 20 + currentBusiness().address.region.length <= SEO_DESCRIPTION_MAX)
    out += ` Devis gratuit en ${currentBusiness().address.region}.`;
  return cutAtWord(out, SEO_DESCRIPTION_MAX, true);
}

/** Keeps a provider's answer within the limits, with the regional suffix. */
export function fitSeo(meta: { metaTitle: string; metaDescription: string }, title: string, content: string) {
  const t = meta.metaTitle.replace(/\s+/g, " ").trim();
  const d = meta.metaDescription.replace(/\s+/g, " ").trim();
  return {
    metaTitle: !t ? seoTitle(title) : t.length <= SEO_TITLE_MAX && mentionsRegion(t) ? t : seoTitle(t),
    metaDescription: d ? cutAtWord(d, SEO_DESCRIPTION_MAX, true) : seoDescription(title, content),
  };
}
