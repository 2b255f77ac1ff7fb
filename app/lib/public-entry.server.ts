import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The address of the public pages' JavaScript (app/public/entry.ts, built by vite.public.config.ts
 * after React Router's build), read once from its manifest next to the client build. Null when
 * there is no such build (development): the pages then load React Router's client as before.
 */
let entry: string | null | undefined;

export function publicEntryUrl(): string | null {
  if (entry !== undefined) return entry;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "..", "client", ".vite", "public-manifest.json"), path.join(process.cwd(), "build", "client", ".vite", "public-manifest.json")];
  const file = candidates.find((f) => existsSync(f));
  if (!file) return (entry = null);
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, { file: string; isEntry?: boolean }>;
  const chunk = Object.values(manifest).find((c) => c.isEntry);
  return (entry = chunk ? `/${chunk.file}` : null);
}
