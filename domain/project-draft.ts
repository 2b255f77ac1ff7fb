import { portfolioCategoryLabel } from "./schemas/categories.ts";

/**
 * The story « Publier en réalisation » drafts from a chantier (docs/chantiers.md §8): only what is
 * public by nature — the project type, the commune, the devis' designations (never a price) and
 * what the artisan writes. Never a chantier note, the client's name or street, a placeholder or
 * an editing instruction: what is not known is left out, not marked « [à compléter] ».
 */
export interface ProjectDraftInput {
  category: string;
  commune: string;
  /** The devis lines' designations. */
  works: string[];
  /** The artisan's own words, typed in the « Publier en réalisation » panel (optional). */
  story?: string;
}

/** A designation without amounts (« 950,00 € », « 1 200 € HT ») nor brackets. */
const publicDesignation = (d: string) =>
  d
    .replace(/\d[\d\s.,\u202f\u00a0]*\s?(?:€|euros?|EUR)(?:\s?(?:HT|TTC))?/gi, "")
    .replace(/[[\]]/g, "")
    .replace(/\s{2,}/g, " ")
    .replace(/\s+([,.;:])/g, "$1")
    .trim();

export function projectDraft(input: ProjectDraftInput) {
  const type = portfolioCategoryLabel(input.category);
  const commune = input.commune.trim();
  const title = commune ? `${type} à ${commune}` : type;
  const works = [...new Set(input.works.map(publicDesignation).filter((w) => w.length > 1))];
  const story = (input.story ?? "").trim();
  // No agreement to get wrong (« cuisine réalisée », « dressing réalisé »): a neutral sentence.
  const intro = `${type} : une réalisation de notre atelier${commune ? ` à ${commune}` : ""}.`;
  const fullDescription = [
    story || intro,
    works.length ? `## Les travaux\n\n${works.map((w) => `- ${w}`).join("\n")}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  const description = story ? story.split(/\n\s*\n/)[0].slice(0, 300) : intro;
  return { title, description, fullDescription };
}
