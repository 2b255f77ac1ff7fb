import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision 050: the interface spells the addresses of its admin pages in ONE place,
 * app/lib/paths.ts (checked against app/routes.ts by the compiler), and those of a content item in
 * domain/content-paths.ts. An admin address written as a literal anywhere else in app/ is refused.
 */
const root = path.resolve(import.meta.dirname, "..", "..");

/** Where an admin address may be written: the routes, the paths helper, the tests. */
const allowedFiles = new Set(["app/routes.ts", "app/lib/paths.ts"]);
/** `/admin/`, the service worker's scope (a prefix of URLs, not a page). */
const allowedLiterals = new Set(["/admin/"]);

/** The admin addresses written as string or template literals in `source`, e.g. `"/admin/demandes"`. */
function literalAdminLinks(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(["'`])(\/admin(?:[/?#][^"'`$]*)?)(?=["'`$])/g)) {
    const literal = match[2]!;
    if (!allowedLiterals.has(literal)) found.push(literal);
  }
  return found;
}

function appFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) appFiles(rel, out);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(rel);
  }
  return out;
}

describe("admin links are built by the paths helper", () => {
  it("a literal admin link is recognised (the check can fail)", () => {
    expect(literalAdminLinks('<Link to="/admin/demandes">Demandes</Link>')).toEqual(["/admin/demandes"]);
    expect(literalAdminLinks("navigate(`/admin/devis/${id}`)")).toEqual(["/admin/devis/"]);
    expect(literalAdminLinks('redirect("/admin")')).toEqual(["/admin"]);
    expect(literalAdminLinks('register("/admin-sw.js", { scope: "/admin/" })')).toEqual([]);
    expect(literalAdminLinks("<Link to={adminPaths.leads}>")).toEqual([]);
  });

  it("no file of app/ writes an admin address outside app/lib/paths.ts and app/routes.ts", () => {
    const offenders = appFiles("app")
      .filter((file) => !allowedFiles.has(file))
      .flatMap((file) => literalAdminLinks(readFileSync(path.join(root, file), "utf8")).map((l) => `${file}: ${l}`));
    expect(offenders).toEqual([]);
  });
});
