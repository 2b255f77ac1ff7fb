import type { Logger } from "#server/logger.ts";
import { AiProviderError, errorFromStatus } from "./errors.ts";
import { fetchPinned, resolvePublic, type PinnedAddress } from "./foreign-url.ts";

export interface HttpClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  logger: Logger;
}

/** Largest file a provider may send back (an image URL, a speech file, a video). */
const MAX_DOWNLOAD = 250 * 1024 * 1024;

/**
 * The OpenAI-compatible wire: JSON posts, binary answers and server-sent events, each bounded by
 * AI_TIMEOUT_MS (for streams: the longest silence between two chunks). The key only ever goes
 * into the Authorization header; it is never logged and is masked in the provider's messages.
 */
export function createHttpClient(options: HttpClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, "");
  const { apiKey, timeoutMs, logger } = options;

  const redact = (text: string) =>
    text
      .split(apiKey)
      .join("[clé masquée]")
      .replace(/\b(sk|key|api)[-_][A-Za-z0-9_*-]{6,}/gi, "[clé masquée]")
      .slice(0, 200);

  const baseUrl = new URL(`${base}/`);

  /**
   * The key goes only to the provider: same origin and a path under the base's path (compared
   * up to a `/`, so `https://llm.example.com.evil.net/x` or `/v1-evil/` never get it). Any other
   * URL (an image the provider points to) gets no key, no redirect, and must not resolve to a
   * private address, unless it is on the provider's own host (configured by the operator).
   */
  async function target(path: string): Promise<{ url: URL; own: boolean; pinned: PinnedAddress | null }> {
    let url: URL;
    try {
      url = /^https?:\/\//i.test(path) ? new URL(path) : new URL(`${base}${path}`);
    } catch {
      throw new AiProviderError("malformed");
    }
    const own = url.origin === baseUrl.origin && url.pathname.startsWith(baseUrl.pathname);
    if (own || url.hostname === baseUrl.hostname) return { url, own, pinned: null };
    // A foreign host: resolved once here, and fetched from that very address (no DNS rebinding).
    const pinned = await resolvePublic(url);
    if (!pinned) {
      logger.warn("ai provider url refused", { host: url.hostname });
      throw new AiProviderError("malformed");
    }
    return { url, own, pinned };
  }

  async function send(path: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
    const { url, own, pinned } = await target(path);
    let res: Response;
    try {
      const headers = {
        ...(own ? { Authorization: `Bearer ${apiKey}` } : {}),
        ...(init.headers as Record<string, string>),
      };
      res = pinned
        ? await fetchPinned(
            url,
            pinned,
            { method: init.method, headers, body: init.body as string | undefined },
            signal,
            MAX_DOWNLOAD,
          )
        : await fetch(url.href, { ...init, signal, headers, redirect: "error" });
    } catch (err) {
      throw translate(err, path);
    }
    if (!res.ok) {
      const text = await res.text().catch(() => "");
      let detail = "";
      try {
        const parsed = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
        const raw = typeof parsed.error === "string" ? parsed.error : (parsed.error?.message ?? parsed.message);
        if (typeof raw === "string") detail = redact(raw);
      } catch {
        /* not JSON: no detail */
      }
      logger.warn("ai provider refused", { path, status: res.status });
      throw errorFromStatus(res.status, detail, res.headers.get("retry-after"));
    }
    return res;
  }

  function translate(err: unknown, path: string): AiProviderError {
    if (err instanceof AiProviderError) return err;
    const name = (err as { name?: string })?.name;
    if (name === "TimeoutError" || name === "AbortError") {
      logger.warn("ai provider timeout", { path, timeoutMs });
      return new AiProviderError("timeout");
    }
    logger.warn("ai provider unreachable", { path, error: (err as Error)?.message });
    return new AiProviderError("outage");
  }

  const within = (signal?: AbortSignal) =>
    signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);

  const jsonInit = (body: unknown): RequestInit => ({
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });

  async function readJson(res: Response, path: string): Promise<unknown> {
    try {
      return await res.json();
    } catch (err) {
      if ((err as Error)?.name === "TimeoutError" || (err as Error)?.name === "AbortError") throw translate(err, path);
      throw new AiProviderError("malformed");
    }
  }

  async function readBinary(res: Response, path: string): Promise<Buffer> {
    const declared = Number(res.headers.get("content-length") ?? 0);
    if (declared > MAX_DOWNLOAD) throw new AiProviderError("malformed");
    try {
      const data = Buffer.from(await res.arrayBuffer());
      if (data.length === 0 || data.length > MAX_DOWNLOAD) throw new AiProviderError("malformed");
      return data;
    } catch (err) {
      throw translate(err, path);
    }
  }

  return {
    async postJson(path: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
      const s = within(signal);
      return readJson(await send(path, jsonInit(body), s), path);
    },

    async getJson(path: string, signal?: AbortSignal): Promise<unknown> {
      const s = within(signal);
      return readJson(await send(path, { method: "GET", headers: { Accept: "application/json" } }, s), path);
    },

    /** POST returning a file (speech), or GET of a file (an image URL, a video's content). */
    async binary(path: string, body?: unknown, signal?: AbortSignal): Promise<{ data: Buffer; contentType: string }> {
      const s = within(signal);
      const res = await send(path, body === undefined ? { method: "GET" } : jsonInit(body), s);
      return { data: await readBinary(res, path), contentType: res.headers.get("content-type") ?? "" };
    },

    /** POST with `stream: true`; calls `onEvent` with each `data:` payload until `[DONE]`. */
    async postStream(
      path: string,
      body: unknown,
      onEvent: (data: string) => void,
      signal?: AbortSignal,
    ): Promise<void> {
      const idle = new AbortController();
      let timer = setTimeout(() => idle.abort(new DOMException("idle", "TimeoutError")), timeoutMs);
      const reset = () => {
        clearTimeout(timer);
        timer = setTimeout(() => idle.abort(new DOMException("idle", "TimeoutError")), timeoutMs);
      };
      const s = signal ? AbortSignal.any([signal, idle.signal]) : idle.signal;
      try {
        const init = jsonInit(body);
        (init.headers as Record<string, string>).Accept = "text/event-stream";
        const res = await send(path, init, s);
        if (!res.body) throw new AiProviderError("malformed");
        const decoder = new TextDecoder();
        let buffer = "";
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          reset();
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf("\n")) >= 0) {
            const line = buffer.slice(0, end).replace(/\r$/, "");
            buffer = buffer.slice(end + 1);
            if (!line.startsWith("data:")) continue;
            const data = line.slice(5).trim();
            if (data === "[DONE]") return;
            if (data) onEvent(data);
          }
        }
      } catch (err) {
        throw translate(err, path);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
