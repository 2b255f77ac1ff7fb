/** The islands of the public pages (and of the admin's login page): React components hydrated on their own (app/public/island-registry.ts). */
export type IslandName =
  "quote-form" | "contact-form" | "project-gallery" | "article-teasers" | "toaster" | "admin-login";
