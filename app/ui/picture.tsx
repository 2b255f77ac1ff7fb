import { imageWidths } from "#domain/media.ts";
import { useImageMeta } from "./media-meta-context";

/**
 * Responsive image. Media of the form /media/{id}/{width}.webp are served by the server in
 * AVIF and WebP at every width of `imageWidths`; other addresses get a plain <img>.
 * Every image carries its intrinsic width and height, so nothing shifts while it loads.
 */
const widths = imageWidths;
const mediaPattern = /^\/media\/([a-z0-9][a-z0-9-]*)\/\d+\.(?:webp|avif|jpg)$/;
const mediaIdPattern = /^\/media\/([a-z0-9][a-z0-9-]*)\//;

export interface PictureProps {
  src: string;
  /**
   * Text alternative when the media has none of its own: the alt text edited in the admin (media
   * library) wins, so every page shows the same description of the same image.
   */
  alt?: string;
  /** Appended to the alt text, whichever it is (a carousel's ", vue 2 sur 3"). */
  altSuffix?: string;
  /** A purely decorative image (behind a title): alt="" on purpose, never a forgotten description. */
  decorative?: boolean;
  /** Intrinsic size; the illustrations are 3:2 (1200×800). */
  width?: number;
  height?: number;
  /** Which width the image takes on screen, for the browser's choice in srcset. */
  sizes?: string;
  /** The largest image of the first screen: fetched first, never lazy. */
  priority?: boolean;
  className?: string;
  /**
   * The image is hidden (display: none) below this viewport width: a 1×1 pixel is chosen there
   * instead, so phones do not download a picture they never show.
   */
  hiddenBelow?: number;
}

const blankPixel = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

export function mediaSrcSet(src: string, format: "avif" | "webp"): string | null {
  const id = mediaPattern.exec(src)?.[1];
  return id ? widths.map((w) => `/media/${id}/${w}.${format} ${w}w`).join(", ") : null;
}

export function Picture({
  src,
  alt,
  decorative = false,
  altSuffix = "",
  width = 1200,
  height = 800,
  sizes = "100vw",
  priority = false,
  className = "",
  hiddenBelow,
}: PictureProps) {
  const loading = priority
    ? { loading: "eager" as const, fetchPriority: "high" as const }
    : { loading: "lazy" as const };
  const meta = useImageMeta(mediaIdPattern.exec(src)?.[1]);
  const base = meta?.alt || alt || "";
  const text = decorative || !base ? "" : `${base}${altSuffix}`;
  // The focal point chosen in the admin stays in view whatever the crop (object-fit: cover).
  const focus = meta && (meta.x !== 50 || meta.y !== 50) ? { objectPosition: `${meta.x}% ${meta.y}%` } : undefined;
  const avif = mediaSrcSet(src, "avif");
  const webp = mediaSrcSet(src, "webp");
  const img = (
    <img
      src={webp ? src.replace(/\/\d+\.(?:webp|avif|jpg)$/, "/1200.webp") : src}
      srcSet={webp ?? undefined}
      sizes={webp ? sizes : undefined}
      alt={text}
      width={width}
      height={height}
      decoding={priority ? "auto" : "async"}
      {...loading}
      className={className}
      style={focus}
      data-focal={focus ? `${meta?.x} ${meta?.y}` : undefined}
    />
  );
  if (!avif && !hiddenBelow) return img;
  return (
    <picture className="contents">
      {/* The pixel carries a width descriptor and sizes like its siblings (W3C checker: a picture
          whose candidates have width descriptors needs sizes on every source). */}
      {hiddenBelow && <source media={`(max-width: ${hiddenBelow - 0.02}px)`} srcSet={`${blankPixel} 1w`} sizes="1px" />}
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {img}
    </picture>
  );
}
