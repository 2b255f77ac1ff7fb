import type { MediaType } from "#domain/schemas/content.ts";
import { ApiError } from "#app/lib/api-client.ts";
import type { MediaAnswer } from "#app/features/admin/data/ai-client.ts";

/**
 * POST /api/media/upload with XMLHttpRequest, whose upload.onprogress gives the progress bar
 * (fetch cannot). The `type` field goes first so the server applies its size limit while streaming.
 */
export function uploadMedia(
  file: File,
  type: MediaType,
  description: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<MediaAnswer> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append("type", type);
    form.append("description", description);
    form.append("file", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/media/upload");
    xhr.withCredentials = true;
    xhr.responseType = "text";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress((e.loaded / e.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as MediaAnswer);
        } catch {
          reject(new Error("Réponse du serveur illisible."));
        }
      } else reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new Error("La connexion a été interrompue pendant l'envoi."));
    xhr.onabort = () => reject(new Error("Envoi annulé."));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
