import sharp from "sharp";
import { excerptOf } from "#domain/text.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { startFakeOpenAi, type FakeOpenAi } from "../fixtures/fake-openai.ts";
import { startTestServer, testDatabase, type TestServer } from "../fixtures/test-server.ts";
import { readSse } from "./sse.ts";

const KEY = "sk-test-0123456789abcdef-SECRET";
const article = `# Un titre à retirer

## Pourquoi un escalier en chêne ?

Le chêne massif résiste au passage et se rénove. Vous choisissez la forme selon la trémie [dimensions à vérifier].

## La pose

Nous posons l'escalier nous-mêmes.
---SUGGESTIONS---
- Vérifier les dimensions de la trémie
- Ajouter une photo du chantier
`;

describe(`OpenAI-compatible provider (${testDatabase})`, () => {
  let fake: FakeOpenAi;
  let server: TestServer;
  let cookie: string;
  const logs: string[] = [];
  const writes = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.article = article;
    fake.image = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: "#c8a27a" } })
      .png()
      .toBuffer();
    // Every log line of the server is kept to check the key never appears in it.
    const capture = (chunk: unknown) => {
      logs.push(String(chunk));
      return true;
    };
    process.stdout.write = capture as typeof process.stdout.write;
    process.stderr.write = capture as typeof process.stderr.write;
    server = await startTestServer({
      AI_API_KEY: KEY,
      AI_BASE_URL: fake.url,
      AI_TEXT_MODEL: "modele-texte-test",
      AI_IMAGE_MODEL: "modele-image-test",
      AI_SPEECH_MODEL: "modele-voix-test",
      AI_TIMEOUT_MS: "1000",
      LOG_LEVEL: "debug",
    });
    cookie = await loginAsAdmin(server);
  }, 180_000);
  afterAll(async () => {
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
    await server?.stop();
    await fake?.close();
  });
  beforeEach(() => {
    fake.mode = "ok";
    fake.requests.length = 0;
  });

  const generate = (headers: Record<string, string> = {}) =>
    server.fetch("/api/ai/generate-content", {
      method: "POST",
      cookie,
      headers,
      json: {
        title: "Escalier en chêne",
        context: "Maison à étage à Saucats",
        keywords: "chêne massif, trémie",
        length: "court",
      },
    });

  it("generates text with the model, the key in the header and a French joinery prompt", async () => {
    const res = await generate();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.provider).toBe("modele-texte-test");
    expect(body.content).toMatch(/^## Pourquoi un escalier en chêne \?/);
    expect(body.content).not.toContain("SUGGESTIONS");
    expect(body.suggestions).toEqual(["Vérifier les dimensions de la trémie", "Ajouter une photo du chantier"]);
    // About 20 words, never cut inside a sentence.
    expect(body.excerpt).toBe(excerptOf(body.content, 20));
    expect(body.excerpt).toBe("Pourquoi un escalier en chêne ? Le chêne massif résiste au passage et se rénove.");
    const call = fake.requests.find((r) => r.path === "/chat/completions");
    expect(call?.authorization).toBe(`Bearer ${KEY}`);
    expect(call?.body?.model).toBe("modele-texte-test");
    const prompt = JSON.stringify(call?.body?.messages);
    expect(prompt).toContain("vouvoyant");
    expect(prompt).toContain("Saucats");
    expect(prompt).toContain("N'inventez aucun chiffre");
    expect(prompt).toContain("« chêne massif »");
    expect(prompt).toContain("entre 300 et 500 mots");
  });

  it("streams the text as server-sent events, without the suggestions", async () => {
    const res = await generate({ Accept: "text/event-stream" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const events = await readSse(res);
    const deltas = events.filter((e) => e.event === "delta").map((e) => (e.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(3);
    const done = events.find((e) => e.event === "done")?.data as {
      content: string;
      suggestions: string[];
      provider: string;
    };
    expect(done.provider).toBe("modele-texte-test");
    expect(done.suggestions).toHaveLength(2);
    expect(deltas.join("")).not.toContain("SUGGESTIONS");
    expect(deltas.join("")).toContain("Nous posons l'escalier nous-mêmes.");
    expect(fake.requests[0]?.body?.stream).toBe(true);
  });

  it("answers a refused key with a French message that does not leak the key", async () => {
    fake.mode = "401";
    for (const headers of [{}, { Accept: "text/event-stream" }] as Record<string, string>[]) {
      const res = await generate(headers);
      expect(res.status).toBe(502);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ message: "La clé d'API du fournisseur d'IA est refusée." });
      expect(text).not.toContain("0123456789");
    }
  });

  it("passes the provider's rate limit on with a delay", async () => {
    fake.mode = "429";
    const res = await generate();
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("7");
    expect((await res.json()).message).toBe("Le fournisseur d'IA limite les requêtes : réessayez dans un instant.");
  });

  it("gives up after AI_TIMEOUT_MS when the provider never answers", async () => {
    fake.mode = "hang";
    const started = Date.now();
    const res = await generate();
    expect(res.status).toBe(504);
    expect((await res.json()).message).toBe("Le fournisseur d'IA ne répond pas. Réessayez plus tard.");
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it("reports a stream that stops halfway as an error event", async () => {
    fake.mode = "stream-hang";
    const res = await generate({ Accept: "text/event-stream" });
    const events = await readSse(res);
    expect(events.some((e) => e.event === "delta")).toBe(true);
    expect(events.at(-1)).toEqual({
      event: "error",
      data: { status: 504, message: "Le fournisseur d'IA ne répond pas. Réessayez plus tard." },
    });
  });

  it("answers outages and malformed answers in French", async () => {
    fake.mode = "500";
    let res = await generate();
    expect(res.status).toBe(502);
    expect((await res.json()).message).toBe("Le fournisseur d'IA ne répond pas. Réessayez plus tard.");
    fake.mode = "reset";
    res = await generate();
    expect(res.status).toBe(502);
    expect((await res.json()).message).toBe("Le fournisseur d'IA ne répond pas. Réessayez plus tard.");
    fake.mode = "malformed";
    res = await generate();
    expect(res.status).toBe(502);
    expect((await res.json()).message).toBe("Le fournisseur d'IA a renvoyé une réponse inattendue. Réessayez.");
    res = await server.fetch("/api/ai/generate-image", { method: "POST", cookie, json: { prompt: "Cuisine" } });
    expect(res.status).toBe(502);
  });

  it("keeps the model's SEO within the limits, with the regional suffix", async () => {
    const res = await server.fetch("/api/ai/generate-seo", {
      method: "POST",
      cookie,
      json: { title: "Escaliers", content: "## Escaliers\n\nTexte." },
    });
    const body = await res.json();
    expect(body.metaTitle.length).toBeLessThanOrEqual(60);
    expect(body.metaTitle).toMatch(/Saucats/);
    expect(body.metaDescription.length).toBeLessThanOrEqual(155);
    expect(body.provider).toBe("modele-texte-test");
  });

  it("suggests an image's alt text with the model, and the offline suggestion when the model fails", async () => {
    const upload = new FormData();
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#8a5a3b" } })
      .png()
      .toBuffer();
    upload.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "escalier.png");
    upload.set("type", "image");
    const uploaded = await server.fetch("/api/media/upload", { method: "POST", cookie, body: upload });
    expect(uploaded.status).toBe(201);
    const id = String((await uploaded.json()).url).split("/")[2];
    const suggest = () => server.fetch(`/api/media/${id}/suggest-alt`, { method: "POST", cookie, json: {} });

    let res = await suggest();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      altText: "Escalier quart tournant en chêne clair, vu depuis l'entrée",
      provider: "modele-texte-test",
    });
    const prompt = JSON.stringify(fake.requests.at(-1)?.body ?? {});
    expect(prompt).toContain("texte alternatif");

    fake.mode = "500";
    res = await suggest();
    expect(res.status).toBe(200);
    const offline = await res.json();
    expect(offline.provider).toBe("hors-ligne");
  });

  it("stores generated images, whether sent as base64 or as a URL", async () => {
    for (const as of ["b64_json", "url"] as const) {
      fake.imageAs = as;
      const res = await server.fetch("/api/ai/generate-image", {
        method: "POST",
        cookie,
        json: { prompt: "Cuisine en chêne" },
      });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.url).toMatch(/^\/media\/\d+-[a-f0-9]{6}\/1200\.webp$/);
      expect(body.provider).toBe("modele-image-test");
      const img = await server.fetch(body.url);
      expect(img.headers.get("content-type")).toBe("image/webp");
      expect((await sharp(Buffer.from(await img.arrayBuffer())).metadata()).width).toBe(1024);
    }
    const call = fake.requests.find((r) => r.path === "/images/generations");
    expect(call?.body?.model).toBe("modele-image-test");
  }, 120_000);

  it("speaks through the speech model; video needs AI_VIDEO_MODEL", async () => {
    const res = await server.fetch("/api/ai/generate-media", {
      method: "POST",
      cookie,
      json: { prompt: "Présentation de l'atelier", type: "audio" },
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.url).toMatch(/\.mp3$/);
    const file = await server.fetch(body.url);
    expect(file.headers.get("content-type")).toBe("audio/mpeg");
    expect(fake.requests.find((r) => r.path === "/audio/speech")?.body?.model).toBe("modele-voix-test");
    const video = await server.fetch("/api/ai/generate-media", {
      method: "POST",
      cookie,
      json: { prompt: "Visite", type: "video" },
    });
    expect(video.status).toBe(501);
    expect((await video.json()).message).toBe(
      "La génération vidéo n'est pas activée sur ce site : elle demande un service d'IA en ligne, que la personne qui a installé le site peut ajouter.",
    );
  });

  it("never writes the key in the logs", () => {
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join("\n")).toContain("ai provider");
    expect(logs.join("\n")).not.toContain("0123456789abcdef");
  });
});
