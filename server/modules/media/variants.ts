import { imageWidths } from "#domain/media.ts";
import path from "node:path";
import { drawingsDir as illustrationsDir } from "#server/illustrator/index.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { storedInput } from "./worker/input.ts";

export { imageWidths };
export const imageFormats = ["avif", "webp"] as const;
/** The Open Graph crop: 1200×630, around the focal point. */
export const OG_FILE = "og.jpg";
/** Every file of a finished image, in the order the queue produces them (what pages use most first). */
export const variantFiles: string[] = [
  ...imageWidths.map((w) => `${w}.webp`),
  OG_FILE,
  ...imageWidths.map((w) => `${w}.avif`),
];
/** The one variant stored synchronously at upload (metadata removed): the source of the others and the fallback. */
export const SOURCE_FILE = "1600.webp";

export { focalCrop } from "./worker/ops.ts";

/**
 * What an image's variants start from, for the image worker: its seed SVG (rendered at a density),
 * or the stored source WebP (its path on the disk, or its bytes from a bucket).
 */
export async function sourceInput(
  storage: Storage,
  mediaId: string,
): Promise<{ input: Uint8Array | string; density?: number }> {
  if (mediaId.startsWith("seed-"))
    return { input: path.join(illustrationsDir, `${mediaId.slice("seed-".length)}.svg`), density: 144 };
  const input = await storedInput(storage, mediaId, SOURCE_FILE);
  if (!input) throw new Error(`source missing: ${mediaId}/${SOURCE_FILE}`);
  return { input };
}
