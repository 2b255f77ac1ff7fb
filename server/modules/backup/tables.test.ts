import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { BACKUP_TABLES, EPHEMERAL_TABLES } from "./archive.ts";

/** The schema files: each module's schema.ts and the infrastructure's tables (drizzle.config.ts). */
const modulesDir = path.join(import.meta.dirname, "..");
const schemaFiles = [
  ...readdirSync(modulesDir)
    .map((name) => path.join(modulesDir, name, "schema.ts"))
    .filter((file) => existsSync(file)),
  path.join(modulesDir, "..", "infra", "db", "infra-tables.ts"),
];
const schemaExports = await Promise.all(schemaFiles.map((file) => import(file) as Promise<Record<string, unknown>>));

/** Every table the schema declares (read from its exports, not from a list kept by hand). */
const schemaTables: string[] = [
  ...new Set(
    schemaExports
      .flatMap((exports) => Object.values(exports))
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table)),
  ),
].sort();

describe("backup coverage", () => {
  it("reads the tables of the schema", () => {
    expect(schemaTables).toContain("articles");
    expect(schemaTables).toContain("email_outbox");
    expect(schemaTables.length).toBeGreaterThan(30);
  });

  it("backs up every table or lists it as ephemeral, with a reason", () => {
    const covered = new Set<string>([...BACKUP_TABLES, ...Object.keys(EPHEMERAL_TABLES)]);
    expect(schemaTables.filter((table) => !covered.has(table))).toEqual([]);
  });

  it("names only tables that exist, each in one list", () => {
    const ephemeral = Object.keys(EPHEMERAL_TABLES);
    expect([...BACKUP_TABLES, ...ephemeral].filter((table) => !schemaTables.includes(table))).toEqual([]);
    expect(ephemeral.filter((table) => (BACKUP_TABLES as readonly string[]).includes(table))).toEqual([]);
    expect(new Set(BACKUP_TABLES).size).toBe(BACKUP_TABLES.length);
  });
});
