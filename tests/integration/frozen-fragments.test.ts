import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { services as servicesTable } from "#server/modules/content/schema.ts";
import { suiteServer } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

/**
 * Parts of public pages rendered once per content version (app/lib/frozen.tsx, decision 060): a
 * render that reuses them writes the same page as the render that filled them, with this request's
 * idempotency key, the right highlighted link, and a write shown on the next render.
 */
describe(`frozen fragments of public pages (${testDatabase})`, () => {
  const server = suiteServer();
  /** A render of the page, never from the page cache. */
  const render = async (path: string) => {
    const response = await server.fetch(path, { headers: { "x-page-cache": "bypass" } });
    expect(response.status).toBe(200);
    return response.text();
  };
  /** What differs from one render to the next by design: the nonce, the articles drawn, the form's key. */
  const steady = (html: string) =>
    html
      .replace(/nonce="[^"]*"/g, 'nonce=""')
      .replace(/<section aria-labelledby="articles-title".*?<\/section>/s, "")
      .replace(/[0-9a-f]{32}/g, "KEY");
  const keysOf = (html: string) => [...html.matchAll(/name="submissionKey" value="([0-9a-f]{32})"/g)].map((m) => m[1]);

  it("the home page reused from its fragments is the page that filled them, with a new quote form key", async () => {
    const filled = await render("/");
    const reused = await render("/");
    const again = await render("/");
    for (const html of [filled, reused, again]) {
      expect(html).not.toContain("frozen-");
      expect(html).toContain("Ils nous ont confié leur projet");
    }
    expect(steady(reused)).toBe(steady(filled));
    expect(steady(again)).toBe(steady(filled));
    // Each page its own idempotency key, the same in the form and in the island's props.
    const keys = [filled, reused, again].map(keysOf);
    for (const [key] of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys.map(([key]) => key)).size).toBe(3);
    expect(reused).toContain(`&quot;submissionKey&quot;:&quot;${keys[1][0]}&quot;`);
  });

  it("the navigation highlights the current page's link, reused or not", async () => {
    const current = (html: string) =>
      [...html.matchAll(/<a aria-current="page"[^>]*>([^<]+)<\/a>/g)]
        .map((m) => m[1])
        .filter((t, i, all) => all.indexOf(t) === i);
    for (const [path, link] of [
      ["/services", "Services"],
      ["/blog", "Blog"],
      ["/", "Accueil"],
      ["/realisations", "Réalisations"],
      ["/mentions-legales", undefined],
    ] as const) {
      for (let i = 0; i < 2; i++) expect(current(await render(path)), path).toEqual(link ? [link] : []);
    }
  });

  it("a content write shows on the next render of the fragments", async () => {
    await render("/");
    expect((await render("/")).includes("Caves d&#x27;exception")).toBe(false);
    const { db } = server.services()!;
    await db.update(servicesTable).set({ title: "Caves d'exception" }).where(eq(servicesTable.slug, "cave-a-vin"));
    server.services()!.contentChanged("services");
    expect((await render("/")).includes("Caves d&#x27;exception"), "the new title on the home page").toBe(true);
  });
});
