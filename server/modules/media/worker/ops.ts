import sharp from "sharp";

/** What the image worker can do (docs/decisions/043…): pure functions from bytes to bytes. */
export interface PhotoOptions {
  /** Longest side of the stored photo (never enlarged). */
  maxSide: number;
  /** Longest side of its WebP thumbnail. */
  thumbSide: number;
  /** Keep PNG (plans, screenshots) instead of JPEG. */
  png: boolean;
}

export interface PhotoResult {
  data: Uint8Array;
  thumb: Uint8Array;
  width: number;
  height: number;
}

/** A decompression bomb is refused before it fills the memory. */
export const MAX_INPUT_PIXELS = 100_000_000;

/**
 * A visitor's photo, decoded once: shrunk while it decodes (JPEG shrink-on-load) to `maxSide`,
 * oriented, then the stored photo and its thumbnail are both encoded from these raw pixels. Raw
 * pixels carry no metadata and sharp writes none unless asked: EXIF and GPS cannot pass.
 * `input` is the file's bytes, or its path (read by the worker itself: nothing copied through the
 * web server). Throws when the file cannot be decoded.
 */
export async function encodePhoto(input: Uint8Array | string, options: PhotoOptions): Promise<PhotoResult> {
  const { data: pixels, info: raw } = await sharp(input, {
    failOn: "error",
    limitInputPixels: MAX_INPUT_PIXELS,
    sequentialRead: true,
  })
    .rotate()
    .resize(options.maxSide, options.maxSide, { fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const decoded = () => sharp(pixels, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  // JPEG without mozjpeg: several times faster, a little larger.
  const { data, info } = await (
    options.png ? decoded().png({ compressionLevel: 7 }) : decoded().jpeg({ quality: 82, mozjpeg: false })
  ).toBuffer({ resolveWithObject: true });
  const thumb = await decoded()
    .resize(options.thumbSide, options.thumbSide, { fit: "inside" })
    .webp({ quality: 70, effort: 2 })
    .toBuffer();
  return { data, thumb, width: info.width, height: info.height };
}

export const operations = { photo: encodePhoto } as const;
export type Operation = keyof typeof operations;
