import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The server the end-to-end tests drive: production build, its own embedded PostgreSQL on a fresh
 * DATA_DIR (removed at exit), known port.
 */
process.env.NODE_ENV = "production";
if (!process.env.DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-e2e-"));
  process.env.DATA_DIR = dataDir;
  // After the shutdown (SIGTERM from Playwright): PostgreSQL is stopped by then.
  process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
}
process.env.PORT = process.env.E2E_PORT ?? "3210";
process.env.HOST = "127.0.0.1";
process.env.LOG_LEVEL ??= "warn";
process.env.SITE_URL ??= `http://127.0.0.1:${process.env.PORT}`;
await import("../server/main.ts");
