import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/infra/db/client.ts";
import { appMeta } from "#server/infra/db/infra-tables.ts";
import { leads } from "#server/modules/leads/schema.ts";
import { createSecretBox } from "#server/infra/mail/secret.ts";
import { archiveName } from "#server/modules/backup/targets.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { startS3 } from "../fixtures/s3.ts";
import { saveMailSettings } from "../fixtures/smtp.ts";
import { runScript } from "../fixtures/scripts.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

const ARCHIVE = /^atelier-\d{8}T\d{6}Z\.atlbak$/;
const SMTP_PASSWORD = "mot-de-passe-smtp-2026";

/** `npm run restore` in a child process, on a DATA_DIR of its own (BACKUP_KEY unset unless given). */
const restore = (env: Record<string, string>, args: string[] = []) =>
  runScript("restore.ts", args, { BACKUP_KEY: "", ...env });

async function until<T>(what: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (value) return value;
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe(`automatic backups (${testDatabase})`, () => {
  let backupDir = "";
  const fresh: string[] = [];
  const smtp = suiteSmtp();
  // One old archive a day over 400 days (not real archives: only their names matter to the retention).
  const day = 86_400_000;
  const fakes = Array.from({ length: 400 }, (_, i) => archiveName(new Date(Date.now() - (i + 1) * day)));
  beforeAll(async () => {
    backupDir = await mkdtemp(path.join(tmpdir(), "atelier-sauvegardes-"));
    for (const name of fakes) await writeFile(path.join(backupDir, name), "ancienne");
  }, 60_000);
  // After the hook above: the server's environment names the folder it made.
  const server = suiteServer(() => ({ BACKUP_EVERY: "5s", BACKUP_DRILL_EVERY: "1h", BACKUP_DIR: backupDir }), 60_000);
  afterAll(async () => {
    for (const dir of [backupDir, ...fresh]) await rm(dir, { recursive: true, force: true });
  });

  let cookie = "";
  let phrase = "";

  it(
    "every 5 s: an encrypted archive appears, is drilled, old ones are pruned, /healthz gives its time",
    { timeout: 120_000 },
    async () => {
      cookie = await loginAsAdmin(server);
      // Data that must come back: a request, a file, the mail settings (password sealed by DATA_DIR's key).
      const { db, backups } = server.services()!;
      await db.insert(leads).values({
        kind: "quote",
        firstName: "Claire",
        lastName: "Dupin",
        email: "claire@example.com",
        phone: "0600000000",
        address: "1 rue des Pins, Saucats",
        projectType: "cuisine",
        message: "Une cuisine en chêne massif, sauvegardée automatiquement.",
        budget: "10k-20k",
        timeline: "6-mois",
        rgpdConsent: true,
      });
      await mkdir(path.join(server.dataDir, "uploads", "1700000000000-abc"), { recursive: true });
      await writeFile(path.join(server.dataDir, "uploads", "1700000000000-abc", "800.webp"), "octets-de-l-image");
      const saved = await saveMailSettings(server, cookie, smtp, SMTP_PASSWORD);
      expect(saved.status).toBe(200);

      // The Gérant is asked to print the phrase until he confirms.
      const admin = await (await server.fetch("/admin", { cookie })).text();
      expect(admin).toContain("Imprimez la phrase de secours");
      const shown = (await (await server.fetch("/api/admin/backup/phrase", { cookie })).json()) as { phrase: string };
      expect(shown.phrase).toMatch(/^([0-9A-Z]{4}-){13}[0-9A-Z]{4}$/);
      phrase = shown.phrase;

      // The first backup comes within one interval, then the drill.
      const status = await until(async () => {
        const s = await backups.refresh();
        return s.lastGood && s.drill ? s : undefined;
      });
      expect(status.failure).toBeNull();
      expect(status.drill).toMatchObject({ ok: true, archive: status.lastGood!.name });
      expect(status.drill!.tables).toBeGreaterThan(30);
      expect(status.drill!.documents).toBeGreaterThanOrEqual(1);
      const names = (await readdir(backupDir)).filter((n) => ARCHIVE.test(n)).sort();
      expect(names).toContain(status.lastGood!.name);
      // Encrypted: neither a gzip nor any clear text of the data.
      const bytes = await readFile(path.join(backupDir, status.lastGood!.name));
      expect(bytes.subarray(0, 6).toString()).toBe("ATLBAK");
      expect(() => gunzipSync(bytes)).toThrow();
      expect(bytes.includes(Buffer.from("lead_events"))).toBe(false);
      expect(bytes.includes(Buffer.from("octets-de-l-image"))).toBe(false);
      // Retention: at most 7 daily + 4 weekly + 12 monthly; yesterday kept, 400 days ago gone.
      expect(names.length).toBeLessThanOrEqual(23);
      expect(names.length).toBeGreaterThanOrEqual(12);
      expect(names).toContain(fakes[0]);
      expect(names).not.toContain(fakes[399]);
      // /healthz gives the last good backup's time.
      const health = (await (await server.fetch("/healthz")).json()) as {
        backup: { status: string; lastGood: string };
      };
      expect(health.backup.status).toBe("ok");
      expect(Date.parse(health.backup.lastGood)).toBeGreaterThanOrEqual(Date.parse(status.lastGood!.at));
      // No more automatic runs from here: the next tests work on a stable set of archives.
      await backups.stop();
      console.info(
        `backup of the seed: ${status.lastGood!.bytes} bytes in ${status.lastGood!.ms} ms; drill ${status.drill!.ms} ms`,
      );
    },
  );

  it(
    "npm run restore with the recovery phrase restores the latest archive into a fresh DATA_DIR, secrets and mail settings included",
    { timeout: 120_000 },
    async () => {
      expect(phrase).not.toBe("");
      const { backups } = server.services()!;
      const latest = (await backups.refresh()).lastGood!.name;
      const dataDir = await mkdtemp(path.join(tmpdir(), "atelier-nouvelle-machine-"));
      fresh.push(dataDir);
      // A wrong phrase is refused, nothing restored.
      const wrong = await restore({
        DATA_DIR: dataDir,
        BACKUP_DIR: backupDir,
        BACKUP_PHRASE: phrase.replace(/^..../, "ZZZZ"),
      });
      expect(wrong.code).not.toBe(0);
      const ok = await restore({ DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_PHRASE: phrase.toLowerCase() });
      expect(ok.output).toContain(`Dernière sauvegarde trouvée : ${latest}`);
      expect(ok.output).toContain("Restauration terminée");
      expect(ok.code).toBe(0);
      expect(await readFile(path.join(dataDir, "uploads", "1700000000000-abc", "800.webp"), "utf8")).toBe(
        "octets-de-l-image",
      );
      expect(existsSync(path.join(dataDir, "secrets", "mail.key"))).toBe(true);
      expect(existsSync(path.join(dataDir, "secrets", "backup.key"))).toBe(true);
      const database = await openDatabase({ dataDir });
      try {
        const [row] = await database.db.select().from(leads).where(eq(leads.email, "claire@example.com"));
        expect(row?.lastName).toBe("Dupin");
        const [mail] = await database.db.select().from(appMeta).where(eq(appMeta.key, "mail"));
        const sealed = (JSON.parse(mail!.value) as { passwordSealed: string }).passwordSealed;
        // The SMTP password opens with the restored key only.
        expect(createSecretBox(dataDir).open(sealed)).toBe(SMTP_PASSWORD);
      } finally {
        await database.close();
      }
    },
  );

  it(
    "a corrupted archive fails the drill: e-mail to the Gérant, red banner, /healthz says failed",
    { timeout: 120_000 },
    async () => {
      const { backups } = server.services()!;
      const latest = (await backups.refresh()).lastGood!.name;
      const file = path.join(backupDir, latest);
      const bytes = await readFile(file);
      bytes[Math.floor(bytes.length / 2)] ^= 0x40;
      await writeFile(file, bytes);
      const status = await backups.runDrill();
      expect(status.drill).toMatchObject({ ok: false });
      expect(status.drill!.message).toContain("endommagée");
      await until(() => smtp.messages.find((m) => m.subject.includes("vérification de vos sauvegardes a échoué")));
      const admin = await (await server.fetch("/admin", { cookie })).text();
      expect(admin).toContain('data-testid="backup-failure"');
      expect(admin).toContain("La sauvegarde automatique a échoué");
      const health = (await (await server.fetch("/healthz")).json()) as { backup: { status: string } };
      expect(health.backup.status).toBe("failed");
      // A good backup clears the banner (the drill's failure stays until the next drill passes).
      const next = await backups.runNow({ drill: true });
      expect(next.failure).toBeNull();
      expect(next.drill?.ok).toBe(true);
      // Once confirmed, the phrase is never shown again.
      expect((await server.fetch("/api/admin/backup/phrase/confirm", { cookie, method: "POST" })).status).toBe(200);
      expect(await (await server.fetch("/api/admin/backup/phrase", { cookie })).json()).toEqual({ confirmed: true });
      await backups.refresh();
      expect(await (await server.fetch("/admin", { cookie })).text()).not.toContain("Imprimez la phrase de secours");
    },
  );
});

describe("automatic backups to an S3 bucket", () => {
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  let s3Dir = "";
  const env = () => ({
    BACKUP_EVERY: "24h",
    BACKUP_S3_ENDPOINT: s3!.endpoint,
    BACKUP_S3_BUCKET: "atelier",
    BACKUP_S3_ACCESS_KEY_ID: "S3RVER",
    BACKUP_S3_SECRET_ACCESS_KEY: "S3RVER",
    BACKUP_S3_FORCE_PATH_STYLE: "true",
    BACKUP_S3_PREFIX: "sauvegardes",
    BACKUP_KEY: "a".repeat(64),
  });
  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(tmpdir(), "atelier-s3-"));
    s3 = await startS3(s3Dir);
  });
  const server = suiteServer(env, 60_000);
  afterAll(async () => {
    await s3?.s3.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  it("sends the archive to the bucket, and npm run restore finds it there", { timeout: 120_000 }, async () => {
    const { backups, db } = server.services()!;
    const status = await backups.runNow();
    expect(status.failure).toBeNull();
    expect(status.lastGood!.targets[0]).toContain("compartiment atelier");
    const [listed] = await backups.targets[0].list();
    expect(listed.name).toBe(status.lastGood!.name);
    const dataDir = await mkdtemp(path.join(tmpdir(), "atelier-depuis-s3-"));
    try {
      const result = await restore({ DATA_DIR: dataDir, ...env(), BACKUP_KEY: "", BACKUP_PHRASE: "a".repeat(64) });
      expect(result.output).toContain(`Dernière sauvegarde trouvée : ${listed.name}`);
      expect(result.code).toBe(0);
      const database = await openDatabase({ dataDir });
      try {
        const count = async (d: typeof db) =>
          ((await d.execute(sql`select count(*)::int as n from articles`)) as unknown as { rows: { n: number }[] })
            .rows[0].n;
        expect(await count(database.db)).toBe(await count(db));
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
