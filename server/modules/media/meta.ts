import { eq } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { media } from "./schema.ts";

/** What a public page needs to show an image well: its alt text and its focal point (in %). */
export interface ImageMeta {
  alt: string;
  x: number;
  y: number;
}

/** Images drawn by the components themselves (hero, about, map), not referenced by content rows. */
export const staticImageIds = ["seed-hero-atelier", "seed-about-atelier", "seed-about-equipe", "seed-map-saucats"];

const mediaId = /\/media\/([a-z0-9][a-z0-9-]{0,120})\//g;

/**
 * Alt texts and focal points of every image, read once and kept in memory until content or a
 * media changes (here or, through NOTIFY, on another instance). Pages get only the entries of the
 * images they show.
 */
export function createMediaMeta(db: Db) {
  let all: Promise<Map<string, ImageMeta>> | null = null;
  const load = () =>
    (all ??= db
      .select({ id: media.id, alt: media.altText, x: media.focalX, y: media.focalY })
      .from(media)
      .where(eq(media.type, "image"))
      .then((rows) => new Map(rows.map((r) => [r.id, { alt: r.alt, x: r.x, y: r.y }])))
      .catch((err) => {
        all = null;
        throw err;
      }));
  return {
    clear() {
      all = null;
    },
    /** The entries of every /media/{id}/ address found in `data` (a loader's result), plus the static images. */
    async forData(data: unknown): Promise<Record<string, ImageMeta>> {
      const map = await load();
      const ids = new Set(staticImageIds);
      for (const match of JSON.stringify(data ?? null).matchAll(mediaId)) ids.add(match[1] as string);
      const out: Record<string, ImageMeta> = {};
      for (const id of ids) {
        const meta = map.get(id);
        if (meta) out[id] = meta;
      }
      return out;
    },
  };
}

export type MediaMeta = ReturnType<typeof createMediaMeta>;
