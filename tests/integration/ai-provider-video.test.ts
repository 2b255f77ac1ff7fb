import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "../fixtures/fake-openai.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { createHttpProvider } from "#server/infra/ai-providers/http.ts";

const KEY = "sk-test-0123456789abcdef-SECRET";

describe("OpenAI-compatible provider: video", () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake?.close();
  });
  const provider = () =>
    createHttpProvider(
      loadConfig({
        AI_API_KEY: KEY,
        AI_BASE_URL: fake.url,
        AI_VIDEO_MODEL: "modele-video-test",
        AI_TIMEOUT_MS: "1000",
      }),
      createLogger("silent"),
    );

  it("creates a job, follows it and downloads the MP4", async () => {
    const video = await provider().generateVideo({ prompt: "Visite de l'atelier" });
    expect(video).toMatchObject({ ext: "mp4", mimeType: "video/mp4", provider: "modele-video-test" });
    expect(video.data.subarray(4, 8).toString()).toBe("ftyp");
    expect(fake.requests.find((r) => r.path === "/videos")?.body?.model).toBe("modele-video-test");
  });

  it("says so when the provider has no video API", async () => {
    fake.videos = false;
    await expect(provider().generateVideo({ prompt: "Visite" })).rejects.toMatchObject({
      kind: "not-implemented",
      message: "Le fournisseur d'IA configuré ne propose pas la génération vidéo.",
    });
  });
});
