import { Router } from "express";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { ALT_TEXT_MAX } from "#domain/alt-text.ts";
import { mediaTypes, type MediaType } from "#domain/schemas/content.ts";
import { media } from "./schema.ts";
import { idPattern } from "#server/infra/storage/types.ts";
import type { Db } from "#server/infra/db/client.ts";
import type { RateLimiter } from "#server/infra/rate-limit.ts";
import { adminRateLimit } from "#server/http/admin-rate-limit.ts";
import { receiveUpload } from "#server/http/multipart.ts";
import type { MediaJobs } from "./jobs.ts";
import type { MediaService } from "./service.ts";
import { requireAdmin } from "#server/http/guards.ts";
import { parseListQuery, sendPage } from "#server/http/list-query.ts";
import { searchWords, selectPage } from "#server/infra/db/paging.ts";
import { AppError } from "#server/errors.ts";
import { everyProblem, parseBody, parseValue } from "#server/http/parse.ts";

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

/** Media a page of the library by default (a grid of 6 columns × 8 rows). */
const PAGE = 48;
const mediaSorts = ["createdAt", "fileName", "size"] as const;
const typeSchema = z.enum(mediaTypes).optional();

const columns = {
  id: media.id,
  url: media.url,
  type: media.type,
  description: media.description,
  altText: media.altText,
  fileName: media.fileName,
  width: media.width,
  height: media.height,
  focalX: media.focalX,
  focalY: media.focalY,
  size: media.size,
  createdAt: media.createdAt,
};

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

export interface MediaRouterDeps {
  db: Db;
  media: MediaService;
  mediaJobs: MediaJobs;
  limiter: RateLimiter;
  /** The alt text the AI suggests from a description (the AI module's, given by the composition root). */
  suggestAltText: (input: { description: string; fileName: string }) => Promise<unknown>;
}

/** /api/media: the upload (multipart: file, type, description) and the library's admin API. */
export function createMediaRouter(services: MediaRouterDeps): Router {
  const router = Router();
  router.post("/upload", requireAdmin, adminRateLimit(services.limiter, "upload", 120), async (req, res) => {
    const upload = await receiveUpload(req);
    try {
      const declared = upload.fields.type?.trim();
      if (declared && !mediaTypes.includes(declared as MediaType))
        throw new AppError("invalid", "Type de média inconnu.");
      const saved = await services.media.saveUpload({
        path: upload.path,
        size: upload.size,
        fileName: upload.fileName,
        expected: (declared || undefined) as MediaType | undefined,
        description: (upload.fields.description ?? "").trim().slice(0, 2000),
      });
      res.status(201).json(saved);
    } finally {
      await upload.cleanup();
    }
  });
  router.use(createMediaAdminRouter(services));
  return router;
}

/**
 * Admin API of one media: its alt text and focal point (GET/PATCH /api/media/{id}), an alt text
 * suggested from its description, and the state of the image queue (GET /api/media/jobs).
 */
function createMediaAdminRouter(services: MediaRouterDeps): Router {
  const router = Router();
  router.use(requireAdmin);

  /**
   * The library, one page at a time like every admin list (GET /api/media?page=&pageSize=&q=&type=&sort=&dir=,
   * server/http/list-query.ts): newest first, 48 a page; every word of `q` found in the name, the
   * description or the alt text, whatever the case and the accents.
   */
  router.get("/", async (req, res) => {
    const query = parseListQuery(req, {
      sorts: mediaSorts,
      defaultSort: "createdAt",
      defaultDir: "desc",
      defaultPageSize: PAGE,
    });
    const type = parseValue(
      typeSchema,
      (req.query as Record<string, unknown>).type || undefined,
      "Type de média inconnu.",
    );
    const direction = query.dir === "desc" ? desc : asc;
    const byColumn = { createdAt: media.createdAt, fileName: media.fileName, size: media.size };
    sendPage(
      res,
      await selectPage(services.db, {
        table: media,
        columns,
        where: and(
          type ? eq(media.type, type) : undefined,
          searchWords(query.q, [media.fileName, media.description, media.altText]),
        ),
        orderBy: [direction(byColumn[query.sort]), direction(media.id)],
        page: query.page,
        pageSize: query.pageSize,
      }),
    );
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

  /** Where the media is used (the library's details: « Utilisé dans … »). */
  router.get("/:id/usage", async (req, res) => {
    const row = await find(String(req.params.id));
    res.json({ uses: await services.media.usage(row.id) });
  });

  /**
   * Deletes a media and all its files (variants included, disk or bucket): refused (409, with the
   * pages that show it) while an article, a service, a project, a page or the site texts use it.
   */
  router.delete("/:id", async (req, res) => {
    const row = await find(String(req.params.id));
    const result = await services.media.remove(row.id);
    if (!result) throw new AppError("not-found", "Média introuvable.");
    if (!result.deleted) {
      const names = result.uses.map((u) => u.label).join(", ");
      throw new AppError(
        "conflict",
        `Ce média est encore utilisé (${names}) : remplacez-le d'abord là où il apparaît, puis supprimez-le.`,
        { details: { uses: result.uses } },
      );
    }
    res.status(204).end();
  });

  router.post("/:id/suggest-alt", async (req, res) => {
    const row = await find(String(req.params.id));
    res.json(await services.suggestAltText({ description: row.description, fileName: row.fileName }));
  });
  return router;
}
