import { useEffect, useState } from "react";
import type { ImageStyle } from "#domain/ai.ts";
import type { MediaItem, MediaType } from "#domain/schemas/content.ts";
import { ApiError, apiJson } from "#app/lib/api-client.ts";

/** What /api/ai/status says about the configured provider. */
export interface AiStatus {
  provider: string;
  kind: "http" | "offline";
  imageProvider: string;
  unavailable: Record<MediaType, string | null>;
}

export interface GeneratedContent {
  content: string;
  suggestions: string[];
  excerpt: string;
  provider: string;
}

/** A media as the API answers it (upload or generation). */
export interface MediaAnswer extends MediaItem {
  provider?: string;
  width?: number | null;
  height?: number | null;
  size?: number;
}

export interface ContentRequest {
  title: string;
  context: string;
  keywords: string[];
  tone: string;
  length: string;
  style: string;
  contentType: string;
  targetAudience: string;
}

let statusCache: Promise<AiStatus | null> | null = null;

/** The provider's status, fetched once per page load (null while unknown or on failure). */
export function useAiStatus(): AiStatus | null {
  const [status, setStatus] = useState<AiStatus | null>(null);
  useEffect(() => {
    statusCache ??= apiJson<AiStatus>("GET", "/api/ai/status").catch(() => {
      statusCache = null;
      return null;
    });
    let live = true;
    void statusCache.then((s) => live && setStatus(s));
    return () => {
      live = false;
    };
  }, []);
  return status;
}

/**
 * POST /api/ai/generate-content as server-sent events: `onDelta` receives the text as it is
 * written. A server that answers plain JSON (no streaming) works too.
 */
export async function generateContent(
  request: ContentRequest,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<GeneratedContent> {
  const res = await fetch("/api/ai/generate-content", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(request),
    signal,
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
  if (!(res.headers.get("content-type") ?? "").includes("text/event-stream") || !res.body) {
    return (await res.json()) as GeneratedContent;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null") as Record<string, unknown>;
      if (event === "delta") onDelta(String(data.text ?? ""));
      else if (event === "done") return data as unknown as GeneratedContent;
      else if (event === "error")
        throw new ApiError(Number(data.status ?? 500), "", JSON.stringify({ message: data.message }));
    }
  }
  throw new Error("La génération a été interrompue. Réessayez.");
}

export function generateImage(prompt: string, style: ImageStyle = "illustration"): Promise<MediaAnswer> {
  return apiJson<MediaAnswer>("POST", "/api/ai/generate-image", { prompt, style });
}

export function generateMedia(prompt: string, type: MediaType, style?: ImageStyle): Promise<MediaAnswer> {
  return apiJson<MediaAnswer>("POST", "/api/ai/generate-media", {
    prompt,
    type,
    ...(type === "image" ? { style } : {}),
  });
}

export function generateSeo(
  title: string,
  content: string,
): Promise<{ metaTitle: string; metaDescription: string; provider: string }> {
  return apiJson("POST", "/api/ai/generate-seo", { title, content });
}

/** The media item an editor keeps in its list. */
export function toMediaItem(answer: MediaAnswer): MediaItem {
  return {
    id: answer.id,
    url: answer.url,
    type: answer.type,
    description: answer.description ?? "",
    altText: answer.altText ?? answer.description ?? "",
    fileName: answer.fileName ?? "",
  };
}
