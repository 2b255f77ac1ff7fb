import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessSeed } from "#domain/business.ts";
import { sql } from "drizzle-orm";
import { emailOutbox } from "#server/modules/mail/schema.ts";
import { testimonials } from "#server/modules/reviews/schema.ts";
import { validContact, validQuote } from "../fixtures/leads.ts";
import { startTestServer, testDatabase, type TestServer } from "../fixtures/test-server.ts";

/**
 * 'No business fact left as a constant in the code' (decision 045): once the trade name, the phone and
 * the e-mail are changed in 'Entreprise', the seed's values appear nowhere the code writes — pages,
 * admin pages, the feed, robots/sitemap, the lead e-mails. The seeded *content* (articles, pages,
 * project testimonials, image descriptions) is the artisan's text, edited in the admin: the pages
 * that show it are checked for the phone and e-mail only, and the name is searched outside of it.
 */
const changed = {
  name: "Menuiserie Ossau Bois",
  legalName: "Ossau Bois SARL",
  phone: "05 59 12 34 56",
  email: "bonjour@ossau-bois.example",
};
const old = { name: businessSeed.name, phone: businessSeed.phone, email: businessSeed.email };

/** Pages where the code writes the business's identity (header, footer, JSON-LD, titles, blocks). */
const pages = [
  "/",
  "/services",
  "/realisations",
  "/blog",
  "/a-propos",
  "/contact",
  "/devis",
  "/mentions-legales",
  "/admin/login",
];

describe(`business facts come from the settings (${testDatabase})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LEADS_RATE_LIMIT: "1000" });
    const services = server.services()!;
    // A client's words naming the business are the artisan's content (edited in 'Témoignages'), not the code's.
    await services.db
      .update(testimonials)
      .set({ content: sql`replace(${testimonials.content}, ${old.name}, ${changed.name})` });
    const current = await services.business.get();
    const saved = await services.business.update({ ...current, ...changed });
    expect(saved.name).toBe(changed.name);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** The page's text without the artisan's own content: markdown bodies and image descriptions. */
  const withoutContent = (html: string) =>
    html
      .replace(/<div class="prose[^"]*"[\s\S]*?<\/div>/g, "")
      .replace(/\s(alt|content)="[^"]*"/g, (m, attr: string) => (attr === "alt" ? "" : m));

  /** Each place `value` appears, with some context (a readable failure). */
  const around = (text: string, value: string) =>
    [...text.matchAll(new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g"))].map((m) =>
      text.slice(Math.max(0, m.index - 80), m.index + value.length + 40),
    );

  it.each(pages)("%s shows the new name, phone and e-mail, and none of the seed's", async (path) => {
    const res = await server.fetch(path);
    expect(res.status, path).toBe(200);
    const html = (await res.text()).replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
    expect(html).toContain(changed.name);
    expect(html).not.toContain(old.phone);
    expect(html).not.toContain(old.email);
    if (path !== "/mentions-legales") expect(around(withoutContent(html), old.name), path).toEqual([]);
    if (!path.startsWith("/admin")) {
      expect(html).toContain(changed.phone);
      expect(html).toContain(changed.email);
    }
  });

  it("the feed, robots.txt and the sitemap name the business from the settings", async () => {
    const rss = await (await server.fetch("/blog/rss.xml")).text();
    const channel = rss.slice(0, rss.indexOf("<item>"));
    expect(channel).toContain(`Blog – ${changed.name}`);
    expect(channel).not.toContain(old.name);
    for (const path of ["/robots.txt", "/sitemap.xml"]) {
      const text = await (await server.fetch(path)).text();
      for (const value of Object.values(old)) expect(text, path).not.toContain(value);
    }
  });

  it("the lead e-mails (acknowledgements, notifications) carry the new identity only", async () => {
    const headers = { "User-Agent": "Mozilla/5.0 Chrome/131.0" };
    expect((await server.fetch("/api/contact", { method: "POST", headers, json: validContact() })).status).toBe(201);
    expect((await server.fetch("/api/quotes", { method: "POST", headers, json: validQuote() })).status).toBe(201);
    const mails = await server.services()!.db.select().from(emailOutbox);
    expect(mails.length).toBeGreaterThanOrEqual(4);
    const all = mails.map((m) => [m.subject, m.text, m.html, m.replyTo ?? ""].join("\n")).join("\n");
    expect(all).toContain(changed.name);
    expect(all).toContain(changed.phone);
    for (const value of Object.values(old)) expect(around(all, value)).toEqual([]);
  });
});
