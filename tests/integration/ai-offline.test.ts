import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { excerptOf, stripMarkdown } from "#domain/text.ts";
import { media } from "#server/modules/media/schema.ts";
import { login, loginAsAdmin } from "../fixtures/auth.ts";
import { waitForMediaJobs } from "../fixtures/media-jobs.ts";
import { testDatabase } from "../fixtures/test-server.ts";
import { readSse } from "./sse.ts";
import { mediaSuiteServer } from "../fixtures/suite-server.ts";

const words = (markdown: string) => stripMarkdown(markdown).split(/\s+/).filter(Boolean).length;

describe(`AI endpoints with the offline provider (${testDatabase})`, () => {
  const server = mediaSuiteServer();
  let cookie: string;
  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
  }, 180_000);
  const post = (path: string, json: unknown, extra: { cookie?: string; headers?: Record<string, string> } = {}) =>
    server.fetch(path, { method: "POST", cookie: extra.cookie ?? cookie, headers: extra.headers, json });

  it("refuses visitors without a session", async () => {
    for (const path of [
      "/api/ai/generate-content",
      "/api/ai/generate-image",
      "/api/ai/generate-seo",
      "/api/ai/generate-media",
    ]) {
      const res = await post(path, { title: "x", context: "y", prompt: "z" }, { cookie: "atelier_session=nope" });
      expect(res.status).toBe(401);
    }
    expect((await server.fetch("/api/ai/status")).status).toBe(401);
  });

  it("says which provider answers and what it cannot do", async () => {
    const res = await server.fetch("/api/ai/status", { cookie });
    expect(await res.json()).toEqual({
      provider: "hors-ligne",
      kind: "offline",
      imageProvider: "hors-ligne",
      unavailable: {
        image: null,
        document: null,
        audio:
          "La génération audio n'est pas activée sur ce site : elle demande un service d'IA en ligne, que la personne qui a installé le site peut ajouter.",
        video:
          "La génération vidéo n'est pas activée sur ce site : elle demande un service d'IA en ligne, que la personne qui a installé le site peut ajouter.",
      },
    });
  });

  it("requires the title and the context", async () => {
    for (const body of [{}, { title: "Cuisine", context: "  " }, { title: "", context: "Une famille" }]) {
      const res = await post("/api/ai/generate-content", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: "Veuillez remplir le titre et le contexte",
        title: "Informations manquantes",
        // Every 400 has the same shape (decision 050): no field is singled out here.
        errors: {},
      });
    }
    const res = await post("/api/ai/generate-content", {
      title: "Cuisine",
      context: "Une famille",
      tone: "sarcastique",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Ton inconnu");
  });

  it("writes a French article of the asked length, with the keywords, suggestions and a 20-word excerpt of whole sentences", async () => {
    const res = await post("/api/ai/generate-content", {
      title: "Cuisine en chêne à Léognan",
      context: "Une cuisine ouverte avec îlot pour une famille",
      keywords: " chêne massif, ,îlot central ,",
      tone: "accessible",
      length: "moyen",
      style: "guide",
      contentType: "articles",
      targetAudience: "jeunes familles",
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.provider).toBe("hors-ligne");
    expect(words(body.content)).toBeGreaterThanOrEqual(800);
    expect(words(body.content)).toBeLessThanOrEqual(1200);
    expect(body.content).toContain("chêne massif");
    expect(body.content).toContain("îlot central");
    expect(body.content).toContain("## Étape 1");
    expect(body.content).toMatch(/\bvous\b/);
    expect(body.excerpt).toBe(excerptOf(body.content, 20));
    expect(body.excerpt).toMatch(/[.!?]$/);
    expect(body.suggestions.length).toBeGreaterThanOrEqual(3);
  });

  it("streams the offline text as server-sent events", async () => {
    const res = await post("/api/ai/generate-content?stream=1", {
      title: "Escalier",
      context: "Maison à étage",
      length: "court",
    });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const events = await readSse(res);
    const text = events
      .filter((e) => e.event === "delta")
      .map((e) => (e.data as { text: string }).text)
      .join("");
    const done = events.at(-1);
    expect(done?.event).toBe("done");
    expect((done?.data as { content: string }).content).toBe(text);
  });

  it("proposes an SEO title with the regional suffix and a description within 160 characters", async () => {
    const res = await post("/api/ai/generate-seo", {
      title: "Dressing en noyer",
      content: "## Le projet\n\nUn dressing sur mesure épouse la forme de la pièce. Nous le fabriquons à l'atelier.",
    });
    const body = await res.json();
    expect(body.metaTitle).toBe("Dressing en noyer | Menuiserie Saucats (33)");
    expect(body.metaDescription.length).toBeLessThanOrEqual(155);
    expect(body.metaDescription).toContain("Un dressing sur mesure");
  });

  it("draws an illustration for the prompt, stored as AVIF/WebP variants with a media row", async () => {
    const res = await post("/api/ai/generate-image", { prompt: "Cuisine en chêne avec îlot vert" });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      type: "image",
      provider: "hors-ligne",
      description: "Cuisine en chêne avec îlot vert",
      width: 1600,
      height: 1067,
    });
    expect(body.url).toBe(`/media/${body.id}/1200.webp`);
    expect(body.id).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    await waitForMediaJobs(server, [body.id]);
    for (const file of ["480.webp", "800.avif", "1600.webp"]) {
      const img = await server.fetch(`/media/${body.id}/${file}`);
      expect(img.status).toBe(200);
      expect((await sharp(Buffer.from(await img.arrayBuffer())).metadata()).width).toBe(Number(file.split(".")[0]));
    }
    const [row] = await server.services()!.db.select().from(media).where(eq(media.id, body.id));
    expect(row).toMatchObject({ type: "image", source: "hors-ligne", width: 1600 });
    expect(row?.files).toHaveLength(9);
  }, 120_000);

  it("generates media: an image needs a description, a document is a real PDF download, audio and video say why not", async () => {
    let res = await post("/api/ai/generate-media", { prompt: "  ", type: "image", style: "sketch" });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Veuillez décrire le média que vous souhaitez générer");

    res = await post("/api/ai/generate-media", { prompt: "Dressing en noyer pour une chambre", type: "document" });
    expect(res.status).toBe(201);
    const doc = await res.json();
    expect(doc.url).toMatch(/^\/media\/[a-z0-9-]+\/fiche-projet-dressing-en-noyer-pour-une-chambre\.pdf$/);
    expect(doc.description).toBe("Dressing en noyer pour une chambre");
    const file = await server.fetch(doc.url);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment/);
    const pdf = await PDFDocument.load(Buffer.from(await file.arrayBuffer()));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);

    for (const type of ["audio", "video"]) {
      res = await post("/api/ai/generate-media", { prompt: "Présentation de l'atelier", type });
      expect(res.status).toBe(501);
      // A French explanation for the artisan, no server variable name (those are in docs/deployment.md).
      const { message } = await res.json();
      expect(message).toContain("n'est pas activée sur ce site");
      expect(message).not.toMatch(/AI_[A-Z_]+/);
    }
  }, 120_000);

  it("limits the number of AI calls per session and address", async () => {
    const other = await login(server, "admin", "Copeaux-de-chene-2026");
    let last: Response | null = null;
    for (let i = 0; i < 61; i++)
      last = await post("/api/ai/generate-seo", { title: "Escalier", content: "" }, { cookie: other });
    // The session above shares the address and the account: the limit is per account and address.
    expect(last?.status).toBe(429);
    expect(last?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await last!.json()).message).toMatch(/^Trop de demandes en peu de temps : réessayez dans \d+ secondes\.$/);
  });
});
