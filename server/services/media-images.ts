import sharp, { type Metadata } from "sharp";
import { imageFormats, imageWidths } from "./seed-images.ts";
import { MediaError } from "./media-detect.ts";

export interface ImageVariants {
  width: number;
  height: number;
  files: { file: string; data: Buffer }[];
}

/** Decoding limits: a decompression bomb is refused before it fills the memory. */
const inputOptions = { limitInputPixels: 40_000_000, failOn: "error" as const, animated: false };

/**
 * Re-encodes an image into the responsive variants the site serves: AVIF and WebP at
 * 480/800/1200/1600 px. Oriented by its EXIF first, then every metadata (EXIF, GPS, XMP, ICC
 * profile) is left behind: sharp writes none unless asked. Never enlarged: the widths above the
 * original get the original's size, so every srcset entry exists.
 */
export async function encodeImageVariants(input: Buffer | string): Promise<ImageVariants> {
  let meta: Metadata;
  try {
    meta = await sharp(input, inputOptions).metadata();
  } catch {
    throw new MediaError(415, "Image illisible ou endommagée.");
  }
  if (!meta.width || !meta.height) throw new MediaError(415, "Image illisible ou endommagée.");
  const swap = (meta.orientation ?? 1) >= 5;
  const originalWidth = swap ? meta.height : meta.width;
  const originalHeight = swap ? meta.width : meta.height;

  const largest = Math.min(originalWidth, imageWidths[imageWidths.length - 1] as number);
  const files: { file: string; data: Buffer }[] = [];
  const encoded = new Map<string, Buffer>();
  try {
    // Decoded, oriented and reduced once; every variant starts from these pixels. AVIF effort 1:
    // the admin waits for the upload, and higher efforts cost several times the time for ~15 % of size.
    const { data: pixels, info } = await sharp(input, inputOptions).rotate().resize({ width: largest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    for (const target of imageWidths) {
      const width = Math.min(target, largest);
      for (const format of imageFormats) {
        const key = `${width}.${format}`;
        let data = encoded.get(key);
        if (!data) {
          const pipeline = sharp(pixels, raw).resize({ width, withoutEnlargement: true });
          data = await (format === "avif" ? pipeline.avif({ quality: 55, effort: 1 }) : pipeline.webp({ quality: 78 })).toBuffer();
          encoded.set(key, data);
        }
        files.push({ file: `${target}.${format}`, data });
      }
    }
  } catch {
    throw new MediaError(415, "Image illisible ou endommagée.");
  }
  return { width: largest, height: Math.round((originalHeight * largest) / originalWidth), files };
}
