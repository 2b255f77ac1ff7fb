import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../fixtures/smtp.ts";
import { waitForHealth } from "./attachments";

/**
 * A production server of one spec, on a fresh database, with extra settings (a test SMTP
 * server…); its admin password is set at once. `stop()` ends it and removes its data.
 */
export async function startOwnServer(env: Record<string, string>, password: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-e2e-own-"));
  const child = spawn(process.execPath, ["scripts/e2e-server.ts"], {
    env: { ...process.env, E2E_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    stdio: "ignore",
  });
  await waitForHealth(base, 150_000);
  const post = (url: string, body: unknown, cookie = "") =>
    fetch(`${base}${url}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
  const login = await post("/api/auth/login", { username: "admin", password: "admin123" });
  const session = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const changed = await post("/api/auth/password", { currentPassword: "admin123", newPassword: password }, session);
  if (changed.status !== 200) throw new Error(`password not set: ${changed.status}`);
  return {
    base,
    post,
    stop() {
      child.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
