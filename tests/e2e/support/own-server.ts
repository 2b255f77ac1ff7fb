import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Browser, type BrowserContext } from "@playwright/test";
import { freePort } from "../../fixtures/smtp.ts";
import { waitForHealth } from "./attachments";

export interface OwnServer {
  base: string;
  stop(): void;
}

/**
 * A production server of one spec, on its own fresh database and DATA_DIR (the suite's shared servers
 * have no SMTP on purpose), its default password replaced by `password`.
 */
export async function startOwnServer(env: Record<string, string>, password: string): Promise<OwnServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-e2e-own-"));
  const server: ChildProcess = spawn(process.execPath, ["scripts/e2e-server.ts"], {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      DATA_DIR: dataDir,
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
    stop() {
      server.kill("SIGTERM");
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
