import { describe, expect, it } from "vitest";
import pg from "pg";
import path from "node:path";
import { SERVER_HOOK_TIMEOUT } from "../fixtures/leads.ts";
import { createTestDatabase, testDatabase } from "../fixtures/test-server.ts";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { migrationsBefore, writeOldArchive } from "../fixtures/migrations.ts";
import { migrationsFolder, openDatabase } from "#server/infra/db/client.ts";
import { mkdtemp, rm } from "node:fs/promises";
import { restoreBackup } from "#server/modules/backup/service.ts";
import { tmpdir } from "node:os";

/** The migrations released before the signing module (decision 062): 0000 … 0034. */
const BEFORE_SIGNING = 35;

const EVIDENCE = {
  number: "D-2026-0001",
  typedName: "Claire Dubos",
  pdfSha256: "a".repeat(64),
  evidenceSha256: "b".repeat(64),
};
const PV_EVIDENCE = {
  title: "Cuisine",
  typedName: "Claire Dubos",
  pdfSha256: "c".repeat(64),
  evidenceSha256: "d".repeat(64),
};

/** An older database: an accepted devis with its evidence, a sent one locked after wrong codes, a signed PV. */
async function fillOld(client: pg.Client) {
  await client.query(
    `insert into devis (number, root_number, client, status, evidence, accepted_at) values
       ('D-2026-0001', 'D-2026-0001', '{}', 'accepte', $1, '2026-10-02T09:00:00Z')`,
    [JSON.stringify(EVIDENCE)],
  );
  await client.query(
    `insert into devis (number, root_number, client, status, code_hash, code_failures, code_locked_at) values
       ('D-2026-0002', 'D-2026-0002', '{}', 'envoye', 'ff', 10, '2026-10-05T09:00:00Z')`,
  );
  await client.query(`insert into chantiers (title, client_name) values ('Cuisine', 'Claire Dubos')`);
  await client.query(
    `insert into chantier_receptions (chantier_id, status, pdf_date, pdf, pdf_sha256, evidence, signed_at)
       select id, 'signe', '2026-11-02', '', 'c', $1, '2026-11-02T15:00:00Z' from chantiers`,
    [JSON.stringify(PV_EVIDENCE)],
  );
}

/** The proof of each document, now in the signing module's table. */
async function expectMoved(client: pg.Client) {
  const { rows } = await client.query(
    `select kind, d.number, s.code_failures, s.code_locked_at is not null as locked, s.code_hash, s.method,
            s.signed_at, s.evidence, s.evidence_sha256
       from signatures s left join devis d on s.kind = 'devis' and d.id = s.document_id order by s.kind, d.number`,
  );
  expect(rows).toEqual([
    {
      kind: "devis",
      number: "D-2026-0001",
      code_failures: 0,
      locked: false,
      code_hash: null,
      method: "en_ligne",
      signed_at: new Date("2026-10-02T09:00:00Z"),
      evidence: EVIDENCE,
      evidence_sha256: EVIDENCE.evidenceSha256,
    },
    // Still locked: only the office reopens it; the pending code is not carried over.
    expect.objectContaining({
      kind: "devis",
      number: "D-2026-0002",
      code_failures: 10,
      locked: true,
      code_hash: null,
      evidence: null,
    }),
    expect.objectContaining({
      kind: "pv",
      method: "en_ligne",
      evidence: PV_EVIDENCE,
      signed_at: new Date("2026-11-02T15:00:00Z"),
    }),
  ]);
}

describe(`signatures: the proof moves to the signing module (${testDatabase})`, () => {
  it(
    "the migrations move each devis' and PV's evidence and lock to `signatures`, then drop the old columns",
    async () => {
      const database = await createTestDatabase();
      const folder = await migrationsBefore(BEFORE_SIGNING);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await migrate(drizzle(client), { migrationsFolder: folder });
        await fillOld(client);
        await migrate(drizzle(client), { migrationsFolder });
        await expectMoved(client);
        const { rows } = await client.query(
          `select table_name, column_name from information_schema.columns
            where table_name in ('devis', 'chantier_receptions') and (column_name like 'code%' or column_name = 'evidence')`,
        );
        expect(rows).toEqual([]);
      } finally {
        await client.end();
        await rm(folder, { recursive: true, force: true });
        await database.drop();
      }
    },
    SERVER_HOOK_TIMEOUT,
  );

  it(
    "an archive made before the signing module restores with its proof in `signatures`",
    async () => {
      const old = await createTestDatabase();
      const target = await createTestDatabase();
      const folder = await migrationsBefore(BEFORE_SIGNING);
      const work = await mkdtemp(path.join(tmpdir(), "atelier-signature-archive-"));
      const client = new pg.Client({ connectionString: old.url });
      await client.connect();
      try {
        await migrate(drizzle(client), { migrationsFolder: folder });
        await fillOld(client);
        await writeOldArchive(client, work, ["devis", "chantiers", "chantier_receptions"]);
      } finally {
        await client.end();
        await rm(folder, { recursive: true, force: true });
      }
      const database = await openDatabase({ databaseUrl: target.url, dataDir: path.join(work, "restored") });
      const after = new pg.Client({ connectionString: target.url });
      await after.connect();
      try {
        // A signature of the target database that the archive does not hold goes.
        await after.query(`insert into signatures (kind, document_id) values ('devis', 999)`);
        await restoreBackup(database.db, path.join(work, "restored"), path.join(work, "avant.tar.gz"));
        await expectMoved(after);
      } finally {
        await after.end();
        await database.close();
        await target.drop();
        await old.drop();
        await rm(work, { recursive: true, force: true });
      }
    },
    SERVER_HOOK_TIMEOUT,
  );
});
