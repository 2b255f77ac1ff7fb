import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugRedirects } from "#server/modules/content/schema.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { contentTypes, uniqueSlug, validBody, type ApiContentType } from "../fixtures/content.ts";
import { startTestServer, testDatabase, type TestServer } from "../fixtures/test-server.ts";

interface Item {
  id: number;
  slug: string;
  title: string;
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
  [key: string]: unknown;
}

describe(`content API: reads and round trips (${testDatabase})`, () => {
  let server: TestServer;
  let cookie: string;
  const changes: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await loginAsAdmin(server);
    server.services()!.onContentChanged((type) => changes.push(type));
  });
  afterAll(async () => {
    await server?.stop();
  });

  const json = async <T = Item>(res: Response): Promise<T> => (await res.json()) as T;
  const create = async (type: ApiContentType, overrides: Record<string, unknown> = {}) => {
    const res = await server.fetch(`/api/${type}`, { method: "POST", cookie, json: validBody(type, overrides) });
    expect(res.status).toBe(201);
    return json(res);
  };

  describe.each(contentTypes)("/api/%s", (type) => {
    it("create → read → update → publish → unpublish → delete", async () => {
      changes.length = 0;
      const body = validBody(type);
      const created = await create(type, body);
      expect(created).toMatchObject({ title: body.title, slug: body.slug, isPublished: false, publishedAt: null });
      expect(created.id).toBeGreaterThan(0);

      // Read it back, as the admin; anonymous visitors do not see drafts.
      const read = await json(await server.fetch(`/api/${type}/${created.id}`, { cookie }));
      expect(read).toMatchObject({ id: created.id, title: body.title, content: body.content });
      expect((await server.fetch(`/api/${type}/${created.id}`)).status).toBe(404);
      const anonList = await json<Item[]>(await server.fetch(`/api/${type}`));
      expect(anonList.some((i) => i.id === created.id)).toBe(false);
      expect(anonList.every((i) => i.isPublished)).toBe(true);
      const adminList = await json<Item[]>(await server.fetch(`/api/${type}`, { cookie }));
      expect(adminList.some((i) => i.id === created.id)).toBe(true);

      // Update: a new title and slug; the old slug is kept for a 301.
      const newSlug = uniqueSlug(`renomme-${type}`);
      const updated = await json(
        await server.fetch(`/api/${type}/${created.id}`, {
          method: "PUT",
          cookie,
          json: validBody(type, { title: "Titre modifié", slug: newSlug, metaTitle: "Nouveau SEO" }),
        }),
      );
      expect(updated).toMatchObject({
        id: created.id,
        title: "Titre modifié",
        slug: newSlug,
        metaTitle: "Nouveau SEO",
      });
      const redirects = await server
        .services()!
        .db.select()
        .from(slugRedirects)
        .where(and(eq(slugRedirects.type, type), eq(slugRedirects.oldSlug, created.slug)));
      expect(redirects).toHaveLength(1);
      expect(redirects[0].itemId).toBe(created.id);

      // Publish: publishedAt is set; anonymous visitors now see it.
      const before = Date.now();
      const published = await json(
        await server.fetch(`/api/${type}/${created.id}`, { method: "PATCH", cookie, json: { isPublished: true } }),
      );
      expect(published.isPublished).toBe(true);
      expect(new Date(published.publishedAt as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect((await server.fetch(`/api/${type}/${created.id}`)).status).toBe(200);
      expect((await json<Item[]>(await server.fetch(`/api/${type}`))).some((i) => i.id === created.id)).toBe(true);

      // Saving again while published keeps the publication date.
      const resaved = await json(
        await server.fetch(`/api/${type}/${created.id}`, {
          method: "PUT",
          cookie,
          json: validBody(type, { title: "Titre modifié", slug: newSlug, isPublished: true }),
        }),
      );
      expect(resaved.publishedAt).toBe(published.publishedAt);

      // Unpublish: gone for visitors again.
      const unpublished = await json(
        await server.fetch(`/api/${type}/${created.id}`, { method: "PATCH", cookie, json: { isPublished: false } }),
      );
      expect(unpublished).toMatchObject({ isPublished: false, publishedAt: null });
      expect((await server.fetch(`/api/${type}/${created.id}`)).status).toBe(404);

      // Delete.
      const deleted = await server.fetch(`/api/${type}/${created.id}`, { method: "DELETE", cookie });
      expect(deleted.status).toBe(200);
      expect((await server.fetch(`/api/${type}/${created.id}`, { cookie })).status).toBe(404);
      expect((await server.fetch(`/api/${type}/${created.id}`, { method: "DELETE", cookie })).status).toBe(404);

      // Every successful write told the listeners (the page cache) which type changed.
      expect(changes).toEqual([type, type, type, type, type, type]);
    });

    it("publishes with the generic editor's Publish (isPublished + publishedAt in the body)", async () => {
      const at = "2026-03-14T10:00:00.000Z";
      const created = await create(type, { isPublished: true, publishedAt: at });
      expect(created).toMatchObject({ isPublished: true, publishedAt: at });
      const now = await create(type, { isPublished: true });
      expect(now.publishedAt).not.toBeNull();
    });
  });

  it("lists the seeded content of each type, published items for visitors", async () => {
    const counts: Record<string, number> = {};
    for (const type of contentTypes) {
      const anon = await json<Item[]>(await server.fetch(`/api/${type}`));
      counts[type] = anon.length;
      expect(anon.every((i) => i.isPublished)).toBe(true);
    }
    expect(counts.services).toBeGreaterThanOrEqual(7);
    expect(counts.portfolio).toBeGreaterThanOrEqual(13);
    const seededDraft = (await json<Item[]>(await server.fetch("/api/articles", { cookie }))).find(
      (a) => !a.isPublished,
    );
    expect(seededDraft).toBeDefined();
  });

  it("exposes services' and projects' picture as both image and featuredImage", async () => {
    for (const type of ["services", "portfolio"] as const) {
      const item = await create(type, { image: "/media/seed-x/1200.webp" });
      expect(item.image).toBe("/media/seed-x/1200.webp");
      expect(item.featuredImage).toBe("/media/seed-x/1200.webp");
      const [first] = await json<Item[]>(await server.fetch(`/api/${type}`));
      expect(first.image).toBe(first.featuredImage);
    }
  });

  it("creates articles with authorId 1 and category 'blog' by default", async () => {
    const article = await create("articles", { category: undefined, authorId: undefined });
    expect(article).toMatchObject({ authorId: 1, category: "blog", media: [] });
  });

  it("serves published articles and articles by slug (drafts for the admin only)", async () => {
    const draft = await create("articles");
    const live = await create("articles", { isPublished: true, title: "Article en ligne" });

    const published = await json<Item[]>(await server.fetch("/api/articles/published"));
    expect(published.some((a) => a.id === live.id)).toBe(true);
    expect(published.some((a) => a.id === draft.id)).toBe(false);
    expect(published.every((a) => a.isPublished)).toBe(true);
    for (const key of ["id", "title", "slug", "excerpt", "content", "category", "publishedAt", "createdAt"]) {
      expect(published[0]).toHaveProperty(key);
    }

    const bySlug = await json(await server.fetch(`/api/articles/slug/${live.slug}`));
    expect(bySlug).toMatchObject({ title: "Article en ligne", excerpt: "Résumé court", category: "accueil" });
    expect(bySlug).toHaveProperty("featuredImage");
    expect((await server.fetch(`/api/articles/slug/${draft.slug}`)).status).toBe(404);
    expect((await server.fetch(`/api/articles/slug/${draft.slug}`, { cookie })).status).toBe(200);
    expect((await server.fetch("/api/articles/slug/inexistant")).status).toBe(404);
  });

  it("patches any listed article field, and only those", async () => {
    const article = await create("articles", { excerpt: "Avant" });
    const media = [
      {
        id: "1700000000000",
        url: "/media/abc/800.webp",
        type: "image",
        altText: "Chêne",
        description: "",
        fileName: "chene.jpg",
      },
    ];
    const res = await server.fetch(`/api/articles/${article.id}`, {
      method: "PATCH",
      cookie,
      json: { content: "Nouveau contenu", media, metaDescription: "Meta" },
    });
    expect(res.status).toBe(200);
    const patched = await json(res);
    expect(patched).toMatchObject({
      content: "Nouveau contenu",
      metaDescription: "Meta",
      excerpt: "Avant",
      title: article.title,
    });
    expect(patched.media).toEqual(media);

    const slug = uniqueSlug("patch");
    expect(
      (await json(await server.fetch(`/api/articles/${article.id}`, { method: "PATCH", cookie, json: { slug } }))).slug,
    ).toBe(slug);
    const taken = await create("articles");
    const clash = await server.fetch(`/api/articles/${article.id}`, {
      method: "PATCH",
      cookie,
      json: { slug: taken.slug },
    });
    expect(clash.status).toBe(409);
    const blank = await server.fetch(`/api/articles/${article.id}`, { method: "PATCH", cookie, json: { title: "" } });
    expect(blank.status).toBe(400);
    expect((await blank.json()).errors.title).toBe("Le titre est requis");
  });

  it("lets a renamed item's old slug be reused by another item", async () => {
    const first = await create("pages");
    const oldSlug = first.slug;
    await server.fetch(`/api/pages/${first.id}`, {
      method: "PUT",
      cookie,
      json: validBody("pages", { slug: uniqueSlug("p") }),
    });
    const second = await create("pages", { slug: oldSlug });
    expect(second.slug).toBe(oldSlug);
    const rows = await server.services()!.db.select().from(slugRedirects).where(eq(slugRedirects.oldSlug, oldSlug));
    expect(rows).toHaveLength(0);
  });

  it("keeps the back office's code out of public pages (separate route chunks)", async () => {
    for (const path of ["/", "/blog", "/services"]) {
      const html = await (await server.fetch(path)).text();
      const scripts = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(
        scripts.filter((s) => /admin|QueryClient|dashboard|editor|use-content/i.test(s)),
        path,
      ).toEqual([]);
    }
    const admin = await server.fetch("/admin", { cookie });
    expect(await admin.text()).toMatch(/\/assets\/admin-shell-[\w-]+\.js/);
    expect(admin.headers.get("x-robots-tag")).toContain("noindex");
  });
});
