import { eq, sql } from "drizzle-orm";
import { articles } from "#server/modules/content/schema.ts";
import type { ContentItem, RevisionSummaryJson } from "#server/modules/content/types.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { contentTypes, validBody, type ApiContentType } from "../fixtures/content.ts";
import { startTestServer, testDatabase, type TestServer } from "../fixtures/test-server.ts";

/** The admin API's answers, typed as the admin reads them (decision 050). */
type Item = ContentItem & Record<string, unknown>;
type RevisionSummary = RevisionSummaryJson;

const MINUTE = 60_000;

describe(`revisions, drafts, scheduling, previews (${testDatabase})`, () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    // A long scheduler interval: the test drives the ticks itself with a controlled clock.
    server = await startTestServer({ SCHEDULER_INTERVAL: "300", TEST_CLOCK: "true" });
    cookie = await loginAsAdmin(server);
  });
  /** The server before the restart of the last test (its data is removed after the second stops). */
  let first: TestServer | null = null;
  afterAll(async () => {
    await server?.stop();
    await first?.stop();
  });

  const json = async <T = Item>(res: Response): Promise<T> => (await res.json()) as T;
  const api = (path: string, init: Parameters<TestServer["fetch"]>[1] = {}) => server.fetch(path, { cookie, ...init });
  const create = async (type: ApiContentType, overrides: Record<string, unknown> = {}) => {
    const res = await api(`/api/${type}`, { method: "POST", json: validBody(type, overrides) });
    expect(res.status).toBe(201);
    return json(res);
  };
  const services = () => server.services()!;

  it("a published article's autosaved draft stays private until published; every save is a revision", async () => {
    const body = validBody("articles", { isPublished: true, content: "Texte un." });
    const created = await json(await api("/api/articles", { method: "POST", json: body }));
    expect(created.isPublished).toBe(true);

    // Autosave: the draft is stored, the public answer and page keep the published text.
    let res = await api(`/api/articles/${created.id}/draft`, {
      method: "PUT",
      json: { ...body, content: "Texte deux, pas encore publié.", version: created.version },
    });
    expect(res.status).toBe(200);
    const saved = await json<{ version: number }>(res);
    expect(saved.version).toBe(created.version + 1);
    const anon = await json(await server.fetch(`/api/articles/${created.id}`));
    expect(anon.content).toBe("Texte un.");
    expect(anon.draft).toBeUndefined();
    expect(await (await server.fetch(`/blog/${created.slug}`)).text()).not.toContain("Texte deux");
    const admin = await json(await api(`/api/articles/${created.id}`));
    expect(admin.draft).toMatchObject({ content: "Texte deux, pas encore publié." });

    // A second tab still on the first version is refused, nothing is overwritten.
    res = await api(`/api/articles/${created.id}`, {
      method: "PUT",
      json: { ...body, content: "Onglet périmé", version: created.version },
    });
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toMatch(/^Ce contenu a été modifié ailleurs…/);

    // Publishing (PUT with the switch on) makes it public and drops the draft.
    res = await api(`/api/articles/${created.id}`, {
      method: "PUT",
      json: { ...body, content: "Texte deux, publié.", version: saved.version },
    });
    expect(res.status).toBe(200);
    expect(await (await server.fetch(`/blog/${created.slug}`)).text()).toContain("Texte deux, publié.");
    expect((await json(await api(`/api/articles/${created.id}`))).draft).toBeNull();

    const list = await json<RevisionSummary[]>(await api(`/api/articles/${created.id}/revisions`));
    expect(list.map((r) => r.kind)).toEqual(["publish", "autosave", "publish"]);
    expect(list[0].authorName).toBe("admin");
    expect((await server.fetch(`/api/articles/${created.id}/revisions`)).status).toBe(401);

    // Restore the first: it becomes the draft (the public page keeps the published text), listed as 'restore'.
    const first = list[list.length - 1];
    const detail = await json<{ data: { content: string } }>(
      await api(`/api/articles/${created.id}/revisions/${first.id}`),
    );
    expect(detail.data.content).toBe("Texte un.");
    res = await api(`/api/articles/${created.id}/revisions/${first.id}/restore`, { method: "POST", json: {} });
    expect(res.status).toBe(200);
    expect((await json(res)).draft).toMatchObject({ content: "Texte un." });
    expect(await (await server.fetch(`/blog/${created.slug}`)).text()).toContain("Texte deux, publié.");
    const after = await json<RevisionSummary[]>(await api(`/api/articles/${created.id}/revisions`));
    expect(after[0].kind).toBe("restore");
    expect(after).toHaveLength(4);

    const missing = await api(`/api/articles/${created.id}/revisions/999999`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Version introuvable" });
  });

  it("the dashboard's PATCH isPublished still toggles at once", async () => {
    const created = await create("services");
    const res = await api(`/api/services/${created.id}`, { method: "PATCH", json: { isPublished: true } });
    expect((await json(res)).isPublished).toBe(true);
    expect((await server.fetch(`/api/services/${created.id}`)).status).toBe(200);
  });

  it.each(contentTypes)(
    "%s: isPublished with a future publishedAt schedules; the scheduler publishes once at that minute",
    async (type) => {
      const at = new Date(services().clock.now().getTime() + 2 * MINUTE);
      const created = await create(type, { isPublished: true, publishedAt: at.toISOString() });
      expect(created).toMatchObject({
        isPublished: false,
        status: "scheduled",
        publishedAt: at.toISOString(),
        publishAt: at.toISOString(),
      });
      expect((await server.fetch(`/api/${type}/${created.id}`)).status).toBe(404);

      expect(await services().admin.runScheduled(new Date(at.getTime() - 1000))).toBe(0);
      expect((await server.fetch(`/api/${type}/${created.id}`)).status).toBe(404);
      // At the minute: public, once; a second run finds nothing.
      expect(await services().admin.runScheduled(at)).toBeGreaterThanOrEqual(1);
      const pub = await json(await server.fetch(`/api/${type}/${created.id}`));
      expect(pub).toMatchObject({ isPublished: true, publishedAt: at.toISOString(), publishAt: null });
      expect(await services().admin.runScheduled(at)).toBe(0);
      const revisions = await json<RevisionSummary[]>(await api(`/api/${type}/${created.id}/revisions`));
      expect(revisions.map((r) => r.kind)).toEqual(["publish", "schedule"]);
    },
  );

  it("a scheduled article appears on /blog, the sitemap and the RSS when the clock reaches it (scheduler timer, no request)", async () => {
    const at = new Date(services().clock.now().getTime() + 2 * MINUTE);
    const created = await create("articles", {
      isPublished: true,
      publishedAt: at.toISOString(),
      title: "Article programmé du test",
    });
    const visible = async () => [
      (await (await server.fetch("/blog")).text()).includes("Article programmé du test"),
      (await (await server.fetch("/sitemap.xml")).text()).includes(`/blog/${created.slug}`),
      (await (await server.fetch("/blog/rss.xml")).text()).includes(`/blog/${created.slug}`),
    ];
    expect(await visible()).toEqual([false, false, false]);
    let res = await api("/api/test/clock", { method: "POST", json: { advanceMs: 2 * MINUTE + 1000 } });
    expect(res.status).toBe(200);
    await services().scheduler.tick();
    expect(await visible()).toEqual([true, true, true]);
    res = await server.fetch("/api/test/clock", { method: "POST", json: { advanceMs: 1 } });
    expect(res.status).toBe(401);
  });

  it("scheduled unpublication", async () => {
    const created = await create("pages", { isPublished: true });
    const at = new Date(services().clock.now().getTime() + MINUTE);
    const res = await api(`/api/pages/${created.id}`, { method: "PATCH", json: { unpublishAt: at.toISOString() } });
    expect(res.status).toBe(200);
    expect(await services().admin.runScheduled(new Date(at.getTime() - 1))).toBe(0);
    expect(await services().admin.runScheduled(at)).toBe(1);
    expect((await server.fetch(`/api/pages/${created.id}`)).status).toBe(404);
  });

  it("a published item scheduled with new text keeps its public text until the time, then shows the new one", async () => {
    const body = validBody("pages", { isPublished: true, content: "Ancien texte." });
    const created = await json(await api("/api/pages", { method: "POST", json: body }));
    const at = new Date(services().clock.now().getTime() + MINUTE);
    const res = await api(`/api/pages/${created.id}`, {
      method: "PUT",
      json: { ...body, content: "Nouveau texte programmé.", publishedAt: at.toISOString() },
    });
    expect(await json(res)).toMatchObject({ isPublished: true, content: "Ancien texte.", publishAt: at.toISOString() });
    expect((await json(await server.fetch(`/api/pages/${created.id}`))).content).toBe("Ancien texte.");
    await services().admin.runScheduled(at);
    expect((await json(await server.fetch(`/api/pages/${created.id}`))).content).toBe("Nouveau texte programmé.");
  });

  it("keeps REVISIONS_KEEP revisions per item, never pruning the published one", async () => {
    const revisions = services().revisions;
    const body = validBody("pages", { isPublished: true });
    const created = await json(await api("/api/pages", { method: "POST", json: body }));
    await services().db.transaction(async (tx) => {
      for (let i = 0; i < revisions.keep + 5; i++) {
        await revisions.record(tx, {
          contentType: "pages",
          itemId: created.id,
          kind: "manual",
          authorId: null,
          published: false,
          data: { ...body, content: `version ${i}` },
        });
      }
    });
    const list = await json<RevisionSummary[]>(await api(`/api/pages/${created.id}/revisions`));
    expect(list).toHaveLength(revisions.keep + 1);
    expect(list[list.length - 1]).toMatchObject({ number: 1, kind: "publish" });
  });

  it("a shared preview link shows the draft to anyone, uncached and noindex, until revoked", async () => {
    const created = await create("portfolio", { title: "Projet secret du client" });
    expect((await server.fetch(`/realisation/${created.id}`)).status).toBe(404);
    let res = await api(`/api/portfolio/${created.id}/preview-links`, { method: "POST", json: {} });
    expect(res.status).toBe(201);
    const link = await json<{ id: number; path: string; expiresAt: string }>(res);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const page = await server.fetch(link.path);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    const html = await page.text();
    expect(html).toContain("Projet secret du client");
    expect(html).toContain('content="noindex');

    res = await api(`/api/portfolio/${created.id}/preview-links/${link.id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    const revoked = await server.fetch(link.path);
    expect(revoked.status).toBe(410);
    expect(await revoked.text()).toContain("Ce lien d'aperçu n'est plus valide");
    expect((await server.fetch("/apercu/lien/abc")).status).toBe(404);
  });

  it("measures revision storage per save", async () => {
    // A realistic article: ~5,000 characters of varied French words (compression must not flatter the figure).
    const words = [
      "chêne",
      "menuiserie",
      "escalier",
      "placard",
      "atelier",
      "vernis",
      "noyer",
      "dressing",
      "pose",
      "sur",
      "mesure",
      "bois",
      "massif",
      "finition",
      "huile",
      "Saucats",
      "Gironde",
      "cuisine",
      "plan",
      "travail",
    ];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const text = Array.from({ length: 700 }, () => words[Math.floor(random() * words.length)]).join(" ");
    const body = validBody("articles", { content: text });
    const created = await json(await api("/api/articles", { method: "POST", json: body }));
    let version = created.version;
    const saves = 20;
    for (let i = 0; i < saves; i++) {
      const res = await api(`/api/articles/${created.id}`, {
        method: "PUT",
        json: { ...body, title: `Titre ${i}`, version },
      });
      version = (await json(res)).version;
    }
    const bytes = await services().revisions.storedBytes(services().db, "articles", [created.id]);
    const result = (await services().db.execute(
      sql`select count(*)::int as n from content_revisions where item_id = ${created.id} and content_type = 'articles'`,
    )) as unknown as { rows: { n: number }[] };
    const n = result.rows[0].n;
    console.info(
      `[mesure] ${n} révisions, ${bytes} octets (pg_column_size), ${Math.round(bytes / n)} octets par enregistrement d'un article de ${String(body.content).length} caractères`,
    );
    expect(n).toBe(saves + 1);
  });

  // Last: restarts the server.
  it("a server that was down at the scheduled time publishes on start", async () => {
    const at = new Date(services().clock.now().getTime() + 5 * MINUTE);
    const created = await create("articles", { isPublished: true, publishedAt: at.toISOString() });
    // The time passes while the server is down.
    await services()
      .db.update(articles)
      .set({ publishAt: new Date(Date.now() - MINUTE) })
      .where(eq(articles.id, created.id));
    const { dataDir, databaseUrl } = server;
    first = server;
    await server.close();
    server = await startTestServer({ SCHEDULER_INTERVAL: "300" }, { dataDir, databaseUrl: databaseUrl ?? null });
    await expect
      .poll(async () => (await server.fetch(`/api/articles/${created.id}`)).status, { timeout: 10_000 })
      .toBe(200);
  });
});
