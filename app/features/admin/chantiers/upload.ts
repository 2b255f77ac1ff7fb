import { apiJson } from "#app/lib/api-client.ts";
import type { ChantierPhotoView } from "./types.ts";

/**
 * Sends one photo of a chantier: POST /api/chantiers/:id/photos (multipart `file`, `clientKey`,
 * `takenAt`). The ONE place the admin uploads a chantier photo: the offline queue replaces this
 * call (same contract: a re-sent clientKey answers the photo already stored).
 */
export function uploadChantierPhoto(
  chantierId: number,
  file: File,
  clientKey: string = crypto.randomUUID(),
  takenAt: Date = new Date(),
): Promise<ChantierPhotoView> {
  const form = new FormData();
  form.append("clientKey", clientKey);
  form.append("takenAt", takenAt.toISOString());
  form.append("file", file);
  return apiJson<ChantierPhotoView>("POST", `/api/chantiers/${chantierId}/photos`, form);
}
