import { AiProviderError, aiMessages } from "./errors.ts";
import type { HttpClient } from "./http-client.ts";

const POLL_MS = 5_000;

/**
 * Video through the OpenAI-style asynchronous API: create a job, poll it, download its MP4.
 * A render takes minutes, so the job gets ten times AI_TIMEOUT_MS in all (each call keeps its own timeout).
 */
export async function generateVideo(
  client: HttpClient,
  input: { model: string; prompt: string; timeoutMs: number; signal?: AbortSignal },
): Promise<Buffer> {
  let job: { id?: unknown; status?: unknown };
  try {
    job = (await client.postJson("/videos", { model: input.model, prompt: input.prompt }, input.signal)) as typeof job;
  } catch (err) {
    if (err instanceof AiProviderError && (err.upstreamStatus === 404 || err.upstreamStatus === 405)) {
      throw new AiProviderError("unavailable", aiMessages.videoNotOffered);
    }
    throw err;
  }
  if (typeof job?.id !== "string" || !/^[\w-]{1,200}$/.test(job.id)) throw new AiProviderError("malformed");
  const id = job.id;
  const deadline = Date.now() + input.timeoutMs * 10;
  let status = String(job.status ?? "queued");
  while (status !== "completed") {
    if (status === "failed" || status === "cancelled") throw new AiProviderError("refused");
    if (Date.now() > deadline) throw new AiProviderError("timeout");
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (input.signal?.aborted) throw new AiProviderError("timeout");
    const current = (await client.getJson(`/videos/${id}`, input.signal)) as { status?: unknown } | null;
    if (typeof current?.status !== "string") throw new AiProviderError("malformed");
    status = current.status;
  }
  const { data } = await client.binary(`/videos/${id}/content`, undefined, input.signal);
  return data;
}
