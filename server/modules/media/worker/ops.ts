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

/** An image sent by the administration (or made by the AI), at most 1600 px wide, without metadata. */
export interface SourceResult {
  width: number;
  height: number;
  /** The largest WebP variant: what the media queue derives every other variant from. */
  data: Uint8Array;
}

/** Decoding limits of the media library: a decompression bomb is refused before it fills the memory. */
const mediaInput = { limitInputPixels: 40_000_000, failOn: "error" as const, animated: false };

/**
 * Re-encodes a received image once, into its source WebP (1600 px at most): oriented by its EXIF
 * first, then every metadata (EXIF, GPS, XMP, ICC profile) is left behind — sharp writes none
 * unless asked — so the original bytes are never stored. Never enlarged. Throws when unreadable.
 */
export async function encodeSource(input: Uint8Array | string, options: { maxWidth: number }): Promise<SourceResult> {
  const meta = await sharp(input, mediaInput).metadata();
  if (!meta.width || !meta.height) throw new Error("image sans dimensions");
  const swap = (meta.orientation ?? 1) >= 5;
  const originalWidth = swap ? meta.height : meta.width;
  const originalHeight = swap ? meta.width : meta.height;
  const largest = Math.min(originalWidth, options.maxWidth);
  const data = await sharp(input, mediaInput)
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  return { width: largest, height: Math.round((originalHeight * largest) / originalWidth), data };
}

/** Left/top of a `width`×`height` window inside `sw`×`sh` pixels, centred on the focal point (in %) as far as the edges allow. */
export function focalCrop(sw: number, sh: number, width: number, height: number, focalX: number, focalY: number) {
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)));
  return {
    left: clamp((focalX / 100) * sw - width / 2, sw - width),
    top: clamp((focalY / 100) * sh - height / 2, sh - height),
  };
}

type RawInfo = { width: number; height: number; channels: 1 | 2 | 3 | 4 };

/** A 1200×630 JPEG of the pixels, scaled to cover then cut around the focal point. */
function encodeOg(pixels: Buffer, info: RawInfo, focalX: number, focalY: number): Promise<Buffer> {
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

/** `{width}.{avif|webp}` of the pixels (never enlarged). */
function encodeVariant(pixels: Buffer, info: RawInfo, file: string): Promise<Buffer> {
  const [size, format] = file.split(".") as [string, string];
  const width = Math.min(Number(size), info.width);
  const pipeline = sharp(pixels, { raw: info }).resize({ width, withoutEnlargement: true });
  return (format === "avif" ? pipeline.avif({ quality: 55, effort: 2 }) : pipeline.webp({ quality: 78 })).toBuffer();
}

export interface VariantsOptions {
  /** The files to make: `{width}.webp`, `{width}.avif`, `og.jpg`. */
  files: string[];
  /** Rendering density of an SVG source (the seed illustrations); never enlarged otherwise. */
  density?: number;
  focalX: number;
  focalY: number;
}

/**
 * The variants of a media library image, from its source (the stored 1600 px WebP, or a seed
 * SVG rendered at `density`), decoded once. The files come back in the order asked.
 */
export async function encodeVariants(
  input: Uint8Array | string,
  options: VariantsOptions,
): Promise<{ file: string; data: Uint8Array }[]> {
  const { data: pixels, info } = await sharp(input, { density: options.density, limitInputPixels: 40_000_000 })
    .resize({ width: 1600, withoutEnlargement: !options.density })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw: RawInfo = { width: info.width, height: info.height, channels: info.channels };
  const out: { file: string; data: Uint8Array }[] = [];
  for (const file of options.files)
    out.push({
      file,
      data:
        file === "og.jpg"
          ? await encodeOg(pixels, raw, options.focalX, options.focalY)
          : await encodeVariant(pixels, raw, file),
    });
  return out;
}

export const operations = { photo: encodePhoto, source: encodeSource, variants: encodeVariants } as const;
export type Operation = keyof typeof operations;
