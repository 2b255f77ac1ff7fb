import { Router } from "express";
import type { Services } from "../services/index.ts";

/** Content API of SPEC §7 (articles, services, portfolio, pages). Owned by the admin issue. */
export function createContentRouter(_services: Services): Router {
  return Router();
}
