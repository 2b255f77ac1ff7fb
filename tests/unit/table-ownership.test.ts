import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";

/**
 * Each module owns its tables (server/modules/<module>/schema.ts; the infrastructure's in
 * server/infra/db/infra-tables.ts): every table is exported by exactly one schema file, and the
 * schema files declare exactly the tables the migrations create.
 */
const root = path.resolve(import.meta.dirname, "..", "..");
const modulesDir = path.join(root, "server", "modules");
const schemaFiles = [
  ...readdirSync(modulesDir)
    .map((name) => path.join(modulesDir, name, "schema.ts"))
    .filter((file) => existsSync(file)),
  path.join(root, "server", "infra", "db", "infra-tables.ts"),
];

/** Every table name, with the schema files that export it. */
async function exporters(): Promise<Map<string, string[]>> {
  const byTable = new Map<string, string[]>();
  for (const file of schemaFiles) {
    const exports = (await import(file)) as Record<string, unknown>;
    const names = new Set(
      Object.values(exports)
        .filter((value) => is(value, PgTable))
        .map((table) => getTableName(table as PgTable)),
    );
    for (const name of names) byTable.set(name, [...(byTable.get(name) ?? []), path.relative(root, file)]);
  }
  return byTable;
}

/** The tables the migrations create, less those they drop. */
function migratedTables(): string[] {
  const dir = path.join(root, "server", "infra", "db", "migrations");
  const tables = new Set<string>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const sql = readFileSync(path.join(dir, file), "utf8");
    for (const [, name] of sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"(?:public"\.")?([a-z0-9_]+)"/gi))
      tables.add(name);
    for (const [, from, to] of sql.matchAll(/ALTER TABLE "([a-z0-9_]+)" RENAME TO "([a-z0-9_]+)"/gi)) {
      tables.delete(from);
      tables.add(to);
    }
    for (const [, name] of sql.matchAll(/DROP TABLE (?:IF EXISTS )?"(?:public"\.")?([a-z0-9_]+)"/gi))
      tables.delete(name);
  }
  return [...tables].sort();
}

describe("each table belongs to one module", () => {
  it("every table is exported by exactly one schema file", async () => {
    const byTable = await exporters();
    expect(byTable.size).toBeGreaterThan(30);
    expect([...byTable].filter(([, files]) => files.length !== 1)).toEqual([]);
  });

  it("the schema files declare exactly the tables the migrations create", async () => {
    expect([...(await exporters()).keys()].sort()).toEqual(migratedTables());
  });
});
