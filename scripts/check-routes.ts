import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * `node scripts/check-routes.ts [routes file]` (run first by `npm run typecheck`): every route of
 * app/routes.ts names a file that exists. Without it, `react-router typegen` stops on the first bad
 * route with a stack trace that names no file of ours (« Path: routes.0.children.25.file — Expected
 * string but received undefined ») or buries the path in an ENOENT error. This check prints, in
 * French, each route whose file is missing or not given, and where it is declared, then exits 1.
 * Route files are relative to the folder of the routes file (React Router's `appDirectory`, `app`).
 */

/** A route entry as `route()`, `index()` and `layout()` of @react-router/dev/routes return it. */
interface RouteEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file?: unknown;
  children?: RouteEntry[];
}

export interface MissingRoute {
  /** The file the route names (relative to the app folder), or null when it names none. */
  file: string | null;
  /** The route, as a reader finds it: its path, its id. */
  route: string;
  /** « app/routes.ts:12 » when the file is written there, else the routes file alone (a computed value). */
  declaredAt: string;
}

function describe(entry: RouteEntry): string {
  const where = entry.index ? "index" : entry.path !== undefined ? `« ${entry.path} »` : "mise en page";
  return entry.id ? `${where} (id « ${entry.id} »)` : where;
}

/** The routes of `routesFile` whose file is missing or not given (empty when all exist). */
export async function checkRoutes(routesFile: string, cwd = process.cwd()): Promise<MissingRoute[]> {
  const absolute = path.resolve(cwd, routesFile);
  const appDir = path.dirname(absolute);
  const shown = path.relative(cwd, absolute) || absolute;
  const lines = readFileSync(absolute, "utf8").split("\n");
  const lineOf = (file: string) => {
    const i = lines.findIndex((l) => l.includes(`"${file}"`) || l.includes(`'${file}'`) || l.includes(`\`${file}\``));
    return i < 0 ? shown : `${shown}:${i + 1}`;
  };
  const mod = (await import(pathToFileURL(absolute).href)) as { default?: unknown };
  const entries = (Array.isArray(mod.default) ? mod.default : []) as RouteEntry[];
  const missing: MissingRoute[] = [];
  const visit = (list: RouteEntry[]) => {
    for (const entry of list) {
      if (typeof entry.file !== "string" || entry.file === "")
        missing.push({ file: null, route: describe(entry), declaredAt: shown });
      else if (!existsSync(path.resolve(appDir, entry.file)))
        missing.push({ file: entry.file, route: describe(entry), declaredAt: lineOf(entry.file) });
      visit(entry.children ?? []);
    }
  };
  visit(entries);
  // One route file serves several routes (aliases, pages): name it once, with every route.
  const byFile = new Map<string, MissingRoute>();
  const once: MissingRoute[] = [];
  for (const m of missing) {
    const seen = m.file === null ? undefined : byFile.get(m.file);
    if (seen) seen.route += `, ${m.route}`;
    else {
      if (m.file !== null) byFile.set(m.file, m);
      once.push(m);
    }
  }
  return once;
}

/** The French report of the missing route files. */
export function report(missing: MissingRoute[], appFolder: string): string[] {
  const out: string[] = [];
  for (const m of missing) {
    if (m.file === null) {
      out.push(`Route sans fichier : ${m.route}`);
      out.push(
        `  déclarée dans ${m.declaredAt} par une valeur calculée : le fichier de cette route est indéfini (un Record<…> à qui il manque une clé, par exemple un nouveau type de contenu ?).`,
      );
    } else {
      out.push(`Fichier de route introuvable : ${path.join(appFolder, m.file)}`);
      out.push(`  déclaré dans ${m.declaredAt} pour la route ${m.route}.`);
    }
  }
  out.push(
    `${missing.length} route${missing.length > 1 ? "s" : ""} sans fichier : créez le fichier ou corrigez la déclaration, puis relancez npm run typecheck.`,
  );
  return out;
}

if (import.meta.main) {
  const routesFile = process.argv[2] ?? "app/routes.ts";
  let missing: MissingRoute[];
  try {
    missing = await checkRoutes(routesFile);
  } catch (err) {
    console.error(`${routesFile} ne se charge pas : ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  if (missing.length > 0) {
    for (const line of report(missing, path.dirname(routesFile))) console.error(line);
    process.exit(1);
  }
}
