import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import { sep } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), lucideServerIcon(), adminShellChunk()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React and React Router travel as one file: a phone on a slow network pays a round trip
        // per file (HTTP/1.1 opens six connections at most), not only per byte.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|@react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // The server build bundles these icon and UI libraries instead of importing their barrels at run
  // time: only what the app uses is loaded (lucide-react alone is ~40 MB of memory otherwise;
  // decision 040, `npm run bench:memory`).
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
});

/**
 * In the server build only, lucide-react's `Icon` is app/lib/lucide-ssr-icon.ts: the same markup,
 * each icon built once per set of props instead of at every render (decision 060).
 */
function lucideServerIcon(): Plugin {
  const replacement = fileURLToPath(new URL("./app/lib/lucide-ssr-icon.ts", import.meta.url));
  return {
    name: "lucide-server-icon",
    enforce: "pre",
    resolveId(id, importer, options) {
      if (!options?.ssr || id !== "./Icon.mjs" || !importer?.includes(`${sep}lucide-react${sep}`)) return null;
      return replacement;
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null };

/**
 * One file for what every admin page loads: the client entry, the root route and the admin layout
 * with what they import statically, plus the app's own modules that at least a quarter of the
 * admin's pages import (buttons, fields, cards, dialogs, date formats: decision 060). Left to the
 * automatic splitting, these travel as ~35 files of a few hundred bytes, each compressed alone.
 * Only modules of these closed sets are captured (unlike a group by folder, which made every page
 * load the others' code). Re-exporting files (a library's index) are crossed; lucide-react's,
 * which names every icon, only for the icons imported.
 */
function adminShellChunk(): Plugin {
  return {
    name: "admin-shell-chunk",
    applyToEnvironment: (environment) => environment.name === "client",
    outputOptions(options) {
      const splitting = typeof options.codeSplitting === "object" ? options.codeSplitting : {};
      return { ...options, codeSplitting: { ...splitting, groups: [...(splitting.groups ?? []), adminShellGroup()] } };
    },
  };
}

function adminShellGroup() {
  const candidates = new Set<string>();
  let shell: Set<string> | undefined;
  const path = (id: string) => id.split("?")[0];
  const roots = ["app/entry.client.tsx", "app/root.tsx", "app/routes/admin/layout.tsx"].map((file) =>
    fileURLToPath(new URL(`./${file}`, import.meta.url)),
  );
  const pageDir = fileURLToPath(new URL("./app/routes/admin/", import.meta.url));
  const outsideShell = ["login.tsx", "logout.tsx", "invitation.tsx", "layout.tsx"].map((file) => pageDir + file);
  /** The modules `starts` import statically, `known` left out (and not crossed). */
  const reach = (graph: ModuleGraph, starts: string[], known = new Set<string>()) => {
    const seen = new Set<string>();
    const queue = [...starts];
    while (queue.length) {
      const id = queue.pop()!;
      if (seen.has(id) || known.has(id)) continue;
      seen.add(id);
      const info = graph.getModuleInfo(id);
      const imported = info?.importedIds ?? [];
      const lucide = imported.find((i) => i.endsWith(`${sep}lucide-react.mjs`));
      queue.push(...imported.filter((i) => i !== lucide));
      if (lucide) queue.push(...lucideIcons(info?.code ?? "", lucide));
    }
    return [...seen].filter((id) => candidates.has(id));
  };
  const compute = (graph: ModuleGraph) => {
    const found = new Set(
      reach(
        graph,
        [...candidates].filter((id) => roots.includes(path(id))),
      ),
    );
    const pages = [...candidates].filter(
      (id) => id.includes("?") && path(id).startsWith(pageDir) && !outsideShell.includes(path(id)),
    );
    const uses = new Map<string, number>();
    for (const page of pages) for (const id of reach(graph, [page], found)) uses.set(id, (uses.get(id) ?? 0) + 1);
    for (const [id, n] of uses) if (n >= pages.length / 4 && !id.includes(`${sep}node_modules${sep}`)) found.add(id);
    return found;
  };
  return {
    name: (id: string, graph: ModuleGraph) => ((shell ??= compute(graph)).has(id) ? "admin-shell" : null),
    test: (id: string) => {
      candidates.add(id);
      return true;
    },
  };
}

const lucideFiles: Record<string, Map<string, string>> = {};

/** The icon files behind `import { A, B } from "lucide-react"` in a module's code. */
function lucideIcons(code: string, barrel: string): string[] {
  const files = (lucideFiles[barrel] ??= new Map());
  if (!files.size)
    for (const [, names, file] of readFileSync(barrel, "utf8").matchAll(/export \{([^}]+)\} from '([^']+)'/g))
      for (const [, name] of names.matchAll(/as (\w+)/g))
        files.set(name, fileURLToPath(new URL(file, `file://${barrel}`)));
  return [...code.matchAll(/import\s*\{([^}]+)\}\s*from\s*["']lucide-react["']/g)].flatMap(([, names]) =>
    names.split(",").flatMap((name) => files.get(name.trim().split(/\s+as\s+/)[0]) ?? []),
  );
}
