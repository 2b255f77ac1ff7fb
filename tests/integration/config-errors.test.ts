import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("configuration errors", () => {
  it("stop the server at start with a list of what is wrong", () => {
    const root = path.resolve(import.meta.dirname, "..", "..");
    const result = spawnSync(process.execPath, ["server/main.ts"], {
      cwd: root,
      env: { ...process.env, PORT: "pas-un-port", DATABASE_URL: "mysql://x", NODE_ENV: "production" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Configuration invalide");
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).toContain("DATABASE_URL");
  });
});
