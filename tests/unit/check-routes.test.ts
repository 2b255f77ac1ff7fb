import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkRoutes } from "../../scripts/check-routes.ts";

const root = path.resolve(import.meta.dirname, "../..");
const script = path.join(root, "scripts/check-routes.ts");

/**
 * A throwaway app folder: a routes file (plain route objects, as route() returns them) whose
 * second route names a file that does not exist and whose third names none (a Record<…> without
 * the key of a new content type), and the one route file that exists.
 */
function app() {
  const dir = mkdtempSync(path.join(tmpdir(), "routes-"));
  mkdirSync(path.join(dir, "app/routes"), { recursive: true });
  writeFileSync(path.join(dir, "app/routes/home.tsx"), "export default function Home() { return null; }\n");
  writeFileSync(
    path.join(dir, "app/routes.ts"),
    [
      "const pages: Record<string, string> = {};",
      "export default [",
      '  { id: "home", index: true, file: "routes/home.tsx" },',
      '  { id: "guide", path: "guides/:slug", file: "routes/guide.tsx" },',
      '  { id: "preview-guides", path: "apercu/guides/:id", file: pages.guides },',
      "];",
      "",
    ].join("\n"),
  );
  return dir;
}

describe("route files checked before react-router typegen (scripts/check-routes.ts, run by npm run typecheck)", () => {
  it("names a missing route file with the line that declares it, and a route without a file", async () => {
    const dir = app();
    try {
      expect(await checkRoutes("app/routes.ts", dir)).toEqual([
        { file: "routes/guide.tsx", route: "« guides/:slug » (id « guide »)", declaredAt: "app/routes.ts:4" },
        { file: null, route: "« apercu/guides/:id » (id « preview-guides »)", declaredAt: "app/routes.ts" },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("prints them in French and exits 1", () => {
    const dir = app();
    try {
      const run = spawnSync(process.execPath, [script], { cwd: dir, encoding: "utf8" });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("Fichier de route introuvable : app/routes/guide.tsx");
      expect(run.stderr).toContain("déclaré dans app/routes.ts:4 pour la route « guides/:slug »");
      expect(run.stderr).toContain("Route sans fichier : « apercu/guides/:id » (id « preview-guides »)");
      expect(run.stderr).toContain("2 routes sans fichier");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("exits 0 once the file exists and the route names it", () => {
    const dir = app();
    try {
      writeFileSync(path.join(dir, "app/routes/guide.tsx"), "export default function Guide() { return null; }\n");
      writeFileSync(
        path.join(dir, "app/routes.ts"),
        'export default [{ id: "guide", path: "guides/:slug", file: "routes/guide.tsx" }];\n',
      );
      const run = spawnSync(process.execPath, [script], { cwd: dir, encoding: "utf8" });
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds every route file of this project", async () => {
    expect(await checkRoutes("app/routes.ts", root)).toEqual([]);
  });
});
