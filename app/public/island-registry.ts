import type { ComponentType } from "react";
import { Toaster } from "../ui/toast";
import type { IslandName } from "../islands/names";

/**
 * The code of each island, loaded only when the island is hydrated (app/public/entry.ts): a page
 * downloads React DOM and an island's component the first time one comes near the viewport or
 * is touched, never the code of the islands it does not have.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const islands: Record<IslandName, () => Promise<ComponentType<any>>> = {
  "quote-form": () => import("../components/site/quote-form").then((m) => m.QuoteFormView),
  "contact-form": () => import("../components/site/contact-form").then((m) => m.ContactFormView),
  "project-gallery": () => import("../components/site/home/project-gallery").then((m) => m.ProjectGallery),
  "article-teasers": () => import("../components/site/home/article-teasers").then((m) => m.ArticleTeasers),
  // The admin's login page loads this entry rather than React Router's client (decision 047).
  "admin-login": () => import("../features/admin/security/login-form").then((m) => m.LoginForm),
  // Hydrated with the first island that may show a toast: its code comes with the hydration code.
  toaster: () => Promise.resolve(Toaster),
};
