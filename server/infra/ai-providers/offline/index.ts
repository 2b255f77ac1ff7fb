import { OFFLINE_PROVIDER } from "#domain/ai.ts";
import { suggestAltText } from "#domain/alt-text.ts";
import { AiProviderError, aiMessages } from "../errors.ts";
import { documentFileName } from "../document-name.ts";
import { seoDescription, seoTitle } from "../seo-limits.ts";
import type { AiProvider } from "../types.ts";
import { projectSheet } from "./document.ts";
import { composeContent } from "./text.ts";

/** Pieces of the text sent one after the other, so the admin sees it appear like a streamed answer. */
function* chunks(text: string): Generator<string> {
  const parts = text.split(/(?<=\n\n)/);
  for (const part of parts) yield part;
}

/**
 * The built-in provider, used when AI_API_KEY is empty: French texts composed from the business
 * facts, illustrations drawn for the prompt, real PDF documents. It cannot speak or film: audio and
 * video say why instead of pretending.
 */
export function createOfflineProvider(): AiProvider {
  return {
    kind: "offline",
    textProvider: OFFLINE_PROVIDER,
    unavailable(kind) {
      if (kind === "audio") return aiMessages.audio;
      if (kind === "video") return aiMessages.video;
      return null;
    },
    async generateContent(request, options = {}) {
      const { content, suggestions } = composeContent(request);
      if (options.onDelta) for (const piece of chunks(content)) options.onDelta(piece);
      return { content, suggestions, provider: OFFLINE_PROVIDER };
    },
    async generateSeo({ title, content }) {
      return {
        metaTitle: seoTitle(title),
        metaDescription: seoDescription(title, content),
        provider: OFFLINE_PROVIDER,
      };
    },
    async suggestAltText({ description, fileName }) {
      return { altText: suggestAltText(description, fileName), provider: OFFLINE_PROVIDER };
    },
    async generateImage({ prompt, style }) {
      // The scene library and the PDF writer load on first use, not at every server start.
      const { renderIllustration } = await import("./image.ts");
      const { png, subject } = await renderIllustration(prompt, style);
      return {
        data: png,
        ext: "",
        mimeType: "image/png",
        description: prompt,
        altText: `Illustration : ${subject}`,
        fileName: "",
        provider: OFFLINE_PROVIDER,
      };
    },
    async generateDocument({ prompt }) {
      const { buildDocumentPdf } = await import("../pdf.ts");
      const data = await buildDocumentPdf({
        title: "Fiche projet",
        prompt,
        body: projectSheet(prompt),
        provider: OFFLINE_PROVIDER,
      });
      return {
        data,
        ext: "pdf",
        mimeType: "application/pdf",
        description: prompt,
        fileName: documentFileName(prompt),
        provider: OFFLINE_PROVIDER,
      };
    },
    async generateAudio() {
      throw new AiProviderError("unavailable", aiMessages.audio);
    },
    async generateVideo() {
      throw new AiProviderError("unavailable", aiMessages.video);
    },
  };
}
