import { Router } from "express";
import { HttpError } from "./errors.ts";
import { requireAdmin } from "./guards.ts";

/**
 * Test only (TEST_CLOCK=true, never in a real deployment): moves the clock of the scheduler and of
 * the schedules forward, so an end-to-end test can see a scheduled item go public "later" without
 * waiting. The scheduler's own timer does the publishing, as in production.
 */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  readonly offsetMs: number;
}

export function createTestClockRouter(services: { clock: TestClock }): Router {
  const router = Router();
  router.post("/test/clock", requireAdmin, (req, res) => {
    const advanceMs = Number((req.body as { advanceMs?: unknown } | undefined)?.advanceMs);
    if (!Number.isFinite(advanceMs) || advanceMs < 0) throw new HttpError(400, "advanceMs invalide.");
    services.clock.advance(advanceMs);
    res.json({ now: services.clock.now().toISOString(), offsetMs: services.clock.offsetMs });
  });
  router.get("/test/clock", requireAdmin, (_req, res) => {
    res.json({ now: services.clock.now().toISOString(), offsetMs: services.clock.offsetMs });
  });
  return router;
}
