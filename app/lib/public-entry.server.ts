import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * How a public page loads its JavaScript (app/public/entry.ts, docs/decisions/047-public-islands.md):
 * - built: the entry's address, read once from the manifest written next to the client build by
 *   vite.public.config.ts (after React Router's build);
 * - development: an inline module importing React Router's refresh preamble (the islands' .tsx go
 *   through its React Refresh transform) and then the entry's source, served by Vite.
 * Null when a production server finds no manifest: the pages then load React Router's client.
 */
export type PublicEntry = { src: string } | { inline: string } | null;

let entry: PublicEntry | undefined;

export function publicEntry(): PublicEntry {
  if (entry !== undefined) return entry;
  if (import.meta.env.DEV) {
    return (entry = {
      inline: 'import "/@id/__x00__virtual:react-router/inject-hmr-runtime";import "/app/public/entry.ts";',
    });
  }
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "client", ".vite", "public-manifest.json");
  if (!existsSync(file)) return (entry = null);
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, { file: string; isEntry?: boolean }>;
  const chunk = Object.values(manifest).find((c) => c.isEntry);
  return (entry = chunk ? { src: `/${chunk.file}` } : null);
}
