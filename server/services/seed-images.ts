import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { illustrationsDir } from "../db/seed/index.ts";

export const imageWidths = [480, 800, 1200, 1600] as const;
export const imageFormats = ["avif", "webp"] as const;

const inFlight = new Map<string, Promise<string | null>>();

/**
 * Seed illustrations are SVG sources; their AVIF/WebP variants are rendered on first request
 * and kept under DATA_DIR/uploads/seed-{key}/ (the same layout as uploaded images).
 * Returns the path of the variant, or null when the key or the variant does not exist.
 */
export function seedVariant(uploadsDir: string, id: string, file: string): Promise<string | null> {
  const key = id.slice("seed-".length);
  const match = /^(\d+|og)\.(avif|webp|jpg)$/.exec(file);
  if (!/^[a-z0-9-]+$/.test(key) || !match) return Promise.resolve(null);
  const [, size, format] = match;
  const width = size === "og" ? 1200 : Number(size);
  if (size !== "og" && !(imageWidths as readonly number[]).includes(width)) return Promise.resolve(null);
  const target = path.join(uploadsDir, id, file);
  const cacheKey = target;
  const existing = inFlight.get(cacheKey);
  if (existing) return existing;
  const job = (async () => {
    try {
      await stat(target);
      return target;
    } catch {
      /* not rendered yet */
    }
    let svg: Buffer;
    try {
      svg = await readFile(path.join(illustrationsDir, `${key}.svg`));
    } catch {
      return null;
    }
    let pipeline = sharp(svg, { density: 144 }).resize({ width, height: size === "og" ? 630 : undefined, fit: "cover" });
    pipeline =
      format === "avif"
        ? pipeline.avif({ quality: 55, effort: 3 })
        : format === "webp"
          ? pipeline.webp({ quality: 78 })
          : pipeline.flatten({ background: "#F6F1EA" }).jpeg({ quality: 82, mozjpeg: true });
    const data = await pipeline.toBuffer();
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, target);
    return target;
  })().finally(() => inFlight.delete(cacheKey));
  inFlight.set(cacheKey, job);
  return job;
}
