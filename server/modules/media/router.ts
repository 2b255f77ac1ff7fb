import { Router } from "express";
import { and, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { ALT_TEXT_MAX } from "#domain/alt-text.ts";
import { mediaTypes } from "#domain/schemas/content.ts";
import { media } from "#server/infra/db/schema.ts";
import { idPattern } from "#server/infra/storage/types.ts";
import type { Services } from "#server/services.ts";
import { requireAdmin } from "#server/http/guards.ts";
import { AppError } from "#server/errors.ts";
import { everyProblem, parseBody, parseQuery, parseValue } from "#server/http/parse.ts";

const updateSchema = z
  .object({
    altText: z
      .string()
      .trim()
      .max(ALT_TEXT_MAX * 2, `${ALT_TEXT_MAX * 2} caractères maximum`)
      .optional(),
    focalX: z
      .number()
      .int()
      .min(0, "Point d'intérêt hors de l'image")
      .max(100, "Point d'intérêt hors de l'image")
      .optional(),
    focalY: z
      .number()
      .int()
      .min(0, "Point d'intérêt hors de l'image")
      .max(100, "Point d'intérêt hors de l'image")
      .optional(),
  })
  .strict();

const PAGE = 48;
const listSchema = z.object({
  q: z.string().max(200).default(""),
  type: z.enum(mediaTypes).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

const view = (row: typeof media.$inferSelect) => ({
  id: row.id,
  url: row.url,
  type: row.type,
  description: row.description,
  altText: row.altText,
  fileName: row.fileName,
  width: row.width,
  height: row.height,
  focalX: row.focalX,
  focalY: row.focalY,
  size: row.size,
  createdAt: row.createdAt,
});

/**
 * Admin API of one media: its alt text and focal point (GET/PATCH /api/media/{id}), an alt text
 * suggested from its description, and the state of the image queue (GET /api/media/jobs).
 */
export function createMediaAdminRouter(services: Services): Router {
  const router = Router();
  router.use(requireAdmin);

  /** The library (GET /api/media?q=&type=&offset=): newest first, 48 at a time, searched in names, descriptions and alt texts. */
  router.get("/", async (req, res) => {
    const { q, type, offset } = parseQuery(listSchema, req, "Recherche invalide.");
    const filters: SQL[] = [];
    if (type) filters.push(eq(media.type, type));
    const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 6);
    for (const word of words) {
      const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      filters.push(or(ilike(media.fileName, like), ilike(media.description, like), ilike(media.altText, like))!);
    }
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [rows, [total]] = await Promise.all([
      services.db
        .select()
        .from(media)
        .where(where)
        .orderBy(desc(media.createdAt), desc(media.id))
        .limit(PAGE)
        .offset(offset),
      services.db.select({ n: count() }).from(media).where(where),
    ]);
    res.json({ items: rows.map(view), total: total?.n ?? 0 });
  });

  router.get("/jobs", async (_req, res) => {
    res.json(await services.mediaJobs.status());
  });

  /** Which of these addresses are images of the media library without alt text (warned at publication, never blocking). */
  router.post("/missing-alt", async (req, res) => {
    const urls = parseValue(
      z.array(z.string().max(2000)).max(200),
      (req.body as { urls?: unknown } | undefined)?.urls ?? [],
      "Liste d'adresses invalide.",
    );
    const ids = [
      ...new Set(
        urls
          .map((u) => /^\/media\/([a-z0-9][a-z0-9-]{0,120})\//.exec(u)?.[1])
          .filter((id): id is string => Boolean(id)),
      ),
    ];
    if (ids.length === 0) return void res.json({ missing: [] });
    const rows = await services.db
      .select({ id: media.id, url: media.url, altText: media.altText, type: media.type })
      .from(media)
      .where(inArray(media.id, ids));
    res.json({
      missing: rows.filter((r) => r.type === "image" && !r.altText.trim()).map((r) => ({ id: r.id, url: r.url })),
    });
  });

  const find = async (id: string) => {
    if (!idPattern.test(id)) throw new AppError("not-found", "Média introuvable.");
    const [row] = await services.db.select().from(media).where(eq(media.id, id));
    if (!row) throw new AppError("not-found", "Média introuvable.");
    return row;
  };

  router.get("/:id", async (req, res) => {
    res.json(view(await find(String(req.params.id))));
  });

  router.patch("/:id", async (req, res) => {
    const input = parseBody(updateSchema, req, everyProblem);
    const row = await find(String(req.params.id));
    const updated = await services.media.update(row.id, input);
    res.json(view(updated ?? row));
  });

  router.post("/:id/suggest-alt", async (req, res) => {
    const row = await find(String(req.params.id));
    res.json(await services.ai.suggestAltText({ description: row.description, fileName: row.fileName }));
  });
  return router;
}
