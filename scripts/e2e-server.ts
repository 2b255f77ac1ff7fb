import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The server the end-to-end tests drive: production build, its own embedded PostgreSQL on a fresh
 * DATA_DIR (removed at exit), known port. NODE_ENV=test (not production): the journeys log in with
 * the documented default password, which production refuses (docs/security.md).
 */
process.env.NODE_ENV = "test";
if (!process.env.DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-e2e-"));
  process.env.DATA_DIR = dataDir;
  // After the shutdown (SIGTERM from Playwright): PostgreSQL is stopped by then.
  process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
}
process.env.PORT = process.env.E2E_PORT ?? "3210";
process.env.HOST = "127.0.0.1";
process.env.LOG_LEVEL ??= "warn";
// Decision 042: the scheduler runs every 2 s and its clock can be moved by the tests (admin-publishing.spec.ts).
process.env.TEST_CLOCK ??= "true";
process.env.SCHEDULER_INTERVAL ??= "2";
process.env.REMINDERS_INTERVAL ??= "2";
process.env.SITE_URL ??= `http://127.0.0.1:${process.env.PORT}`;

/**
 * Extra admin accounts for the account-security tests (tests/e2e/admin-security.spec.ts): they
 * turn on two-factor codes and passkeys, which must not touch the `admin` every other test uses.
 * `E2E_EXTRA_ADMINS=name:password[:role],…` (role: manager by default, see domain/permissions.ts).
 */
const extra = (process.env.E2E_EXTRA_ADMINS ?? "").split(",").filter(Boolean);
if (extra.length === 0) {
  await import("../server/main.ts");
} else {
  const { createLogger } = await import("../server/logger.ts");
  const { startServer } = await import("../server/server.ts");
  const { users } = await import("../server/modules/auth/schema.ts");
  const { hashPassword } = await import("../server/modules/auth/index.ts");
  const running = await startServer({ logger: createLogger((process.env.LOG_LEVEL as "warn") ?? "warn") });
  const services = await running.ready;
  for (const entry of extra) {
    const [username, password, role = "manager"] = entry.split(":");
    await services.db
      .insert(users)
      .values({ username, passwordHash: await hashPassword(password), role: role as "manager" })
      .onConflictDoNothing();
  }
  const stop = () => void running.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
