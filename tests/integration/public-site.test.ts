import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForMediaJobs } from "../fixtures/media-jobs.ts";
import { startTestServer, testDatabase, type TestServer, withMediaJobs } from "../fixtures/test-server.ts";
import { notFoundPages, publicPages, visibleText } from "../support/public-pages.ts";

describe(`public site (${testDatabase})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(withMediaJobs);
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const page of publicPages) {
    it(`renders ${page.path} on the server with its main content`, async () => {
      const res = await server.fetch(page.path);
      expect(res.status).toBe(200);
      const html = await res.text();
      const text = visibleText(html);
      expect(text).toContain(page.h1);
      for (const expected of page.texts) expect(text).toContain(expected);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    });
  }

  for (const page of notFoundPages) {
    it(`answers ${page.path} with 404 and '${page.heading}'`, async () => {
      const res = await server.fetch(page.path);
      expect(res.status).toBe(404);
      const text = visibleText(await res.text());
      expect(text).toContain(page.heading);
      // The site's layout stays around the message.
      expect(text).toContain("Devis gratuit");
    });
  }

  it("shows the draft article nowhere and names the article page's problem", async () => {
    const blog = visibleText(await (await server.fetch("/blog")).text());
    expect(blog).not.toContain("Panneaux acoustiques : retrouver le calme");
    const draft = visibleText(await (await server.fetch("/blog/panneaux-acoustiques-sejour-ouvert")).text());
    expect(draft).toContain("Cet article n'existe pas ou n'est plus disponible.");
    expect(draft).toContain("Retour au blog");
  });

  it("gives every page its own title and description", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const page of publicPages) {
      const html = await (await server.fetch(page.path)).text();
      titles.add(/<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "");
      descriptions.add(/<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? "");
    }
    expect(titles.size).toBe(publicPages.length);
    expect(descriptions.size).toBe(publicPages.length);
  });

  it("lists the blog newest first, with labels, long dates and reading times", async () => {
    const text = visibleText(await (await server.fetch("/blog")).text());
    const order = [
      "Concevoir un dressing qui dure",
      "Préparer votre projet d'escalier",
      "Entretenir une cuisine en bois",
      "Quelle essence de bois",
    ];
    const positions = order.map((t) => text.indexOf(t));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const label of ["Réalisations", "Services", "Blog"]) expect(text).toContain(label);
    expect(text).toMatch(/\d+ min de lecture/);
    expect(text).toContain("9 octobre 2025");
  });

  it("loads no map and no third-party resource before the visitor asks", async () => {
    for (const path of ["/", "/contact"]) {
      const html = await (await server.fetch(path)).text();
      expect(html).not.toContain("<iframe");
      expect(visibleText(html)).toContain("Afficher la carte interactive");
      const external = [...html.matchAll(/\s(?:src|srcSet|srcset|href)="(https?:\/\/[^"]+)"/g)]
        .map((m) => m[1])
        .filter((url) => !url.startsWith(server.url) && !url.includes("openstreetmap.org/?mlat"));
      // Only the canonical/OG addresses of the site itself may be absolute; the OSM link opens on click.
      expect(external.filter((u) => !/^https?:\/\/(127\.0\.0\.1|localhost)/.test(u))).toEqual([]);
    }
  });

  it("serves the illustrations as responsive AVIF and WebP", async () => {
    const html = await (await server.fetch("/")).text();
    expect(html).toMatch(/<source type="image\/avif" srcSet="\/media\/seed-hero-atelier\/480\.avif 480w/);
    expect(html).toMatch(/<img[^>]+fetchPriority="high"/);
    // Made by the media queue in the background (the hero first); never encoded on request.
    await waitForMediaJobs(server, ["seed-hero-atelier"]);
    for (const file of ["seed-hero-atelier/480.avif", "seed-hero-atelier/1600.webp"]) {
      const res = await server.fetch(`/media/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^image\/(avif|webp)$/);
    }
  });
});
