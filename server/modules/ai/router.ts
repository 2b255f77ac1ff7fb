import { addressKey } from "#server/infra/rate-limit.ts";
import type { RequestHandler, Response } from "express";
import { Router } from "express";
import type { z } from "zod";
import {
  generateContentSchema,
  generateImageSchema,
  generateMediaSchema,
  generateSeoSchema,
  missingInfo,
} from "#domain/ai.ts";
import { mediaTypes, type MediaType } from "#domain/schemas/content.ts";
import { AiProviderError } from "#server/infra/ai-providers/errors.ts";
import type { Services } from "#server/services.ts";
import { httpStatus } from "#server/http/errors.ts";
import { requireAdmin } from "#server/http/guards.ts";
import { createMediaAdminRouter } from "../media/router.ts";
import { receiveUpload } from "#server/http/multipart.ts";
import { AppError } from "#server/errors.ts";
import { everyProblem, parseValue } from "#server/http/parse.ts";

const WINDOW_MS = 10 * 60_000;

/** Per admin session and address, in the shared database counters. */
function rateLimit(services: Services, scope: string, limit: number): RequestHandler {
  return async (req, res, next) => {
    const key = `${scope}:${res.locals.user?.id ?? 0}:${addressKey(req.ip ?? "")}`;
    const { allowed, retryAfterSec } = await services.limiter.hit(key, limit, WINDOW_MS);
    if (allowed) return next();
    throw new AppError("rate-limited", `Trop de demandes en peu de temps : réessayez dans ${retryAfterSec} secondes.`, {
      retryAfterSec,
    });
  };
}

const parse = <S extends z.ZodType>(schema: S, body: unknown) => parseValue(schema, body ?? {}, everyProblem);

/** Aborted when the admin's browser goes away, so a provider call does not run for nobody. */
function clientSignal(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** POST /api/ai/*: admin only, validated, rate-limited. */
export function createAiRouter(services: Services): Router {
  const router = Router();
  router.use(requireAdmin);

  router.get("/status", (_req, res) => {
    res.json(services.ai.status());
  });

  router.use(rateLimit(services, "ai", 60));

  router.post("/generate-content", async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const blank = (v: unknown) => typeof v !== "string" || !v.trim();
    if (blank(body.title) || blank(body.context)) {
      throw new AppError("invalid", missingInfo.message, { details: { title: missingInfo.title } });
    }
    const input = parse(generateContentSchema, body);
    const signal = clientSignal(res);
    const stream = req.query.stream === "1" || (req.get("accept") ?? "").includes("text/event-stream");
    if (!stream) {
      res.json(await services.ai.generateContent(input, { signal }));
      return;
    }
    // Server-sent events, opened with the first piece of text: an error before it is a plain JSON answer.
    let open = false;
    const send = (event: string, data: unknown) => {
      if (!open) {
        open = true;
        res.status(200);
        res.setHeader("Content-Type", "text/event-stream; charset=utf-8");
        res.setHeader("Cache-Control", "no-store, no-transform");
        res.setHeader("X-Accel-Buffering", "no");
        res.flushHeaders();
      }
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    try {
      const result = await services.ai.generateContent(input, { signal, onDelta: (text) => send("delta", { text }) });
      send("done", result);
      res.end();
    } catch (err) {
      if (!open) throw err;
      const known = err instanceof AiProviderError;
      if (!known) services.logger.error("ai stream failed", { err, requestId: res.locals.requestId });
      send("error", {
        status: known ? httpStatus(err) : 500,
        message: known ? err.message : "Une erreur interne est survenue. Veuillez réessayer.",
      });
      res.end();
    }
  });

  router.post("/generate-seo", async (req, res) => {
    const input = parse(generateSeoSchema, req.body);
    res.json(await services.ai.generateSeo(input, { signal: clientSignal(res) }));
  });

  router.post("/generate-image", async (req, res) => {
    const input = parse(generateImageSchema, req.body);
    res.status(201).json(await services.ai.generateImage(input, { signal: clientSignal(res) }));
  });

  router.post("/generate-media", async (req, res) => {
    const input = parse(generateMediaSchema, req.body);
    res.status(201).json(await services.ai.generateMedia(input, { signal: clientSignal(res) }));
  });

  return router;
}

/** POST /api/media/upload (multipart: file, type, description). */
export function createMediaRouter(services: Services): Router {
  const router = Router();
  router.post("/upload", requireAdmin, rateLimit(services, "upload", 120), async (req, res) => {
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
