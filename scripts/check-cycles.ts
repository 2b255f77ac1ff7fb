import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * `node scripts/check-cycles.ts [root]` (run by `npm run lint`, decision 050): the import graph of app/,
 * server/ and domain/ has no cycle, **type-only imports included** (`import type`, `export type … from`,
 * `import("…")` types), at two levels:
 *
 * - files: no file reaches itself through its imports;
 * - units (a folder seen from outside: one module of server/modules, one folder of server/infra,
 *   server/http, one feature of app/features/admin…, see `unitOf`): no unit reaches itself.
 *
 * ESLint's `import-x/no-cycle` skips type-only imports; this check does not. Exits 1 and lists every
 * cycle when there is one. `--report` prints the counts and exits 0 (the figures of the closing notes).
 */
const roots = ["app", "server", "domain"];
const extensions = [".ts", ".tsx"];

export interface Graph {
  files: string[];
  edges: Map<string, Set<string>>;
}

/** The source files under `dir` that `keep` accepts, past the folders of `skip` (also check-table-refs.ts). */
export function walk(
  dir: string,
  out: string[],
  keep = (entry: string) => extensions.some((ext) => entry.endsWith(ext)) && !entry.endsWith(".d.ts"),
  skip = ["node_modules", "migrations"],
) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (!skip.includes(entry)) walk(full, out, keep, skip);
    } else if (keep(entry)) out.push(full);
  }
}

function resolveFile(candidate: string): string | undefined {
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  for (const ext of extensions) {
    if (existsSync(candidate + ext)) return candidate + ext;
  }
  // `./x.js` written for `./x.ts`
  const withoutJs = candidate.replace(/\.js$/, "");
  for (const ext of extensions) {
    if (withoutJs !== candidate && existsSync(withoutJs + ext)) return withoutJs + ext;
  }
  for (const ext of extensions) {
    const index = path.join(candidate, "index" + ext);
    if (existsSync(index)) return index;
  }
  return undefined;
}

/** The import graph of the project under `base` (relative paths, `/` separators). */
export function importGraph(base: string): Graph {
  const aliases: Record<string, string> =
    JSON.parse(readFileSync(path.join(base, "package.json"), "utf8")).imports ?? {};
  const files: string[] = [];
  for (const root of roots) if (existsSync(path.join(base, root))) walk(path.join(base, root), files);
  const edges = new Map<string, Set<string>>();
  const rel = (file: string) => path.relative(base, file).split(path.sep).join("/");
  for (const file of files) {
    const targets = new Set<string>();
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName } of info.importedFiles) {
      let candidate: string | undefined;
      if (fileName.startsWith(".")) candidate = path.resolve(path.dirname(file), fileName);
      else {
        for (const [pattern, target] of Object.entries(aliases)) {
          const prefix = pattern.replace(/\*$/, "");
          if (fileName.startsWith(prefix))
            candidate = path.join(base, target.replace(/\*$/, "") + fileName.slice(prefix.length));
        }
      }
      const resolved = candidate && resolveFile(candidate);
      if (resolved && resolved !== file) targets.add(rel(resolved));
    }
    edges.set(rel(file), targets);
  }
  return { files: files.map(rel), edges };
}

/**
 * The unit a file belongs to, seen from outside: a module (server/modules/<m>), a folder of the
 * infrastructure (server/infra/<x>), server/http, a feature of the interface (app/features/admin/<f>,
 * app/components/site/<c>), a file at the top of server/ or server/infra/, or else its folder (app/ui,
 * app/routes/admin, domain…).
 */
export function unitOf(file: string): string {
  const parts = file.split("/");
  const dir = parts.slice(0, -1);
  // The files at the top of server/ and server/infra/ (config, errors, logger, services…) are each their own unit.
  if (dir.join("/") === "server" || dir.join("/") === "server/infra") return file.replace(/\.tsx?$/, "");
  const depth =
    (dir[0] === "server" && (dir[1] === "modules" || dir[1] === "infra") && dir.length >= 3) ||
    (dir[0] === "app" && dir[1] === "components" && dir.length >= 3)
      ? 3
      : dir[0] === "app" && dir[1] === "features" && dir[2] === "admin" && dir.length >= 4
        ? 4
        : dir[0] === "app" && dir[1] === "routes"
          ? 3
          : 2;
  return dir.slice(0, Math.min(depth, dir.length)).join("/");
}

/** Strongly connected components of more than one node (Tarjan), each sorted. */
export function cycles(edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const strong = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indices.has(next)) {
        strong(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!indices.has(node)) strong(node);
  return found;
}

/** The graph of units: an edge when a file of one unit imports a file of another. */
export function unitGraph(graph: Graph): Map<string, Set<string>> {
  const units = new Map<string, Set<string>>();
  for (const [file, targets] of graph.edges) {
    const from = unitOf(file);
    const set = units.get(from) ?? new Set<string>();
    units.set(from, set);
    for (const target of targets) {
      const to = unitOf(target);
      if (to !== from) set.add(to);
    }
  }
  return units;
}

/** One path that closes the cycle through `component` (for a readable message). */
function witness(edges: Map<string, Set<string>>, component: string[]): string {
  const inside = new Set(component);
  const start = component[0];
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of edges.get(node) ?? []) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const chain = [start];
        for (let at: string | undefined = node; at && at !== start; at = previous.get(at)) chain.splice(1, 0, at);
        return [...chain, start].join(" → ");
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return component.join(", ");
}

export function checkCycles(base: string) {
  const graph = importGraph(base);
  const units = unitGraph(graph);
  const fileCycles = cycles(graph.edges);
  const unitCycles = cycles(units);
  return {
    files: graph.files.length,
    fileCycles: fileCycles.map((c) => ({ members: c, path: witness(graph.edges, c) })),
    unitCycles: unitCycles.map((c) => ({ members: c, path: witness(units, c) })),
  };
}

if (import.meta.main) {
  const base = path.resolve(process.argv.slice(2).find((a) => !a.startsWith("--")) ?? ".");
  const result = checkCycles(base);
  if (process.argv.includes("--report")) {
    console.log(
      `${result.files} fichiers ; cycles (imports de types compris) : ${result.fileCycles.length} entre fichiers, ${result.unitCycles.length} entre dossiers`,
    );
  }
  for (const cycle of result.fileCycles) console.error(`Cycle d'imports entre fichiers : ${cycle.path}`);
  for (const cycle of result.unitCycles) console.error(`Cycle d'imports entre dossiers : ${cycle.path}`);
  if (!process.argv.includes("--report") && (result.fileCycles.length || result.unitCycles.length)) {
    console.error("Un import de type compte aussi : docs/architecture.md, « Les frontières ».");
    process.exit(1);
  }
}
