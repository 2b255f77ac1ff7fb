import { slugify, slugWithTimeSuffix } from "./text.ts";

/**
 * The content types of the back office, declared once (decision 050, in the spirit of Payload's
 * collection configs): every list of types, `isContentType`, the public and admin addresses, the
 * preview route, the scheduler's loop, the sitemap, the page cache's section prefixes and the
 * admin's lists derive from this table. What a layer must say per type on its own (the database
 * table, the admin editor and icon, the public page module) is a `Record<ContentType, …>` there:
 * adding a key here makes the compiler point at each of them (docs/guide-ajouter.md).
 */
export const contentTypes = ["articles", "services", "portfolio", "pages"] as const;
export type ContentType = (typeof contentTypes)[number];

/** How the editor proposes a slug from the title while the slug was not typed by hand. */
export type SlugRule = "title" | "title-with-time";

export interface ContentTypeConfig {
  key: ContentType;
  labels: {
    singular: string;
    plural: string;
    /** Title of the editor of a new item: « Nouvel article ». */
    newItem: string;
    /** The item in a sentence: « Supprimer l'article ? ». */
    the: string;
    /** The public 404 text and the API's 404 message. */
    notFound: string;
  };
  /**
   * Public address of an item: `/{publicPrefix}/{slug or id}`, or `/{slug}` without a prefix
   * (the 'pages'). The prefix is also a section of the page cache and a reserved first segment.
   */
  publicPrefix: string | null;
  /** The item's segment of its public address. */
  publicKey: "slug" | "id";
  /** The public list of the type, when there is one (`/blog`). */
  publicList: string | null;
  /**
   * Admin addresses of the editor besides /admin/editor/{key}[/new|/{id}] (docs/product.md §2):
   * each prefix answers `{prefix}/new`, `{prefix}/{id}` and `{prefix}/{id}/edit`, or only `/new`
   * and `/{id}/edit` when `editOnly` (where `/admin/services/{x}` is something else).
   */
  adminAliases: readonly { prefix: string; bare?: boolean; editOnly?: boolean }[];
  /** Where the type's admin list is: `/admin/articles` or a section of `/admin/sections`. */
  adminList: string;
  /** Another address of /admin/sections opened on this type (docs/product.md §2: /admin/services). */
  adminSectionAlias: string | null;
  slugRule: SlugRule;
  /** The default order of the admin list (and of the public list of ordered types). */
  ordering: { sort: "createdAt" | "position"; dir: "asc" | "desc" };
  /** The long text written in the visual editor. */
  bodyField: "content" | "fullDescription";
  /** The short text shown under the title in the lists. */
  summaryField: "excerpt" | "shortDescription" | null;
  /** The API also exposes `featuredImage` as `image` (services, projects: the first prototype's name). */
  imageAlias: boolean;
  /** What the AI is asked to write (« Rédigez {brief} en Markdown ») and how its offline text names the item. */
  ai: { brief: string; demonstrative: string };
  /** A new item starts with the AI assistant panel (docs/product.md §2). */
  startsWithAssistant: boolean;
}

export const contentTypeConfigs = {
  articles: {
    key: "articles",
    labels: {
      singular: "Article",
      plural: "Articles",
      newItem: "Nouvel article",
      the: "l'article",
      notFound: "Article non trouvé",
    },
    publicPrefix: "blog",
    publicKey: "slug",
    publicList: "/blog",
    adminAliases: [
      { prefix: "/admin/articles" },
      { prefix: "/admin/article" },
      { prefix: "/admin/editor/article", bare: true },
    ],
    adminList: "/admin/articles",
    adminSectionAlias: null,
    slugRule: "title",
    ordering: { sort: "createdAt", dir: "desc" },
    bodyField: "content",
    summaryField: "excerpt",
    ai: {
      brief: "un article de blog",
      demonstrative: "cet article",
    },
    startsWithAssistant: true,
    imageAlias: false,
  },
  services: {
    key: "services",
    labels: {
      singular: "Service",
      plural: "Services",
      newItem: "Nouveau service",
      the: "le service",
      notFound: "Service non trouvé",
    },
    publicPrefix: "services",
    publicKey: "slug",
    publicList: "/services",
    adminAliases: [{ prefix: "/admin/services", editOnly: true }],
    adminList: "/admin/sections?section=services",
    adminSectionAlias: "/admin/services",
    slugRule: "title-with-time",
    ordering: { sort: "position", dir: "asc" },
    bodyField: "fullDescription",
    summaryField: "shortDescription",
    ai: {
      brief:
        "la présentation d'un service de l'atelier (ce que nous proposons, la méthode, les matériaux, les questions fréquentes)",
      demonstrative: "cette page",
    },
    startsWithAssistant: true,
    imageAlias: true,
  },
  portfolio: {
    key: "portfolio",
    labels: {
      singular: "Réalisation",
      plural: "Portfolio",
      newItem: "Nouvelle réalisation",
      the: "la réalisation",
      notFound: "Réalisation non trouvée",
    },
    publicPrefix: "realisation",
    publicKey: "id",
    publicList: "/realisations",
    adminAliases: [{ prefix: "/admin/portfolio", editOnly: true }],
    adminList: "/admin/sections?section=portfolio",
    adminSectionAlias: "/admin/portfolio",
    slugRule: "title-with-time",
    ordering: { sort: "position", dir: "asc" },
    bodyField: "fullDescription",
    summaryField: null,
    ai: {
      brief:
        "la présentation d'une réalisation (le besoin, les choix de conception, la fabrication, la pose) ; les détails non fournis restent entre crochets",
      demonstrative: "cette réalisation",
    },
    startsWithAssistant: true,
    imageAlias: true,
  },
  pages: {
    key: "pages",
    labels: {
      singular: "Page",
      plural: "Pages",
      newItem: "Nouvelle page",
      the: "la page",
      notFound: "Page non trouvée",
    },
    publicPrefix: null,
    publicKey: "slug",
    publicList: null,
    adminAliases: [],
    adminList: "/admin/sections?section=pages",
    adminSectionAlias: null,
    slugRule: "title-with-time",
    ordering: { sort: "position", dir: "asc" },
    bodyField: "content",
    summaryField: null,
    ai: {
      brief: "le texte d'une page du site",
      demonstrative: "cette page",
    },
    startsWithAssistant: false,
    imageAlias: false,
  },
} as const satisfies { [K in ContentType]: ContentTypeConfig & { key: K } };

export const contentTypeLabels: Record<ContentType, ContentTypeConfig["labels"]> = Object.fromEntries(
  contentTypes.map((type) => [type, contentTypeConfigs[type].labels]),
) as Record<ContentType, ContentTypeConfig["labels"]>;

export function isContentType(value: string | undefined): value is ContentType {
  return (contentTypes as readonly string[]).includes(value ?? "");
}

/** The slug the editor proposes for a title (`stamp`: the time suffix, chosen once per editor). */
export function slugFor(type: ContentType, title: string, stamp: number): string {
  return contentTypeConfigs[type].slugRule === "title" ? slugify(title) : slugWithTimeSuffix(title, stamp);
}

/** The first path segments of the public items' addresses (`blog`, `services`, `realisation`). */
export const publicPrefixes: readonly string[] = contentTypes.flatMap((type) => {
  const prefix = contentTypeConfigs[type].publicPrefix;
  return prefix ? [prefix] : [];
});

/** The public lists (`/blog`, `/services`, `/realisations`), without their slash. */
export const publicListSegments: readonly string[] = contentTypes.flatMap((type) => {
  const list = contentTypeConfigs[type].publicList;
  return list ? [list.slice(1)] : [];
});

/** /apercu/{type}/{id}: the draft preview of an item (decision 042). */
export const PREVIEW_PATH = new RegExp(`^/apercu/(${contentTypes.join("|")})/([1-9]\\d{0,9})(?:\\.data)?/?$`);

/** The content type and id of a preview address, else null. */
export function previewTarget(pathname: string): { type: ContentType; id: number } | null {
  const match = PREVIEW_PATH.exec(pathname);
  if (!match) return null;
  const id = Number(match[2]);
  return id < 2 ** 31 ? { type: match[1] as ContentType, id } : null;
}
