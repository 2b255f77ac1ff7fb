import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The server the end-to-end tests drive: production build, fresh embedded database, known port.
 * NODE_ENV=test (not production): the journeys log in with the documented default password,
 * which production refuses (docs/security.md).
 */
process.env.NODE_ENV = "test";
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "atelier-e2e-"));
process.env.PORT = process.env.E2E_PORT ?? "3210";
process.env.HOST = "127.0.0.1";
process.env.LOG_LEVEL ??= "warn";
// Decision 042: the scheduler runs every 2 s and its clock can be moved by the tests (admin-publishing.spec.ts).
process.env.TEST_CLOCK ??= "true";
process.env.SCHEDULER_INTERVAL ??= "2";
process.env.SITE_URL ??= `http://127.0.0.1:${process.env.PORT}`;
await import("../server/main.ts");
