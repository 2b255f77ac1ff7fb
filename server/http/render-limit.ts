import type { RequestHandler } from "express";

const busyPage = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Site très sollicité</title></head><body style="font-family:system-ui,sans-serif;padding:3rem;text-align:center;color:#1f2421;background:#fbf8f3"><h1>Le site est très sollicité</h1><p>Veuillez réessayer dans quelques secondes.</p><p><a href="/">Retour à l'accueil</a></p></body></html>`;

export interface RenderLimitOptions {
  /** Server renders running at once; the others wait their turn. */
  concurrency?: number;
  /** Renders waiting at most; beyond, 503 with Retry-After at once. */
  queue?: number;
  /** Longest wait for a turn (ms); beyond, 503 with Retry-After. */
  maxWaitMs?: number;
}

/**
 * A bound on concurrent server renders: a crowd of misses queues instead of filling the
 * memory and starving the database pool; past the queue, a French 503 page with `Retry-After`.
 * Placed just before the React Router handler (cached pages never reach it).
 */
export function renderLimit(options: RenderLimitOptions = {}): RequestHandler & {
  readonly running: number;
  readonly waiting: number;
} {
  const concurrency = options.concurrency ?? 6;
  const maxQueue = options.queue ?? 100;
  const maxWaitMs = options.maxWaitMs ?? 15_000;
  let running = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    running--;
    const nextTurn = queue.shift();
    if (nextTurn) nextTurn();
  };

  const handler: RequestHandler = (req, res, next) => {
    const start = () => {
      running++;
      let released = false;
      const done = () => {
        if (released) return;
        released = true;
        release();
      };
      res.once("finish", done);
      res.once("close", done);
      next();
    };
    if (running < concurrency) return start();
    if (queue.length >= maxQueue) return refuse();
    const turn = () => {
      clearTimeout(timer);
      if (res.destroyed) {
        // Gone while waiting: the turn goes to the next one.
        running++;
        release();
        return;
      }
      start();
    };
    const timer = setTimeout(() => {
      const at = queue.indexOf(turn);
      if (at >= 0) queue.splice(at, 1);
      refuse();
    }, maxWaitMs);
    timer.unref();
    queue.push(turn);

    function refuse() {
      if (res.headersSent) return;
      res.status(503).setHeader("Retry-After", "5");
      res.setHeader("Cache-Control", "no-store");
      if (req.path.startsWith("/api/")) res.json({ message: "Le site est très sollicité, veuillez réessayer." });
      else res.type("html").send(busyPage);
    }
  };
  return Object.defineProperties(handler, {
    running: { get: () => running },
    waiting: { get: () => queue.length },
  }) as RequestHandler & { readonly running: number; readonly waiting: number };
}
