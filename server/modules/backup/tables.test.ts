import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "#server/infra/db/schema.ts";
import { BACKUP_TABLES, EPHEMERAL_TABLES } from "./service.ts";

/** Every table the schema declares (read from its exports, not from a list kept by hand). */
const schemaTables: string[] = [
  ...new Set(
    Object.values(schema)
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
