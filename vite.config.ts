import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { sep } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), lucideServerIcon()],
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
