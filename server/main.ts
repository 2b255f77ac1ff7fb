import { ConfigError } from "./config.ts";
import { EmbeddedPostgresError } from "./infra/db/embedded-postgres.ts";
import { createLogger } from "./logger.ts";
import { startServer } from "./server.ts";

/** Process entry of the production server: `npm start` (after a build). */
const logger = createLogger((process.env.LOG_LEVEL as "info") ?? "info");

try {
  const running = await startServer({ logger });
  logger.info("listening", { url: `http://localhost:${running.port}` });
  running.ready.catch(async (err) => {
    // A configuration error, or a refusal of the embedded database
    // (DATA_DIR in use, PGlite data…): its French message as is.
    if (err instanceof ConfigError || err instanceof EmbeddedPostgresError) process.stderr.write(`${err.message}\n`);
    await running.close().catch(() => {});
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
