import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { eq, sql } from "drizzle-orm";
import * as tar from "tar";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#server/infra/db/client.ts";
import { articles } from "#server/modules/content/schema.ts";
import { leads } from "#server/modules/leads/schema.ts";
import { invoiceCounters, invoiceLines, invoices } from "#server/modules/invoices/schema.ts";
import type { Db } from "#server/infra/db/client.ts";
import { statsDayTotals, statsMonthly } from "#server/modules/stats/schema.ts";
import { createBackupStream, restoreBackup } from "#server/modules/backup/service.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { runScript } from "../fixtures/scripts.ts";
import { createTestDatabase, startTestServer, testDatabase } from "../fixtures/test-server.ts";

/** The invoices' tables as one hash of their rows (kept 10 years: restored byte for byte). */
async function invoicesHash(db: Db): Promise<string> {
  const hashes = await Promise.all(
    ["invoices", "invoice_lines", "invoice_counters"].map(async (table) => {
      const result = await db.execute(
        sql.raw(`select md5(coalesce(string_agg(row_to_json(t)::text, '|' order by 1), '')) as h from "${table}" t`),
      );
      return (result as unknown as { rows: { h: string }[] }).rows[0].h;
    }),
  );
  return hashes.join(" ");
}

describe(`backup and restore (${testDatabase})`, () => {
  it("round-trips the database and the uploads into an empty DATA_DIR or database", { timeout: 120_000 }, async () => {
    const source = await startTestServer();
    const work = await mkdtemp(path.join(tmpdir(), "atelier-backup-"));
    const target = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
    try {
      const { db } = source.services()!;
      await db
        .update(articles)
        .set({ title: "Titre modifié avant sauvegarde" })
        .where(eq(articles.slug, "entretenir-cuisine-bois"));
      await db.insert(leads).values({
        kind: "quote",
        firstName: "Claire",
        lastName: "Dupin",
        email: "claire@example.com",
        phone: "0600000000",
        address: "1 rue des Pins, Saucats",
        projectType: "cuisine",
        message: "Une cuisine en chêne massif avec îlot central.",
        budget: "10k-20k",
        timeline: "6-mois",
        rgpdConsent: true,
      });
      // An issued invoice and its credit note (self reference), their lines and the year's counter.
      const client = {
        name: "Claire Dupin",
        email: "claire@example.com",
        address: { street: "1 rue des Pins", postcode: "33650", city: "Saucats", country: "FR" },
        siren: "",
        company: "",
        vatNumber: "",
      };
      const [invoice] = await db
        .insert(invoices)
        .values({ number: "F-2026-0001", type: "facture", status: "emise", client, issuedOn: "2026-11-02" })
        .returning();
      await db
        .insert(invoices)
        .values({ number: "F-2026-0002", type: "avoir", status: "emise", client, correctedId: invoice.id });
      await db.insert(invoiceLines).values({
        invoiceId: invoice.id,
        position: 1,
        designation: "Réglage de porte « chêne »",
        quantity: 1.5,
        unit: "h",
        unitPriceCents: 4_550,
        vatRate: 5.5,
      });
      await db.insert(invoiceCounters).values({ year: 2026, last: 2 });
      const invoicesBefore = await invoicesHash(db);
      await mkdir(path.join(source.dataDir, "uploads", "1700000000000-abc"), { recursive: true });
      await writeFile(path.join(source.dataDir, "uploads", "1700000000000-abc", "800.webp"), "image-bytes");

      const archive = path.join(work, "sauvegarde.tar.gz");
      await pipeline(await createBackupStream(db, source.dataDir), createWriteStream(archive));

      // The admin can download the same archive.
      const cookie = await loginAsAdmin(source);
      const download = await source.fetch("/api/admin/backup", { cookie });
      expect(download.status).toBe(200);
      expect(download.headers.get("content-disposition")).toContain("attachment");
      expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      expect((await source.fetch("/api/admin/backup")).status).toBe(401);

      const emptyDir = path.join(work, "restored");
      const database = await openDatabase({ databaseUrl: target?.url, dataDir: emptyDir });
      const counts = await restoreBackup(database.db, emptyDir, archive);
      expect(counts.articles).toBe(5);
      expect(counts.leads).toBe(1);
      expect(await invoicesHash(database.db)).toBe(invoicesBefore);
      // Ids continue after the restored rows.
      const [inserted] = await database.db
        .insert(leads)
        .values({
          kind: "quote",
          firstName: "Paul",
          lastName: "Roux",
          email: "p@example.com",
          phone: "0600000001",
          address: "2 rue X, Cestas",
          projectType: "dressing",
          message: "Un dressing sous pente pour une chambre.",
          budget: "5k-10k",
          timeline: "flexible",
          rgpdConsent: true,
        })
        .returning();
      expect(inserted.id).toBe(2);
      await database.close();

      const restored = await startTestServer({}, { dataDir: emptyDir, databaseUrl: target?.url ?? null });
      try {
        const [article] = await restored
          .services()!
          .db.select()
          .from(articles)
          .where(eq(articles.slug, "entretenir-cuisine-bois"));
        expect(article.title).toBe("Titre modifié avant sauvegarde");
        expect((await restored.fetch("/blog/entretenir-cuisine-bois")).status).toBe(200);
        expect(await readFile(path.join(emptyDir, "uploads", "1700000000000-abc", "800.webp"), "utf8")).toBe(
          "image-bytes",
        );
        // Not seeded twice: still 5 articles.
        expect((await restored.services()!.db.select().from(articles)).length).toBe(5);
      } finally {
        await restored.close();
      }
    } finally {
      await source.stop();
      await target?.drop();
      await rm(work, { recursive: true, force: true });
    }
  });

  it("sums the statistics' rollups again when the archive is from before them (decision 045)", async () => {
    const work = await mkdtemp(path.join(tmpdir(), "atelier-backup-"));
    const target = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
    try {
      // An archive of format 2 written before migration 0019: stats_daily, no stats_monthly nor stats_day_totals.
      const folder = path.join(work, "archive", ".backup-database");
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, "manifest.json"), JSON.stringify({ format: 2 }));
      const row = (day: string, count: number) => JSON.stringify({ day, metric: "view", key: "/contact", count });
      await writeFile(
        path.join(folder, "stats_daily.ndjson"),
        [row("2026-10-30", 2), row("2026-10-31", 3), row("2026-11-02", 4)].join("\n") + "\n",
      );
      const archive = path.join(work, "ancienne.tar.gz");
      await tar.c({ gzip: true, file: archive, cwd: path.join(work, "archive") }, [".backup-database"]);
      const database = await openDatabase({ databaseUrl: target?.url, dataDir: path.join(work, "restored") });
      try {
        expect((await restoreBackup(database.db, path.join(work, "restored"), archive)).stats_daily).toBe(3);
        const months = await database.db.select().from(statsMonthly).orderBy(statsMonthly.month);
        expect(months.map((m) => [m.month, m.count])).toEqual([
          ["2026-10-01", 5],
          ["2026-11-01", 4],
        ]);
        expect((await database.db.select().from(statsDayTotals)).map((d) => d.count).sort()).toEqual([2, 3, 4]);
      } finally {
        await database.close();
      }
    } finally {
      await target?.drop();
      await rm(work, { recursive: true, force: true });
    }
  });
});

/** `node scripts/<script>` with this DATA_DIR (no DATABASE_URL: the embedded PostgreSQL). */
const script = (name: string, args: string[], dataDir: string) => runScript(name, args, { DATA_DIR: dataDir });

describe("npm run backup while the site runs on its embedded PostgreSQL, npm run restore into an empty DATA_DIR", () => {
  it("round-trips without stopping the site", { timeout: 180_000 }, async () => {
    const site = await startTestServer({}, { databaseUrl: null });
    const work = await mkdtemp(path.join(tmpdir(), "atelier-backup-cli-"));
    try {
      await site
        .services()!
        .db.update(articles)
        .set({ title: "Sauvegardé pendant que le site tourne" })
        .where(eq(articles.slug, "entretenir-cuisine-bois"));
      const archive = path.join(work, "sauvegarde.tar.gz");
      const backup = await script("backup.ts", [archive], site.dataDir);
      expect(backup.output).toContain("Sauvegarde écrite");
      expect(backup.code).toBe(0);
      // The site kept running on its database.
      expect((await site.fetch("/healthz")).status).toBe(200);
      expect(await (await site.fetch("/blog/entretenir-cuisine-bois")).text()).toContain(
        "Sauvegardé pendant que le site tourne",
      );

      const emptyDir = path.join(work, "vide");
      const restore = await script("restore.ts", [archive], emptyDir);
      expect(restore.output).toMatch(/Restauration terminée : .*articles=5/);
      expect(restore.code).toBe(0);
      // A second restore into the now non-empty database refuses.
      const again = await script("restore.ts", [archive], emptyDir);
      expect(again.code).toBe(1);
      expect(again.output).toContain("La base de destination n'est pas vide");

      const restored = await startTestServer({}, { dataDir: emptyDir, databaseUrl: null });
      try {
        expect(await (await restored.fetch("/blog/entretenir-cuisine-bois")).text()).toContain(
          "Sauvegardé pendant que le site tourne",
        );
      } finally {
        await restored.close();
      }
    } finally {
      await site.stop();
      await rm(work, { recursive: true, force: true });
    }
  });
});
