import sharp, { type Metadata } from "sharp";
import { imageGate } from "./image-gate.ts";
import { MediaError } from "./detect.ts";
import { imageWidths } from "./variants.ts";

export interface ImageSource {
  width: number;
  height: number;
  /** The largest WebP variant (1600 px at most): what the queue derives every other variant from. */
  data: Buffer;
}

/** Decoding limits: a decompression bomb is refused before it fills the memory. */
const inputOptions = { limitInputPixels: 40_000_000, failOn: "error" as const, animated: false };

/**
 * Re-encodes a received image once, at upload, into its source WebP (1600 px at most): oriented by
 * its EXIF first, then every metadata (EXIF, GPS, XMP, ICC profile) is left behind — sharp writes
 * none unless asked — so the original bytes are never stored. The other widths and formats are
 * produced by the media queue (media-jobs.ts). Never enlarged.
 */
export function encodeImageSource(input: Buffer | string): Promise<ImageSource> {
  // An administrator waits for it: before the queue's waiting work, with the visitors' uploads.
  return imageGate.run(() => encode(input), "high");
}

async function encode(input: Buffer | string): Promise<ImageSource> {
  let meta: Metadata;
  try {
    meta = await sharp(input, inputOptions).metadata();
  } catch {
    throw new MediaError("unsupported", "Image illisible ou endommagée.");
  }
  if (!meta.width || !meta.height) throw new MediaError("unsupported", "Image illisible ou endommagée.");
  const swap = (meta.orientation ?? 1) >= 5;
  const originalWidth = swap ? meta.height : meta.width;
  const originalHeight = swap ? meta.width : meta.height;
  const largest = Math.min(originalWidth, imageWidths[imageWidths.length - 1] as number);
  try {
    const data = await sharp(input, inputOptions)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { width: largest, height: Math.round((originalHeight * largest) / originalWidth), data };
  } catch {
    throw new MediaError("unsupported", "Image illisible ou endommagée.");
  }
}
