import { imageWidths } from "#domain/media.ts";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { drawingsDir as illustrationsDir } from "#server/illustrator/index.ts";
import { readAll } from "#server/infra/storage/s3.ts";
import type { Storage } from "#server/infra/storage/types.ts";

// Memory on a small server: one thread per image operation, no cache of decoded images.
sharp.concurrency(1);
sharp.cache(false);

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

/** Left/top of a `width`×`height` window inside `sw`×`sh` pixels, centred on the focal point (in %) as far as the edges allow. */
export function focalCrop(sw: number, sh: number, width: number, height: number, focalX: number, focalY: number) {
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)));
  return {
    left: clamp((focalX / 100) * sw - width / 2, sw - width),
    top: clamp((focalY / 100) * sh - height / 2, sh - height),
  };
}

/** A 1200×630 JPEG of the pixels, scaled to cover then cut around the focal point. */
export async function encodeOg(
  pixels: Buffer,
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
  focalX: number,
  focalY: number,
): Promise<Buffer> {
  const scale = Math.max(1200 / info.width, 630 / info.height);
  const sw = Math.max(1200, Math.round(info.width * scale));
  const sh = Math.max(630, Math.round(info.height * scale));
  const { left, top } = focalCrop(sw, sh, 1200, 630, focalX, focalY);
  return sharp(pixels, { raw: info })
    .resize(sw, sh, { fit: "fill" })
    .extract({ left, top, width: 1200, height: 630 })
    .flatten({ background: "#F6F1EA" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

export async function encodeVariant(
  pixels: Buffer,
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
  file: string,
): Promise<Buffer> {
  const [size, format] = file.split(".") as [string, string];
  const width = Math.min(Number(size), info.width);
  const pipeline = sharp(pixels, { raw: info }).resize({ width, withoutEnlargement: true });
  return (format === "avif" ? pipeline.avif({ quality: 55, effort: 2 }) : pipeline.webp({ quality: 78 })).toBuffer();
}

/** The decoded pixels an image's variants start from: its seed SVG, or the stored source WebP. */
export async function loadSource(storage: Storage, mediaId: string) {
  let input: Buffer;
  let density: number | undefined;
  if (mediaId.startsWith("seed-")) {
    input = await readFile(path.join(illustrationsDir, `${mediaId.slice("seed-".length)}.svg`));
    density = 144;
  } else {
    const stored = await storage.read(mediaId, SOURCE_FILE);
    if (!stored) throw new Error(`source missing: ${mediaId}/${SOURCE_FILE}`);
    input = await readAll(stored.body);
  }
  const { data, info } = await sharp(input, { density, limitInputPixels: 40_000_000 })
    .resize({ width: 1600, withoutEnlargement: !density })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, info: { width: info.width, height: info.height, channels: info.channels } };
}
