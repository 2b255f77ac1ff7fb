import type { Response } from "express";
import { Router } from "express";
import type { z } from "zod";
import {
  generateContentSchema,
  generateImageSchema,
  generateMediaSchema,
  generateSeoSchema,
  missingInfo,
} from "#domain/ai.ts";
import { AiProviderError } from "#server/infra/ai-providers/errors.ts";
import type { Logger } from "#server/logger.ts";
import type { RateLimiter } from "#server/infra/rate-limit.ts";
import { adminRateLimit } from "#server/http/admin-rate-limit.ts";
import type { AiService } from "./service.ts";
import { httpStatus } from "#server/http/errors.ts";
import { requireAdmin } from "#server/http/guards.ts";
import { AppError } from "#server/errors.ts";
import { everyProblem, parseValue } from "#server/http/parse.ts";

const parse = <S extends z.ZodType>(schema: S, body: unknown) => parseValue(schema, body ?? {}, everyProblem);

/** Aborted when the admin's browser goes away, so a provider call does not run for nobody. */
function clientSignal(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

export interface AiRouterDeps {
  ai: AiService;
  limiter: RateLimiter;
  logger: Logger;
}

/** POST /api/ai/*: admin only, validated, rate-limited. */
export function createAiRouter(services: AiRouterDeps): Router {
  const router = Router();
  router.use(requireAdmin);

  router.get("/status", (_req, res) => {
    res.json(services.ai.status());
  });

  router.use(adminRateLimit(services.limiter, "ai", 60));

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
