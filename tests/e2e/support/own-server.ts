import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Browser, type BrowserContext } from "@playwright/test";
import { freePort, startSmtpServer, type TestSmtpServer } from "../../fixtures/smtp.ts";
import { waitForHealth } from "./attachments";

export interface OwnServer {
  base: string;
  smtp: TestSmtpServer;
  /** A same-origin JSON POST (with a session cookie when given). */
  post(url: string, body: unknown, cookie?: string): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * A spec's own production server (scripts/e2e-server.ts, fresh embedded database) wired to a test
 * SMTP server: the suite's shared servers have no SMTP on purpose. With `password`, the admin's
 * password is set at once. With `wireSmtp: false`, the SMTP server is started but the site is not
 * told about it (e-mail « not configured », to be set from « Messagerie »). `stop()` ends it all.
 */
export async function startOwnServer(
  env: Record<string, string>,
  password?: string,
  { wireSmtp = true }: { wireSmtp?: boolean } = {},
): Promise<OwnServer> {
  const smtp = await startSmtpServer();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-e2e-own-"));
  const child = spawn(process.execPath, ["scripts/e2e-server.ts"], {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      DATA_DIR: dataDir,
      ...(wireSmtp ? { SMTP_URL: smtp.url } : {}),
      LEADS_RATE_LIMIT: "1000",
      VISIT_CHANGES_PER_DAY: "1000",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...env,
    },
    stdio: "ignore",
  });
  await waitForHealth(base, 150_000);
  const post = (url: string, body: unknown, cookie = "") =>
    fetch(`${base}${url}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
  if (password) {
    const login = await post("/api/auth/login", { username: "admin", password: "admin123" });
    const session = (login.headers.get("set-cookie") ?? "").split(";")[0];
    const changed = await post("/api/auth/password", { currentPassword: "admin123", newPassword: password }, session);
    if (changed.status !== 200) throw new Error(`password not set: ${changed.status}`);
  }
  return {
    base,
    smtp,
    post,
    async stop() {
      child.kill("SIGTERM");
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser context logged in as the admin of `base` (a phone's when `mobile`). */
export async function ownAdminContext(
  browser: Browser,
  base: string,
  password: string,
  mobile: boolean,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: mobile ? { width: 390, height: 844 } : undefined,
    isMobile: mobile,
    hasTouch: mobile,
  });
  const res = await context.request.post("/api/auth/login", { data: { username: "admin", password } });
  expect(res.status()).toBe(200);
  return context;
}
