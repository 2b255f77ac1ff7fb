import { Router } from "express";
import type { Services } from "../services/index.ts";

/** POST /api/ai/* and POST /api/media/upload. Owned by the AI and media issue. */
export function createAiRouter(_services: Services): Router {
  return Router();
}

export function createMediaRouter(_services: Services): Router {
  return Router();
}
