import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { users } from "#server/modules/auth/schema.ts";
import { hashPassword } from "#server/modules/auth/passwords.ts";
import { mailWhere } from "../fixtures/smtp.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

/**
 * Second-factor codes guessed from many addresses (one code per address, under
 * every per-address lock) lock the account's second step after 10 failures, and the business and
 * the account's owner are e-mailed.
 */
const MAIL_TO = "atelier@example.fr";
const OWNER = "camille@example.fr";
const PASSWORD = "Gouge-et-ciseau-2026";
/** The bound: 10 wrong codes lock the account's second step. */
const SECOND_FACTOR_ACCOUNT_FAILURES = 10;

describe(`second factor: a per-account counter (${testDatabase})`, () => {
  const smtp = suiteSmtp();
  const server = suiteServer(() => ({ SMTP_URL: smtp.url, MAIL_TO, TRUST_PROXY: "loopback" }));

  const from = (address: string, path: string, json: unknown, cookie?: string) =>
    server.fetch(path, { method: "POST", json, cookie, headers: { "X-Forwarded-For": address } });
  /** A correct password from this address: the pending second step's cookie. */
  async function pending(address: string): Promise<string> {
    const res = await from(address, "/api/auth/login", { username: "camille", password: PASSWORD });
    expect(res.status, await res.clone().text()).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("atelier_2fa="));
    expect(cookie).toBeTruthy();
    return cookie!.split(";")[0];
  }

  it("10 wrong codes from 10 addresses lock the second step 15 min (even the right code), and both are e-mailed", async () => {
    const { db, security } = server.services()!;
    const [user] = await db
      .insert(users)
      .values({ username: "camille", email: OWNER, passwordHash: await hashPassword(PASSWORD), role: "office" })
      .returning();
    const setup = (await security.totp.begin(user.id, user.username))!;
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30, algorithm: "SHA1" });
    expect(await security.totp.confirm(user.id, user.username, totp.generate())).toHaveLength(10);

    const wrong = () => (totp.generate() === "000000" ? "111111" : "000000");
    const statuses: number[] = [];
    for (let i = 0; i < SECOND_FACTOR_ACCOUNT_FAILURES; i++) {
      const address = `203.0.113.${10 + i}`;
      const res = await from(address, "/api/auth/second-factor", { code: wrong() }, await pending(address));
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(SECOND_FACTOR_ACCOUNT_FAILURES).fill(401));

    // An eleventh address, with the right password and the right (next) code: refused while locked.
    const address = "198.51.100.9";
    const right = await from(
      address,
      "/api/auth/second-factor",
      { code: totp.generate({ timestamp: Date.now() + 30_000 }) },
      await pending(address),
    );
    expect(right.status).toBe(429);
    const retryAfter = Number(right.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await right.json()) as { message: string }).message).toMatch(/Trop de tentatives.*15 minutes/);

    for (const to of [MAIL_TO, OWNER]) {
      const mail = await mailWhere(smtp, (m) => m.envelopeTo.includes(to) && /codes de vérification/.test(m.subject));
      expect(mail.subject).toBe("Compte bloqué : trop de codes de vérification faux");
      expect(mail.text).toContain("« camille »");
      expect(mail.text).toContain("bloquée pendant 15 minutes");
    }
    // One e-mail each, not one per refused attempt.
    expect(smtp.messages.filter((m) => /codes de vérification/.test(m.subject))).toHaveLength(2);
    const journal = await security.journal.list(200, user.id);
    expect(journal.map((e) => e.type)).toContain("second_factor_locked");
  }, 120_000);
});
