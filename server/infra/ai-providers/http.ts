import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import { AiProviderError, aiMessages } from "./errors.ts";
import { createHttpClient } from "./http-client.ts";
import { documentFileName } from "./document-name.ts";
import {
  altTextPrompt,
  contentPrompt,
  documentPrompt,
  imagePrompt,
  narrationPrompt,
  seoPrompt,
  systemPrompt,
} from "./prompts.ts";
import { splitSuggestions, SuggestionsFilter } from "./suggestions.ts";
import type { AiProvider, GenerateOptions, MediaKind } from "./types.ts";
import { generateVideo } from "./video.ts";

type Chat = { role: "system" | "user"; content: string }[];

/** An OpenAI-compatible provider (OpenAI, Mistral, a self-hosted server…) configured by AI_* variables. */
export function createHttpProvider(config: Config, logger: Logger): AiProvider {
  const client = createHttpClient({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY ?? "",
    timeoutMs: config.AI_TIMEOUT_MS,
    logger: logger.child({ component: "ai-http" }),
  });
  const textModel = config.AI_TEXT_MODEL;

  const messages = (prompt: string): Chat => [
    { role: "system", content: systemPrompt() },
    { role: "user", content: prompt },
  ];

  async function chat(prompt: string, options: GenerateOptions & { json?: boolean } = {}): Promise<string> {
    const body: Record<string, unknown> = { model: textModel, messages: messages(prompt), temperature: 0.7 };
    if (options.json) body.response_format = { type: "json_object" };
    if (options.onDelta) {
      let text = "";
      await client.postStream(
        "/chat/completions",
        { ...body, stream: true },
        (data) => {
          let delta: unknown;
          try {
            delta = (JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] }).choices?.[0]?.delta
              ?.content;
          } catch {
            throw new AiProviderError("malformed");
          }
          if (typeof delta === "string" && delta) {
            text += delta;
            options.onDelta?.(delta);
          }
        },
        options.signal,
      );
      if (!text.trim()) throw new AiProviderError("malformed");
      return text;
    }
    const answer = (await client.postJson("/chat/completions", body, options.signal)) as {
      choices?: { message?: { content?: unknown } }[];
    } | null;
    const content = answer?.choices?.[0]?.message?.content;
    if (typeof content !== "string" || !content.trim()) throw new AiProviderError("malformed");
    return content;
  }

  const unavailable = (kind: MediaKind): string | null => {
    if (kind === "audio" && !config.AI_SPEECH_MODEL) return aiMessages.audio;
    if (kind === "video" && !config.AI_VIDEO_MODEL) return aiMessages.video;
    return null;
  };

  return {
    kind: "http",
    textProvider: textModel,
    unavailable,

    async generateContent(request, options = {}) {
      const filter = options.onDelta ? new SuggestionsFilter(options.onDelta) : null;
      const raw = await chat(contentPrompt(request), {
        signal: options.signal,
        onDelta: filter ? (d) => filter.push(d) : undefined,
      });
      filter?.end();
      const { content, suggestions } = splitSuggestions(raw);
      if (!content) throw new AiProviderError("malformed");
      return { content, suggestions, provider: textModel };
    },

    async draftDevisLines(input, options = {}) {
      const prompt = [
        "Tu prépares le brouillon d'un devis de menuiserie pour l'artisan, qui vérifiera chaque ligne.",
        `Type de projet : ${input.projectType}. Dimensions : ${input.dimensions || "non précisées"}.`,
        `Demande du client : ${input.description.slice(0, 2000)}`,
        'Réponds uniquement en JSON : {"lignes":[{"designation":"…","quantite":1,"unite":"u|m|m²|ml|forfait|h","prixUnitaireHT":123.45,"tva":20}]}',
        "De 2 à 6 lignes, prix HT en euros réalistes pour un artisan en Gironde, TVA 10 pour des travaux dans un logement de plus de 2 ans, sinon 20.",
      ].join("\n");
      const raw = await chat(prompt, { json: true, signal: options.signal });
      let parsed: { lignes?: unknown };
      try {
        parsed = JSON.parse(raw.replace(/^```(?:json)?\s*|\s*```$/g, "")) as typeof parsed;
      } catch {
        throw new AiProviderError("malformed");
      }
      if (!Array.isArray(parsed.lignes)) throw new AiProviderError("malformed");
      return { lines: parsed.lignes, provider: textModel };
    },

    async generateSeo(input, options = {}) {
      const raw = await chat(seoPrompt(input), { json: true, signal: options.signal });
      let parsed: { metaTitle?: unknown; metaDescription?: unknown };
      try {
        parsed = JSON.parse(raw.replace(/^```(?:json)?\s*|\s*```$/g, "")) as typeof parsed;
      } catch {
        throw new AiProviderError("malformed");
      }
      if (typeof parsed.metaTitle !== "string" || typeof parsed.metaDescription !== "string")
        throw new AiProviderError("malformed");
      return { metaTitle: parsed.metaTitle, metaDescription: parsed.metaDescription, provider: textModel };
    },

    async suggestAltText(input, options = {}) {
      const raw = await chat(altTextPrompt(input), { json: true, signal: options.signal });
      let parsed: { altText?: unknown };
      try {
        parsed = JSON.parse(raw.replace(/^```(?:json)?\s*|\s*```$/g, "")) as typeof parsed;
      } catch {
        throw new AiProviderError("malformed");
      }
      if (typeof parsed.altText !== "string") throw new AiProviderError("malformed");
      return { altText: parsed.altText, provider: textModel };
    },

    async generateImage({ prompt, style }, options = {}) {
      const model = config.AI_IMAGE_MODEL;
      const answer = (await client.postJson(
        "/images/generations",
        { model, prompt: imagePrompt(prompt, style), n: 1, size: "1024x1024" },
        options.signal,
      )) as { data?: { b64_json?: unknown; url?: unknown; revised_prompt?: unknown }[] } | null;
      const first = answer?.data?.[0];
      let data: Buffer;
      if (typeof first?.b64_json === "string" && first.b64_json) {
        data = Buffer.from(first.b64_json, "base64");
      } else if (typeof first?.url === "string" && /^https?:\/\//.test(first.url)) {
        data = (await client.binary(first.url, undefined, options.signal)).data;
      } else {
        throw new AiProviderError("malformed");
      }
      if (data.length < 16) throw new AiProviderError("malformed");
      return { data, ext: "", mimeType: "", description: prompt, fileName: "", provider: model };
    },

    async generateDocument({ prompt }, options = {}) {
      const text = await chat(documentPrompt(prompt), { signal: options.signal });
      const { buildDocumentPdf } = await import("./pdf.ts");
      const data = await buildDocumentPdf({ title: "Fiche projet", prompt, body: text, provider: textModel });
      return {
        data,
        ext: "pdf",
        mimeType: "application/pdf",
        description: prompt,
        fileName: documentFileName(prompt),
        provider: textModel,
      };
    },

    async generateAudio({ prompt }, options = {}) {
      const model = config.AI_SPEECH_MODEL;
      if (!model) throw new AiProviderError("unavailable", aiMessages.audio);
      const script = await chat(narrationPrompt(prompt), { signal: options.signal });
      const { data, contentType } = await client.binary(
        "/audio/speech",
        { model, input: script.slice(0, 4000), voice: "alloy", response_format: "mp3" },
        options.signal,
      );
      if (contentType && !/^audio\/|octet-stream/.test(contentType)) throw new AiProviderError("malformed");
      return {
        data,
        ext: "mp3",
        mimeType: "audio/mpeg",
        description: prompt,
        fileName: "narration.mp3",
        provider: model,
      };
    },

    async generateVideo({ prompt }, options = {}) {
      const model = config.AI_VIDEO_MODEL;
      if (!model) throw new AiProviderError("unavailable", aiMessages.video);
      const data = await generateVideo(client, {
        model,
        prompt: imagePrompt(prompt, "photorealistic"),
        timeoutMs: config.AI_TIMEOUT_MS,
        signal: options.signal,
      });
      return { data, ext: "mp4", mimeType: "video/mp4", description: prompt, fileName: "video.mp4", provider: model };
    },
  };
}
