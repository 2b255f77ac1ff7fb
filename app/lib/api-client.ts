/**
 * The admin's HTTP client (docs/product.md §7–§8): every request sends cookies, bodies are JSON, and a
 * non-OK answer raises an error whose message is `status: body` (or the status text when empty).
 * React Query's client is in query-client.ts: the login page loads this file without it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  /** The server's French `{ message }`, for toasts; falls back to the raw text. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === "string") return parsed.message;
    } catch {
      /* not JSON */
    }
    return this.body || this.message;
  }
}

/** Raises the ApiError of a non-OK answer (its body read as text). */
export async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, res.statusText, text);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const isForm = typeof FormData !== "undefined" && data instanceof FormData;
  const res = await fetch(url, {
    method,
    headers: data !== undefined && !isForm ? { "Content-Type": "application/json" } : {},
    body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  return (await res.json()) as T;
}

/** The field errors of a 400 answer ({ errors: { field: message } }), empty for any other error. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    return (JSON.parse(error.body) as { errors?: Record<string, string> }).errors ?? {};
  } catch {
    return {}; // not JSON
  }
}

/** Extracts a readable French message from any error, for toasts. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof Error) return error.message;
  return "Erreur inconnue";
}
