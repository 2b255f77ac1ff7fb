/**
 * The photos of a project, main photo first, each once (decision 051): the project page's slideshow,
 * the cards and the admin's « Photos du projet » read the same list, so replacing the main photo
 * changes every page that shows it.
 */
export function projectPhotos(featuredImage: string | null | undefined, gallery: readonly string[]): string[] {
  const all = [featuredImage ?? "", ...gallery].map((url) => url.trim()).filter(Boolean);
  return [...new Set(all)];
}

/** A before/after comparison of two of a project's photos: the same place before and after the works. */
export interface BeforeAfterPair {
  before: string;
  after: string;
}

/**
 * The comparisons a page shows: both photos still among the project's photos (a photo removed
 * from the project takes its pairs with it), two different photos, each pair once.
 */
export function shownPairs(pairs: readonly BeforeAfterPair[], photos: readonly string[]): BeforeAfterPair[] {
  const known = new Set(photos);
  const seen = new Set<string>();
  return pairs.filter((p) => {
    const key = `${p.before}\n${p.after}`;
    if (p.before === p.after || !known.has(p.before) || !known.has(p.after) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** « Avant 60 %, après 40 % »: what a screen reader says of a comparison's divider at `value` %. */
export function compareValueText(value: number): string {
  const v = Math.max(0, Math.min(100, Math.round(value)));
  return `Avant ${v} %, après ${100 - v} %`;
}
