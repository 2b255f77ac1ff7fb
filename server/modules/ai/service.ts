import { OFFLINE_PROVIDER, type GenerateContentInput, type ImageStyle } from "#domain/ai.ts";
import { ALT_TEXT_MAX, suggestAltText } from "#domain/alt-text.ts";
import { excerptOf } from "#domain/text.ts";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import { createAiProvider } from "#server/infra/ai-providers/index.ts";
import { AiProviderError } from "#server/infra/ai-providers/errors.ts";
import { fitSeo } from "#server/infra/ai-providers/seo-limits.ts";
import type { AiProvider, GeneratedFile, GenerateOptions, MediaKind } from "#server/infra/ai-providers/types.ts";
import type { MediaRecord, MediaService } from "#server/modules/media/index.ts";

export interface GeneratedMedia extends MediaRecord {
  provider: string;
}

/**
 * AI assistance: texts, SEO, images and other media, through the configured provider. Generated
 * files go through the same media pipeline as uploads (re-encoded images, stored files, a row).
 */
export function createAiService(deps: { config: Config; logger: Logger; media: MediaService; provider?: AiProvider }) {
  const { config, media } = deps;
  const provider = deps.provider ?? createAiProvider(config, deps.logger);

  async function store(kind: MediaKind, file: GeneratedFile): Promise<GeneratedMedia> {
    const meta = {
      description: file.description,
      altText: file.altText,
      fileName: file.fileName,
      source: file.provider,
    };
    const saved =
      kind === "image"
        ? await media.saveImage(file.data, meta).catch((err) => {
            // An answer that is not an image is the provider's fault, not the admin's.
            if ((err as { status?: number }).status === 415) throw new AiProviderError("malformed");
            throw err;
          })
        : await media.saveFile(
            file.data,
            { type: kind, ext: file.ext, mimeType: file.mimeType, size: file.data.length },
            meta,
          );
    return { ...saved, provider: file.provider };
  }

  function ensureAvailable(kind: MediaKind) {
    const reason = provider.unavailable(kind);
    if (reason) throw new AiProviderError("unavailable", reason);
  }

  return {
    provider,

    /** What the assistant can do here, for the admin screens. */
    status() {
      const kinds: MediaKind[] = ["image", "video", "audio", "document"];
      return {
        provider: provider.textProvider,
        kind: provider.kind,
        imageProvider: provider.kind === "offline" ? provider.textProvider : config.AI_IMAGE_MODEL,
        unavailable: Object.fromEntries(kinds.map((k) => [k, provider.unavailable(k)])) as Record<
          MediaKind,
          string | null
        >,
      };
    },

    async generateContent(input: GenerateContentInput, options: GenerateOptions = {}) {
      const result = await provider.generateContent(input, options);
      return {
        content: result.content,
        suggestions: result.suggestions,
        excerpt: excerptOf(result.content, 20),
        provider: result.provider,
      };
    },

    /** An alt text from the provider, cut to ALT_TEXT_MAX; the offline suggestion when the provider fails. */
    async suggestAltText(input: { description: string; fileName: string }, options: GenerateOptions = {}) {
      try {
        const result = await provider.suggestAltText(input, options);
        const altText = result.altText
          .replace(/\s+/g, " ")
          .replace(/^["«\s]+|["»\s]+$/g, "")
          .trim();
        if (altText)
          return {
            altText: altText.length > ALT_TEXT_MAX ? suggestAltText(altText) : altText,
            provider: result.provider,
          };
      } catch (err) {
        deps.logger.warn("alt text suggestion failed", { err });
      }
      return { altText: suggestAltText(input.description, input.fileName), provider: OFFLINE_PROVIDER };
    },

    async generateSeo(input: { title: string; content: string }, options: GenerateOptions = {}) {
      const result = await provider.generateSeo(input, options);
      return { ...fitSeo(result, input.title, input.content), provider: result.provider };
    },

    async generateImage(
      input: { prompt: string; style: ImageStyle },
      options: GenerateOptions = {},
    ): Promise<GeneratedMedia> {
      return store("image", await provider.generateImage(input, options));
    },

    async generateMedia(
      input: { prompt: string; type: MediaKind; style: ImageStyle },
      options: GenerateOptions = {},
    ): Promise<GeneratedMedia> {
      ensureAvailable(input.type);
      switch (input.type) {
        case "image":
          return store("image", await provider.generateImage(input, options));
        case "document":
          return store("document", await provider.generateDocument(input, options));
        case "audio":
          return store("audio", await provider.generateAudio(input, options));
        case "video":
          return store("video", await provider.generateVideo(input, options));
      }
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
