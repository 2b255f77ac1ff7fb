import { Router } from "express";
import type { Services } from "../services/index.ts";

/** POST /api/quotes, POST /api/contact and the admin inbox API. Owned by the leads issue. */
export function createLeadsRouter(_services: Services): Router {
  return Router();
}
