import { ConfigError } from "./config.ts";
import { createLogger } from "./logger.ts";
import { startServer } from "./server.ts";

/** Process entry of the production server: `npm start` (after a build). */
const logger = createLogger((process.env.LOG_LEVEL as "info") ?? "info");

try {
  const running = await startServer({ logger });
  logger.info("listening", { url: `http://localhost:${running.port}` });
  running.ready.catch((err) => {
    // A refused first start (no ADMIN_PASSWORD in production): the French explanation, plainly.
    if (err instanceof ConfigError) process.stderr.write(`${err.message}\n`);
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    running.close().then(
      () => process.exit(0),
      (err) => {
        logger.error("shutdown failed", { err });
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    logger.error("startup failed", { err });
  }
  process.exit(1);
}
