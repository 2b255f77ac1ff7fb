import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Browser, type BrowserContext } from "@playwright/test";
import { freePort, startSmtpServer, type TestSmtpServer } from "../../fixtures/smtp.ts";
import { waitForHealth } from "./attachments";

export const MAIL_TO = "atelier@example.fr";

export interface MailServer {
  base: string;
  smtp: TestSmtpServer;
  /** A browser context logged in as the admin (phone-sized when `mobile`). */
  adminContext(browser: Browser, mobile: boolean): Promise<BrowserContext>;
  stop(): Promise<void>;
}

/**
 * A production server of its own (fresh embedded database) wired to a test SMTP server, so that
 * the e-mails are really delivered (the suite's shared servers have no SMTP on purpose); the
 * admin's default password is replaced by `password`.
 */
export async function startMailServer(name: string, password: string, env: Record<string, string> = {}) {
  const smtp = await startSmtpServer();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `atelier-e2e-${name}-`));
  const server = spawn(process.execPath, ["scripts/e2e-server.ts"], {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAIL_TO,
      LEADS_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...env,
    },
    stdio: "ignore",
  });
  await waitForHealth(base, 150_000);
  // The first login must replace the default password.
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ username: "admin", password: "admin123" }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const changed = await fetch(`${base}/api/auth/password`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base, Cookie: cookie },
    body: JSON.stringify({ currentPassword: "admin123", newPassword: password }),
  });
  expect(changed.status).toBe(200);
  return {
    base,
    smtp,
    async adminContext(browser: Browser, mobile: boolean) {
      const context = await browser.newContext({
        baseURL: base,
        viewport: mobile ? { width: 390, height: 844 } : undefined,
        isMobile: mobile,
        hasTouch: mobile,
      });
      const res = await context.request.post("/api/auth/login", { data: { username: "admin", password } });
      expect(res.status()).toBe(200);
      return context;
    },
    async stop() {
      server.kill("SIGTERM");
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  } satisfies MailServer;
}
