import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, type ApiItem } from "./admin";

/** Helpers of the publishing journeys (admin-publishing.spec.ts). */
export const slugOf = (title: string) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;

export async function createArticle(request: APIRequestContext, title: string, content: string, isPublished: boolean) {
  const res = await request.post("/api/articles", {
    data: { title, slug: slugOf(title), content, excerpt: "Résumé", isPublished },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ApiItem;
}

/** What an anonymous visitor gets (a fresh context: no session, no cookie). */
export async function anonymousText(browser: Browser, baseURL: string, path: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    const res = await context.request.get(path);
    return res.ok() ? await res.text() : `HTTP ${res.status()}`;
  } finally {
    await context.close();
  }
}

export const status = (page: Page) => page.getByTestId("autosave-status");
export const contentArea = (page: Page) => page.getByLabel("Contenu (Markdown)");

/** The article editors of these journeys open in the « Markdown » mode (the mode the browser remembers). */
export async function preferMarkdown(page: Page) {
  await page.context().addInitScript(() => window.localStorage.setItem("atelier:editeur:mode", "markdown"));
}
