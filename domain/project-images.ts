/**
 * The photos of a project, main photo first, each once (issue 32): the project page's slideshow,
 * the cards and the admin's « Photos du projet » read the same list, so replacing the main photo
 * changes every page that shows it.
 */
export function projectPhotos(featuredImage: string | null | undefined, gallery: readonly string[]): string[] {
  const all = [featuredImage ?? "", ...gallery].map((url) => url.trim()).filter(Boolean);
  return [...new Set(all)];
}
