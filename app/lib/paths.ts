import type { Register } from "react-router";

/**
 * The ONE place the interface spells an address of its own pages (decision 050, item 3). Each is
 * checked against app/routes.ts by React Router's typegen (`npm run typecheck`): a renamed or removed
 * route breaks the build here, not in a link nobody clicks. The addresses of a content item (its
 * editor, its public page, its preview) come from the registry: domain/content-paths.ts.
 * tests/unit/admin-links.test.ts refuses an admin address written anywhere else in app/.
 *
 * Type-only import of React Router: the public islands use these constants without loading it.
 */
type Page = keyof Register["pages"];
const page = <P extends Page>(path: P): P => path;
/** The start of some pages' addresses (`/admin/editor` for /admin/editor/…): at least one page must begin with it. */
const prefix = <P extends string>(path: P & (Extract<Page, `${P}/${string}`> extends never ? never : unknown)): P =>
  path;
type Params<P extends Page> = Register["pages"][P]["params"];
/** `pattern` with its parameters filled in, each encoded as a path segment. */
function fill<P extends Page>(pattern: P, params: Params<P>): string {
  const values = params as Record<string, string | undefined>;
  return pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ""));
}

/** The public site (docs/product.md §2). */
export const sitePaths = {
  home: page("/"),
  services: page("/services"),
  portfolio: page("/realisations"),
  blog: page("/blog"),
  about: page("/a-propos"),
  contact: page("/contact"),
  quote: page("/devis"),
  reviews: page("/avis"),
} as const;

/** The administration's screens (docs/product.md §2; the editors' addresses: domain/content-paths.ts). */
export const adminPaths = {
  dashboard: page("/admin"),
  login: page("/admin/login"),
  logout: page("/admin/logout"),
  password: page("/admin/mot-de-passe"),
  security: page("/admin/securite"),
  sections: page("/admin/sections"),
  services: page("/admin/services"),
  portfolio: page("/admin/portfolio"),
  articles: page("/admin/articles"),
  media: page("/admin/medias"),
  texts: page("/admin/textes"),
  faq: page("/admin/faq"),
  statistics: page("/admin/statistiques"),
  ai: page("/admin/ia"),
  leads: page("/admin/demandes"),
  replyTemplates: page("/admin/demandes/modeles"),
  reviews: page("/admin/avis"),
  testimonials: page("/admin/temoignages"),
  devis: page("/admin/devis"),
  devisItems: page("/admin/devis/ouvrages"),
  invoices: page("/admin/factures"),
  receivables: page("/admin/encaissements"),
  salesExport: page("/admin/export-ventes"),
  reminderSettings: page("/admin/relances"),
  reconciliation: page("/admin/rapprochement"),
  agenda: page("/admin/agenda"),
  agendaSettings: page("/admin/agenda/disponibilites"),
  chantiers: page("/admin/chantiers"),
  myChantiers: page("/admin/mes-chantiers"),
  team: page("/admin/equipe"),
  business: page("/admin/entreprise"),
  mail: page("/admin/messagerie"),
  newArticle: page("/admin/editor/article"),
  /** A lead of the inbox (kind: quote or contact). */
  lead: (kind: string, id: number | string) => fill("/admin/demandes/:kind/:id", { kind, id: String(id) }),
  chantier: (id: number | string) => fill("/admin/chantiers/:id", { id: String(id) }),
  devisEditor: (id: number | string) => fill("/admin/devis/:id", { id: String(id) }),
  invoiceEditor: (id: number | string) => fill("/admin/factures/:id", { id: String(id) }),
} as const;

/** Starts of addresses that highlight a menu entry (app/features/admin/shell/nav.ts). */
export const adminPrefixes = {
  editors: prefix("/admin/editor"),
  articleAlias: prefix("/admin/article"),
  articleEditor: page("/admin/editor/article"),
  articlesEditor: page("/admin/editor/articles"),
} as const;
