import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DrizzleQueryError } from "drizzle-orm/errors";
import * as tar from "tar";
import { describe, expect, it } from "vitest";
import { articleInputSchema } from "#domain/schemas/content.ts";
import { openDatabase } from "#server/infra/db/client.ts";
import { inlineScriptHashes } from "#server/http/csp.ts";
import { createLogger } from "#server/logger.ts";
import { oneTimePasswordBlock, startServer } from "#server/server.ts";
import { BusyError, createGate } from "#server/modules/auth/attempts.ts";
import { RestoreError, restoreBackup } from "#server/modules/backup/service.ts";
import { STRONG_PASSWORD } from "../fixtures/auth.ts";
import { findingsSuite } from "../fixtures/findings-server.ts";
import { createTestDatabase, testDatabase } from "../fixtures/test-server.ts";

const silent = createLogger("silent");

describe(`security review findings 1–8 (${testDatabase})`, () => {
  const { server, logLines, loginFrom, adminCookie } = findingsSuite();

  it("finding 2: 30 parallel wrong logins → at most 5 evaluated, the rest 429", async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginFrom("198.51.100.2", "admin", `mauvais-${i}`)),
    );
    const statuses = results.map((r) => r.status);
    const evaluated = statuses.filter((s) => s === 401).length;
    expect(evaluated).toBeGreaterThanOrEqual(1);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBe(30 - evaluated);
    const refused = results.find((r) => r.status === 429)!;
    expect((await refused.json()).message).toMatch(
      /^Trop de tentatives de connexion\. Réessayez dans \d+ (secondes|minutes)\.$/,
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("finding 2: at most 3 password verifications run at once; beyond the queue, a French 503", async () => {
    const gate = createGate(3, 2);
    let running = 0;
    let peak = 0;
    const task = () =>
      gate.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 30));
        running--;
        return "ok";
      });
    const settled = await Promise.allSettled(Array.from({ length: 8 }, task));
    expect(peak).toBe(3);
    expect(settled.filter((s) => s.status === "fulfilled")).toHaveLength(5);
    const busy = settled.filter((s): s is PromiseRejectedResult => s.status === "rejected").map((s) => s.reason);
    expect(busy).toHaveLength(3);
    expect(busy[0]).toBeInstanceOf(BusyError);
    expect(busy[0].message).toMatch(/Le serveur est très sollicité/);
  });

  it("finding 3: 6 wrong logins as ADMIN from one address do not stop admin logging in from another", async () => {
    for (let i = 0; i < 6; i++) await loginFrom("203.0.113.66", "ADMIN", `mauvais-${i}`);
    expect((await loginFrom("203.0.113.66", "ADMIN", "encore-faux")).status).toBe(429);
    // The same address is locked for that username…
    expect((await loginFrom("203.0.113.66", "admin", STRONG_PASSWORD)).status).toBe(429);
    // …but the artisan, from anywhere else, with the right password, gets in.
    expect((await loginFrom("192.0.2.10", "admin", STRONG_PASSWORD)).status).toBe(200);
    // Attempts on the username from many addresses only slow it down: never a 429 for a new address.
    for (let i = 0; i < 8; i++)
      expect((await loginFrom(`192.0.2.${100 + i}`, "admin", "faux-partout")).status).toBe(401);
    expect((await loginFrom("192.0.2.11", "admin", STRONG_PASSWORD)).status).toBe(200);
  });

  it("finding 4: /media refuses symlinks (a folder or a file planted under uploads/)", async () => {
    const uploads = path.join(server.dataDir, "uploads");
    await writeFile(path.join(server.dataDir, "secret.txt"), "hash-de-mot-de-passe");
    await mkdir(path.join(uploads, "1700000000000-real"), { recursive: true });
    await writeFile(path.join(uploads, "1700000000000-real", "note.txt"), "fichier normal");
    await symlink(server.dataDir, path.join(uploads, "zz-evil"));
    await symlink(path.join(server.dataDir, "secret.txt"), path.join(uploads, "1700000000000-real", "lien.txt"));
    const real = await server.fetch("/media/1700000000000-real/note.txt");
    expect(real.status).toBe(200);
    expect(await real.text()).toBe("fichier normal");
    for (const url of ["/media/zz-evil/secret.txt", "/media/1700000000000-real/lien.txt"]) {
      const res = await server.fetch(url);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).not.toContain("hash-de-mot-de-passe");
    }
  });

  it("finding 5: a cached page's CSP allows only the scripts the render emitted (its nonce), not injected ones", async () => {
    const html = `<script nonce="abc">window.ok=1</script><script>alert(1)</script><script nonce="autre">alert(2)</script><script type="application/ld+json">{"@type":"Thing"}</script>`;
    const hashes = inlineScriptHashes(html, "abc");
    expect(hashes).toHaveLength(1);
    expect(inlineScriptHashes(html, "")).toEqual([]);

    let hit = await server.fetch("/a-propos");
    for (let i = 0; i < 50 && hit.headers.get("x-page-cache") !== "HIT"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      hit = await server.fetch("/a-propos");
    }
    expect(hit.headers.get("x-page-cache")).toBe("HIT");
    const csp = hit.headers.get("content-security-policy") ?? "";
    const page = await hit.text();
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      (m) => m[2].length > 0 && !/\bsrc=/.test(m[1]),
    );
    // The page's own scripts: the islands' module (same origin, allowed by 'self') and any inline
    // script carrying the render's nonce (allowed by its hash once the page is cached).
    expect(/<script\b[^>]*\bsrc="\/assets\//.test(page) || scripts.some((m) => /nonce=/.test(m[1]))).toBe(true);
    for (const [, attributes, body] of scripts) {
      const { createHash } = await import("node:crypto");
      const hash = `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
      if (/nonce=/.test(attributes)) expect(csp).toContain(hash);
      else expect(csp, attributes).not.toContain(hash);
    }
  });

  it("finding 6: GET /admin/logout does not log out; the POST form does", async () => {
    const cookie = await adminCookie();
    const get = await server.fetch("/admin/logout", { cookie });
    expect(get.status).toBe(200);
    expect(get.headers.get("set-cookie")).toBeNull();
    expect((await server.fetch("/api/auth/me", { cookie })).status).toBe(200);
    const post = await server.fetch("/admin/logout", {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(post.status).toBe(302);
    expect(post.headers.get("location")).toBe("/admin/login");
    expect((await server.fetch("/api/auth/me", { cookie })).status).toBe(401);
  });

  it("finding 7: wrong current passwords in a password change end the session after 3", async () => {
    const cookie = await adminCookie("198.51.100.77");
    const change = (currentPassword: string) =>
      server.fetch("/api/auth/password", {
        method: "POST",
        cookie,
        json: { currentPassword, newPassword: "Un-tout-nouveau-mot-2026" },
      });
    expect((await change("essai-1")).status).toBe(400);
    expect((await change("essai-2")).status).toBe(400);
    const third = await change("essai-3");
    expect(third.status).toBe(401);
    expect((await third.json()).message).toMatch(/vous avez été déconnecté/);
    expect(third.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await server.fetch("/api/auth/me", { cookie })).status).toBe(401);
    // The real password still works for a new login.
    await adminCookie("198.51.100.78");
  });

  it("finding 8: a publication date out of 1970–2100 is a French 400, not a 500", async () => {
    const cookie = await adminCookie();
    for (const publishedAt of ["-200000-01-01", "275760-09-13", "1969-12-31"]) {
      const res = await server.fetch("/api/articles", {
        method: "POST",
        cookie,
        json: {
          title: "Date hors bornes",
          slug: `date-hors-bornes-${publishedAt.replace(/[^0-9]/g, "")}`,
          publishedAt,
        },
      });
      expect(res.status, publishedAt).toBe(400);
      expect((await res.json()).message, publishedAt).toMatch(/entre 1970 et 2100|Date de publication invalide/);
    }
    expect(articleInputSchema.safeParse({ title: "Ok", slug: "ok", publishedAt: "2026-03-01" }).success).toBe(true);
  });

  it("finding 8: a failed query is logged without its parameters", () => {
    const lines: string[] = [];
    const logger = createLogger("debug", {}, (line) => lines.push(line));
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), { code: "23505" });
    logger.error("api error", {
      err: new DrizzleQueryError(
        "insert into users values ($1, $2)",
        ["claire@example.com", "$argon2id$v=19$secret"],
        cause,
      ),
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("params:");
    expect(lines[0]).not.toContain("claire@example.com");
    expect(lines[0]).not.toContain("argon2id");
    const entry = JSON.parse(lines[0]);
    expect(entry.err.message).toBe("Failed query: insert into users values ($1, $2)");
    expect(entry.err.cause).toMatchObject({
      code: "23505",
      message: 'duplicate key value violates unique constraint "x"',
    });
  });

  it("finding 8: no log line of this server carried query parameters", () => {
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes("params:"))).toEqual([]);
  });
});

describe(`finding 4: restore of a tampered archive (${testDatabase})`, () => {
  it("refuses an archive with a symlink and leaves nothing behind", async () => {
    const work = await mkdtemp(path.join(tmpdir(), "atelier-evil-"));
    const target = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
    const database = await openDatabase({ databaseUrl: target?.url, dataDir: path.join(work, "db") });
    try {
      const source = path.join(work, "source");
      await mkdir(path.join(source, ".backup-database"), { recursive: true });
      await writeFile(path.join(source, ".backup-database", "manifest.json"), JSON.stringify({ format: 1 }));
      await writeFile(path.join(source, ".backup-database", "articles.json"), "[]");
      await mkdir(path.join(source, "uploads", "1700000000000-abc"), { recursive: true });
      await writeFile(path.join(source, "uploads", "1700000000000-abc", "800.webp"), "image");
      await symlink("..", path.join(source, "uploads", "zz-evil"));
      const archive = path.join(work, "piege.tar.gz");
      await tar.c({ gzip: true, cwd: source, file: archive, portable: true }, [".backup-database", "uploads"]);

      const dataDir = path.join(work, "restored");
      await expect(restoreBackup(database.db, dataDir, archive)).rejects.toThrow(RestoreError);
      await expect(restoreBackup(database.db, dataDir, archive)).rejects.toThrow(/Archive refusée/);
      expect(await readdir(dataDir)).toEqual([]);

      // A broken archive (no manifest) fails too, without leftovers.
      const broken = path.join(work, "casse.tar.gz");
      await rm(path.join(source, "uploads", "zz-evil"));
      await rm(path.join(source, ".backup-database", "manifest.json"));
      await tar.c({ gzip: true, cwd: source, file: broken, portable: true }, [".backup-database", "uploads"]);
      await expect(restoreBackup(database.db, dataDir, broken)).rejects.toThrow(/Format d'archive inconnu/);
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await database.close();
      await target?.drop();
      await rm(work, { recursive: true, force: true });
    }
  });
});

describe(`finding 1: no known administrator password in production (${testDatabase})`, () => {
  it(
    "a first start without ADMIN_PASSWORD gets a one-time password printed once, to be replaced; never the hint",
    { timeout: 180_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "atelier-prod-"));
      const target = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
      const env = {
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "silent",
        DATA_DIR: dataDir,
        DATABASE_URL: target?.url,
      };
      try {
        const printed: string[] = [];
        const printedUrls: string[] = [];
        const first = await startServer({
          env,
          logger: silent,
          onOneTimePassword: (_user, password, url) => {
            printed.push(password);
            printedUrls.push(url);
          },
        });
        await first.ready;
        // Printed last, just after « ready ».
        await new Promise((r) => setTimeout(r, 200));
        expect(printed).toHaveLength(1);
        expect(printed[0]).toMatch(/^[A-Za-z0-9_-]{16}$/);
        const block = oneTimePasswordBlock("admin", printed[0], first.url);
        expect(block).toContain(`║  Mot de passe : ${printed[0]}`);
        expect(block).toContain("npm run admin:reset");
        expect(block).toMatch(/╔═+╗[\s\S]*╚═+╝/);
        expect(
          new Set(
            block
              .trim()
              .split("\n")
              .map((l) => l.length),
          ).size,
        ).toBe(1);
        const page = await (await fetch(`${first.url}/admin/login`)).text();
        expect(page).toContain("Connexion");
        expect(page).not.toContain("admin123");
        expect(page).not.toContain("Identifiants par défaut");
        const login = (password: string) =>
          fetch(`${first.url}/api/auth/login`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: first.url },
            body: JSON.stringify({ username: "admin", password }),
          });
        expect((await login("admin123")).status).toBe(401);
        const res = await login(printed[0]);
        expect(res.status).toBe(200);
        expect((await res.json()).mustChangePassword).toBe(true);
        // The banner gives SITE_URL's address, the one of the e-mails, not the listening 127.0.0.1.
        expect(printedUrls).toEqual([first.config.siteUrl]);
        expect(printedUrls[0]).not.toContain("127.0.0.1");
        // The first password is chosen without typing the one-time password again.
        const cookie = res.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; ");
        const chosen = await fetch(`${first.url}/api/auth/password`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: first.url, Cookie: cookie },
          body: JSON.stringify({ newPassword: "Copeau-de-frene-2026", confirmPassword: "Copeau-de-frene-2026" }),
        });
        expect(chosen.status, await chosen.clone().text()).toBe(200);
        expect((await login(printed[0])).status).toBe(401);
        expect((await login("Copeau-de-frene-2026")).status).toBe(200);
        await first.close();

        // Later starts need no ADMIN_PASSWORD: the administrator exists.
        const again = await startServer({
          env,
          logger: silent,
          onOneTimePassword: (_user, password) => printed.push(password),
        });
        await again.ready;
        await new Promise((r) => setTimeout(r, 200));
        expect(printed).toHaveLength(1);
        expect(await again.services()!.auth.defaultCredentialsActive()).toBe(false);
        await again.close();
      } finally {
        await target?.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
