import { Router, type NextFunction, type Request, type Response } from "express";
import { z } from "zod";
import { galleryCategories } from "#domain/schemas/categories.ts";
import { contentTypeConfigs, isContentType, type ContentType } from "#domain/content-types.ts";
import { canEditContent } from "#domain/permissions.ts";
import { ContentError, parseId, type WriteContext } from "./admin.ts";
import { renderMarkdown } from "./markdown.server.ts";
import { requireAdmin } from "#server/http/guards.ts";
import { createPublishingRouter, writeContext, type PublishingRouterDeps } from "./publishing-router.ts";
import { bodyObject, parseInput, parsePatch } from "./input-http.ts";
import { contentSorts, type ContentListQuery } from "./admin.ts";
import { parseListQuery, sendPage } from "#server/http/list-query.ts";
import { AppError } from "#server/errors.ts";
import { parseValue } from "#server/http/parse.ts";

/** The list query of `GET /api/{type}`: paging, sort, search, status and article tab. */
function contentListQuery(req: Request, type: ContentType): ContentListQuery {
  const base = parseListQuery(req, {
    sorts: contentSorts,
    defaultSort: contentTypeConfigs[type].ordering.sort,
    defaultDir: contentTypeConfigs[type].ordering.dir,
  });
  const { published, tab, galerie } = req.query as Record<string, unknown>;
  if (published !== undefined && published !== "true" && published !== "false") {
    throw new AppError("invalid", "Paramètre « published » invalide (true ou false).");
  }
  if (tab !== undefined && (typeof tab !== "string" || !/^[a-z-]{1,20}$/.test(tab))) {
    throw new AppError("invalid", "Rubrique inconnue.");
  }
  const gallery = galleryCategories.find((c) => c.value === galerie)?.value;
  if (galerie !== undefined && (type !== "portfolio" || !gallery)) {
    throw new AppError("invalid", "Catégorie de galerie inconnue.");
  }
  return { ...base, published: published === undefined ? undefined : published === "true", tab, gallery };
}

const previewSchema = z.object({ content: z.string({ error: "Contenu requis" }).max(200_000, "Contenu trop long") });

/**
 * Content API of docs/product.md §7: /api/{articles|services|portfolio|pages}[/{id}], /api/articles/published,
 * /api/articles/slug/{slug}. Reads without a session see published items only; every write needs
 * the administrator (401 without a session, 403 while the default password is in effect).
 */
export function createContentRouter(services: PublishingRouterDeps): Router {
  const router = Router();
  const content = services.admin;
  // Drafts only for who may edit content (domain/permissions.ts): not a compagnon.
  const scope = (res: Response) => ({
    includeDrafts: Boolean(
      res.locals.user && !res.locals.user.mustChangePassword && canEditContent(res.locals.user.role),
    ),
  });
  const typeOf = (req: Request) => String(req.params.type) as ContentType;

  /** Other paths fall through to the API's JSON 404. */
  const knownType = (req: Request, _res: Response, next: NextFunction) =>
    isContentType(String(req.params.type)) ? next() : next("route");

  /** Published articles with their content (docs/product.md §7), 20 a page (`?page=2&pageSize=50`). */
  router.get("/articles/published", async (req, res) => {
    const query = parseListQuery(req, { sorts: ["createdAt"], defaultSort: "createdAt", defaultPageSize: 20 });
    sendPage(res, await content.listPublishedArticles(query.page, Math.min(query.pageSize, 50)));
  });

  router.get("/articles/slug/:slug", async (req, res) => {
    res.json(await content.getArticleBySlug(String(req.params.slug), scope(res)));
  });

  /** Rendered, sanitized HTML of the markdown being written (the article editor's live preview). */
  router.post("/preview", requireAdmin, (req, res) => {
    res.json({ html: renderMarkdown(parseValue(previewSchema, bodyObject(req)).content) });
  });

  // Revisions, drafts, shared previews of an item (decision 042).
  router.use(createPublishingRouter(services));

  /** Summaries, one page at a time: never the items' bodies. */
  router.get("/:type", knownType, async (req, res) => {
    const type = typeOf(req);
    sendPage(res, await content.list(type, scope(res), contentListQuery(req, type)));
  });

  /** Counts and latest items of a type (the dashboard's cards, the sections overview, the article tabs). */
  router.get("/:type/overview", knownType, async (req, res) => {
    res.json(await content.overview(typeOf(req), scope(res)));
  });

  router.get("/:type/:id", knownType, async (req, res) => {
    res.json(await content.get(typeOf(req), parseId(String(req.params.id)), scope(res)));
  });

  router.post("/:type", knownType, requireAdmin, async (req, res) => {
    const type = typeOf(req);
    const ctx: WriteContext = writeContext(req, res);
    res.status(201).json(await content.create(type, parseInput(type, req), ctx));
  });

  router.put("/:type/:id", knownType, requireAdmin, async (req, res) => {
    const type = typeOf(req);
    const id = parseId(String(req.params.id));
    if (id === null) throw new ContentError("not-found", "Contenu introuvable");
    res.json(await content.update(type, id, parseInput(type, req), writeContext(req, res)));
  });

  router.patch("/:type/:id", knownType, requireAdmin, async (req, res) => {
    const type = typeOf(req);
    const id = parseId(String(req.params.id));
    if (id === null) throw new ContentError("not-found", "Contenu introuvable");
    res.json(await content.patch(type, id, parsePatch(type, req), writeContext(req, res)));
  });

  // « Placer en tête » of the portfolio list: first in the artisan's order (and on the home page).
  router.post("/:type/:id/first", knownType, requireAdmin, async (req, res) => {
    res.json(await content.moveFirst(typeOf(req), parseId(String(req.params.id))));
  });

  router.delete("/:type/:id", knownType, requireAdmin, async (req, res) => {
    await content.remove(typeOf(req), parseId(String(req.params.id)));
    res.json({ ok: true });
  });

  return router;
}
