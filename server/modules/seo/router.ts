import { Router } from "express";
import type { Seo } from "./service.ts";
import { publicListSegments, publicPrefixes } from "#domain/content-types.ts";

/** First segments that are not a page's slug: the content types' addresses (the registry) and the fixed ones. */
const reserved = new Set([
  ...publicListSegments,
  ...publicPrefixes,
  "a-propos",
  "contact",
  "admin",
  "api",
  "media",
  "assets",
]);

/** /sitemap.xml, /robots.txt, /blog/rss.xml, and 301s from the former address of a renamed item. */
export function createSeoRouter(services: {
  seo: Seo;
  /**
   * The content version (the page cache's generation, bumped by every content write): the former
   * addresses looked up are then kept until the next write (a minute at most) instead of one query
   * before every article, service or page render. Absent: looked up at every request.
   */
  contentVersion?: () => number;
}): Router {
  const router = Router();
  const { seo, contentVersion } = services;
  const known = new Map<string, { version: number; until: number; target: string | null }>();
  const redirectFor = async (type: "articles" | "services" | "pages", slug: string) => {
    if (!contentVersion) return seo.redirectFor(type, slug);
    const key = `${type}/${slug}`;
    const version = contentVersion();
    const hit = known.get(key);
    if (hit && hit.version === version && hit.until > Date.now()) return hit.target;
    const target = await seo.redirectFor(type, slug);
    known.delete(key);
    known.set(key, { version, until: Date.now() + 60_000, target });
    if (known.size > 1000) known.delete(known.keys().next().value as string);
    return target;
  };
  const cacheControl = "public, max-age=300, s-maxage=300";

  router.get("/sitemap.xml", async (_req, res) => {
    res.type("application/xml; charset=utf-8").setHeader("Cache-Control", cacheControl);
    res.send(await seo.sitemap());
  });
  router.get("/robots.txt", (_req, res) => {
    res.type("text/plain; charset=utf-8").setHeader("Cache-Control", cacheControl);
    res.send(seo.robots());
  });
  router.get("/blog/rss.xml", async (_req, res) => {
    res.type("application/rss+xml; charset=utf-8").setHeader("Cache-Control", cacheControl);
    res.send(await seo.feed());
  });

  router.get(["/blog/:slug", "/services/:slug", "/:slug"], async (req, res, next) => {
    const slug = String(req.params.slug);
    if (!/^[a-z0-9-]{1,200}$/.test(slug)) return next();
    const first = req.path.split("/")[1];
    const type = req.path.startsWith("/blog/") ? "articles" : req.path.startsWith("/services/") ? "services" : "pages";
    if (type === "pages" && reserved.has(first)) return next();
    const target = await redirectFor(type, slug);
    if (target) return res.redirect(301, target);
    next();
  });
  return router;
}
