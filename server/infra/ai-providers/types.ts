import type { GenerateContentInput, ImageStyle } from "#domain/ai.ts";

export type ContentRequest = GenerateContentInput;

export interface ContentResult {
  /** Markdown with ## headings, without the title. */
  content: string;
  suggestions: string[];
  /** 'hors-ligne' or the model's name. */
  provider: string;
}

export interface SeoResult {
  metaTitle: string;
  metaDescription: string;
  provider: string;
}

/** Raw bytes of a generated file; the media service re-encodes images and stores everything. */
export interface GeneratedFile {
  data: Buffer;
  /** Extension of the stored file for non-images (pdf, mp3, mp4…). */
  ext: string;
  mimeType: string;
  description: string;
  /** Alternative text of an image, when the provider can say what it shows. */
  altText?: string;
  fileName: string;
  provider: string;
}

export type MediaKind = "image" | "video" | "audio" | "document";

export interface GenerateOptions {
  /** Receives the text as it is written (streaming), when the caller wants it. */
  onDelta?: (text: string) => void;
  /** Aborted when the admin's request goes away. */
  signal?: AbortSignal;
}

/**
 * An AI provider: the OpenAI-compatible HTTP one, or the built-in offline one.
 * Every method throws an AiProviderError with a French message on failure.
 */
export interface AiProvider {
  readonly kind: "http" | "offline";
  /** Name shown with text results. */
  readonly textProvider: string;
  /** Null when the kind of media can be generated, or the French reason why not. */
  unavailable(kind: MediaKind): string | null;
  generateContent(request: ContentRequest, options?: GenerateOptions): Promise<ContentResult>;
  generateSeo(input: { title: string; content: string }, options?: GenerateOptions): Promise<SeoResult>;
  /**
   * Draft devis lines from a quote request (docs/devis.md): raw objects, checked by the caller.
   * Absent: the caller uses its own offline drafter.
   */
  draftDevisLines?(
    input: { projectType: string; description: string; dimensions: string },
    options?: GenerateOptions,
  ): Promise<{ lines: unknown[]; provider: string }>;
  /** A short alt text for an image, from what is known of it (its description, its file name). */
  suggestAltText(
    input: { description: string; fileName: string },
    options?: GenerateOptions,
  ): Promise<{ altText: string; provider: string }>;
  generateImage(input: { prompt: string; style: ImageStyle }, options?: GenerateOptions): Promise<GeneratedFile>;
  generateDocument(input: { prompt: string }, options?: GenerateOptions): Promise<GeneratedFile>;
  generateAudio(input: { prompt: string }, options?: GenerateOptions): Promise<GeneratedFile>;
  generateVideo(input: { prompt: string }, options?: GenerateOptions): Promise<GeneratedFile>;
}
