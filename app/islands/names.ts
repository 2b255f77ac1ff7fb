/** The islands of the public pages: React components hydrated on their own (app/public/island-registry.ts). */
export type IslandName = "quote-form" | "contact-form" | "project-gallery" | "article-teasers" | "toaster";
