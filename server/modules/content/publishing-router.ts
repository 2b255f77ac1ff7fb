import { Router, type NextFunction, type Request, type Response } from "express";
import type { ContentType } from "#domain/content-types.ts";
import { isContentType } from "#domain/content-paths.ts";
import { ContentError, parseId, type WriteContext } from "./admin.ts";
import type { AdminContent } from "./admin.ts";
import type { PreviewLinks } from "./preview-links.ts";
import { parseInput } from "./input-http.ts";
import { requireAdmin } from "#server/http/guards.ts";
import { AppError } from "#server/errors.ts";

/** Editor-side fields of a write body (not content): version, revisionKind, unpublishAt. */
export function writeContext(req: Request, res: Response): WriteContext {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const ctx: WriteContext = { userId: res.locals.user?.id ?? null };
  if (body.version !== undefined) {
    if (!Number.isSafeInteger(body.version)) throw new AppError("invalid", "Version invalide.");
    ctx.version = body.version as number;
  }
  if (body.revisionKind === "ai") ctx.kind = "ai";
  if (body.unpublishAt !== undefined) {
    if (body.unpublishAt === null || body.unpublishAt === "") ctx.unpublishAt = null;
    else {
      const date = new Date(String(body.unpublishAt));
      if (Number.isNaN(date.getTime())) throw new AppError("invalid", "Date de dépublication invalide.");
      ctx.unpublishAt = date;
    }
  }
  return ctx;
}

export interface PublishingRouterDeps {
  admin: AdminContent;
  previews: PreviewLinks;
  siteUrl: string;
}

/**
 * Revisions, autosaved drafts and shareable previews of an item (decision 042), all admin only:
 * GET /{type}/{id}/revisions, GET …/revisions/{revisionId}, POST …/revisions/{revisionId}/restore,
 * PUT|DELETE /{type}/{id}/draft, GET|POST /{type}/{id}/preview-links, DELETE …/preview-links/{linkId}.
 */
export function createPublishingRouter(services: PublishingRouterDeps): Router {
  const router = Router();
  const content = services.admin;
  const typeOf = (req: Request) => String(req.params.type) as ContentType;
  const idOf = (req: Request) => parseId(String(req.params.id));
  const knownType = (req: Request, _res: Response, next: NextFunction) =>
    isContentType(String(req.params.type)) ? next() : next("route");
  const guard = [knownType, requireAdmin];

  router.get("/:type/:id/revisions", ...guard, async (req, res) => {
    res.json(await content.listRevisions(typeOf(req), idOf(req)));
  });

  router.get("/:type/:id/revisions/:revisionId", ...guard, async (req, res) => {
    res.json(await content.getRevision(typeOf(req), idOf(req), parseId(String(req.params.revisionId))));
  });

  router.post("/:type/:id/revisions/:revisionId/restore", ...guard, async (req, res) => {
    res.json(
      await content.restore(typeOf(req), idOf(req), parseId(String(req.params.revisionId)), writeContext(req, res)),
    );
  });

  /** Autosave: the editor's whole state, validated like a PUT, kept as the draft. */
  router.put("/:type/:id/draft", ...guard, async (req, res) => {
    const type = typeOf(req);
    const id = idOf(req);
    if (id === null) throw new ContentError("not-found", "Contenu introuvable");
    const ctx = writeContext(req, res);
    if (ctx.kind !== "ai") ctx.kind = "autosave";
    res.json(await content.saveDraft(type, id, parseInput(type, req), ctx));
  });

  router.delete("/:type/:id/draft", ...guard, async (req, res) => {
    const id = idOf(req);
    if (id === null) throw new ContentError("not-found", "Contenu introuvable");
    res.json(await content.discardDraft(typeOf(req), id, writeContext(req, res)));
  });

  async function existing(req: Request) {
    const id = idOf(req);
    const row = id === null ? null : await content.getRow(typeOf(req), id);
    if (!row) throw new ContentError("not-found", "Contenu introuvable");
    return row;
  }

  router.get("/:type/:id/preview-links", ...guard, async (req, res) => {
    const row = await existing(req);
    res.json(await services.previews.listActive(typeOf(req), row.id));
  });

  /** 'Partager l'aperçu': a new link, valid PREVIEW_LINK_DAYS days; the token is shown once. */
  router.post("/:type/:id/preview-links", ...guard, async (req, res) => {
    const row = await existing(req);
    const link = await services.previews.create(typeOf(req), row.id, res.locals.user?.id ?? null);
    const path = `/apercu/${typeOf(req)}/${row.id}?jeton=${link.token}`;
    res.status(201).json({ ...link, path, url: `${services.siteUrl}${path}` });
  });

  router.delete("/:type/:id/preview-links/:linkId", ...guard, async (req, res) => {
    const row = await existing(req);
    const linkId = parseId(String(req.params.linkId));
    if (linkId === null || !(await services.previews.revoke(typeOf(req), row.id, linkId))) {
      throw new ContentError("not-found", "Lien d'aperçu introuvable");
    }
    res.json({ ok: true });
  });

  return router;
}
