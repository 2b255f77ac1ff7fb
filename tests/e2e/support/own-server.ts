import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startSmtpServer, type TestSmtpServer } from "../../fixtures/smtp.ts";
import { waitForHealth } from "./attachments";

export interface OwnServer {
  base: string;
  smtp: TestSmtpServer;
  stop(): Promise<void>;
}

/**
 * A spec's own production server (scripts/e2e-server.ts, fresh embedded database) wired to a test
 * SMTP server: the suite's shared servers have no SMTP on purpose.
 */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const smtp = await startSmtpServer();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-e2e-own-"));
  const child = spawn(process.execPath, ["scripts/e2e-server.ts"], {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...env,
    },
    stdio: "ignore",
  });
  await waitForHealth(base, 150_000);
  return {
    base,
    smtp,
    async stop() {
      child.kill("SIGTERM");
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
