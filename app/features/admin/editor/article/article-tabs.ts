import { articleAdminTabs } from "#domain/schemas/categories.ts";

export type ArticleTab = (typeof articleAdminTabs)[number]["value"];

/**
 * The tab an article is listed under (docs/product.md §9: four tabs). 'apropos' and 'a-propos' are the same
 * category; 'blog' (the default of new articles) and unknown categories are home news, under
 * 'accueil' — see docs/decisions/011-admin-screens.md.
 */
export function articleTabOf(category: string | undefined): ArticleTab {
  switch (category) {
    case "services":
      return "services";
    case "realisations":
      return "realisations";
    case "a-propos":
    case "apropos":
      return "a-propos";
    default:
      return "accueil";
  }
}

export function isArticleTab(value: string | null): value is ArticleTab {
  return articleAdminTabs.some((t) => t.value === value);
}
