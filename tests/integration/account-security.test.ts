import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "#server/modules/mail/schema.ts";
import { users } from "#server/modules/auth/schema.ts";
import { hashPassword } from "#server/modules/auth/passwords.ts";
import { applyAdminReset, planAdminReset } from "#server/modules/auth/security/admin-reset.ts";
import { createAttempts } from "#server/modules/auth/attempts.ts";
import { startTestServer, testDatabase, type TestServer } from "../fixtures/test-server.ts";

const MAIL_TO = "atelier-securite@example.fr";
const PASSWORD = "Rabot-de-menuisier-2026";

/** The value of each cookie set by a response (name → value). */
function cookiesOf(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const i = pair.indexOf("=");
    out[pair.slice(0, i)] = pair.slice(i + 1);
  }
  return out;
}

describe(`account security: two-factor codes, sessions, journal (${testDatabase})`, () => {
  let server: TestServer;
  const logged: string[] = [];
  const originals = { out: process.stdout.write, err: process.stderr.write };
  /** Everything a secret could leak into: every log line of the server while these tests run. */
  const capture = (stream: NodeJS.WriteStream, original: typeof process.stdout.write) =>
    ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      logged.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString());
      return (original as (...a: unknown[]) => boolean).call(stream, chunk, ...rest);
    }) as typeof process.stdout.write;
  const secrets: string[] = [PASSWORD];

  beforeAll(async () => {
    server = await startTestServer({ MAIL_TO, LOG_LEVEL: "debug" });
    process.stdout.write = capture(process.stdout, originals.out);
    process.stderr.write = capture(process.stderr, originals.err);
    const db = server.services()!.db;
    await db
      .insert(users)
      .values({ username: "securite", passwordHash: await hashPassword(PASSWORD), role: "manager" });
  });
  afterAll(async () => {
    process.stdout.write = originals.out;
    process.stderr.write = originals.err;
    await server?.stop();
  });

  const login = (password = PASSWORD, cookie?: string, username = "securite") =>
    server.fetch("/api/auth/login", { method: "POST", json: { username, password }, cookie });
  const secondStep = (pending: string, code: string) =>
    server.fetch("/api/auth/second-factor", { method: "POST", cookie: `atelier_2fa=${pending}`, json: { code } });

  let session = "";
  let device = "";
  let totp: TOTP;
  let recovery: string[] = [];

  it("logs in without a second factor as before, records the session's device and sends the new-device e-mail once", async () => {
    // The account's first login: its first device, no alert (nothing to compare it with).
    const first = await login();
    expect(first.status).toBe(200);
    expect(cookiesOf(first).atelier_device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const security = () => server.services()!.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "security"));
    expect(await security()).toHaveLength(0);

    // Another browser: the alert.
    const res = await login();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: { username: "securite" }, mustChangePassword: false });
    const cookies = cookiesOf(res);
    session = `atelier_session=${cookies.atelier_session}`;
    device = cookies.atelier_device;
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const mails = await security();
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(MAIL_TO);
    expect(mails[0].subject).toBe("Nouvelle connexion à l'administration du site");
    expect(mails[0].text).toContain("Adresse IP : 127.0.0.1");
    expect(mails[0].text).toContain("Si ce n'était pas vous");
    // Lower case, « 1er » on the first of the month: « Date : mardi 1er décembre 2026 à 14:30 ».
    expect(mails[0].text).toMatch(/Date : [a-zé]+ (1er|[12]?\d|3[01]) [a-zéû]+ 20\d\d à \d\d:\d\d/);

    // The same browser again: no second e-mail.
    const again = await login(PASSWORD, `atelier_device=${device}`);
    expect(again.status).toBe(200);
    expect(await server.services()!.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "security"))).toHaveLength(
      1,
    );
    session = `atelier_session=${cookiesOf(again).atelier_session}`;
  });

  it("activates TOTP only with a correct first code and returns 10 recovery codes once", async () => {
    const setup = await server.fetch("/api/account/totp/setup", { method: "POST", cookie: session });
    expect(setup.status).toBe(200);
    const body = (await setup.json()) as { secret: string; uri: string; qr: string };
    expect(body.uri).toMatch(/^otpauth:\/\/totp\/.*securite\?.*issuer=Atelier/);
    expect(Buffer.from(body.qr.split(",")[1], "base64").toString()).toContain("<svg");
    secrets.push(body.secret);
    totp = new TOTP({ secret: Secret.fromBase32(body.secret), digits: 6, period: 30, algorithm: "SHA1" });

    const wrong = await server.fetch("/api/account/totp/confirm", {
      method: "POST",
      cookie: session,
      json: { code: "000000" === totp.generate() ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(401);
    const ok = await server.fetch("/api/account/totp/confirm", {
      method: "POST",
      cookie: session,
      json: { code: totp.generate() },
    });
    expect(ok.status).toBe(200);
    recovery = ((await ok.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    secrets.push(...recovery);
    const status = await (await server.fetch("/api/account/security", { cookie: session })).json();
    expect(status.totp).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  it("asks for the code after the password (no session yet), refuses a wrong or replayed code, accepts a recovery code once", async () => {
    const res = await login();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.secondFactor).toBe("totp");
    expect(body.message).toMatch(/code de vérification/);
    const cookies = cookiesOf(res);
    expect(cookies.atelier_session).toBeUndefined();
    const pending = cookies.atelier_2fa;
    expect(pending).toBeTruthy();

    const wrong = await secondStep(pending, "123456" === totp.generate() ? "654321" : "123456");
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe("Code de vérification incorrect.");

    // The step of the activation code is used: the next step's code (still within the window) works.
    const code = totp.generate({ timestamp: Date.now() + 30_000 });
    secrets.push(code);
    const ok = await secondStep(pending, code);
    expect(ok.status).toBe(200);
    const opened = cookiesOf(ok).atelier_session;
    expect(opened).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await server.fetch("/api/auth/me", { cookie: `atelier_session=${opened}` })).status).toBe(200);
    // The pending step ended with the login.
    expect((await secondStep(pending, code)).status).toBe(401);

    const replay = await login();
    const replayed = await secondStep(cookiesOf(replay).atelier_2fa, code);
    expect(replayed.status).toBe(401);

    const withRecovery = await login();
    const recoveryCookie = cookiesOf(withRecovery).atelier_2fa;
    expect((await secondStep(recoveryCookie, recovery[0].toLowerCase())).status).toBe(200);
    const reused = await login();
    expect((await secondStep(cookiesOf(reused).atelier_2fa, recovery[0])).status).toBe(401);
  });

  it("lists the sessions and ends another device's session, which then needs to log in again", async () => {
    const other = await login();
    const otherOk = await secondStep(cookiesOf(other).atelier_2fa, recovery[1]);
    expect(otherOk.status).toBe(200);
    const otherSession = `atelier_session=${cookiesOf(otherOk).atelier_session}`;

    const overview = await (await server.fetch("/api/account/security", { cookie: session })).json();
    const current = overview.sessions.filter((s: { current: boolean }) => s.current);
    expect(current).toHaveLength(1);
    expect(overview.sessions[0].current).toBe(true);
    expect(overview.sessions[0].ip).toBe("127.0.0.1");
    const mine = await (await server.fetch("/api/account/security", { cookie: otherSession })).json();
    const otherRef = mine.sessions.find((s: { current: boolean }) => s.current).id;

    const ended = await server.fetch(`/api/account/sessions/${otherRef}`, { method: "DELETE", cookie: session });
    expect(ended.status).toBe(200);
    expect((await server.fetch("/api/auth/me", { cookie: otherSession })).status).toBe(401);

    await server.fetch("/api/account/sessions/end-others", { method: "POST", cookie: session });
    const left = await (await server.fetch("/api/account/security", { cookie: session })).json();
    expect(left.sessions).toHaveLength(1);
  });

  it("throttles the second step with the password's lock-out: even the right code is refused once locked", async () => {
    let status = 0;
    let attempts = 0;
    const pending = cookiesOf(await login()).atelier_2fa;
    while (status !== 429 && attempts < 10) {
      attempts++;
      status = (await secondStep(pending, "999999" === totp.generate() ? "888888" : "999999")).status;
    }
    expect(status).toBe(429);
    expect(attempts).toBeLessThanOrEqual(7);
    const locked = await secondStep(pending, totp.generate({ timestamp: Date.now() + 30_000 }));
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toMatch(/Trop de tentatives/);
    // The password step is locked too.
    expect((await login()).status).toBe(429);
  });

  it("journals every event (fr labels) and never a password, code or secret, neither in the journal nor in the logs", async () => {
    const journal = (await (await server.fetch("/api/account/journal", { cookie: session })).json()) as {
      type: string;
      label: string;
      method: string;
    }[];
    const types = new Set(journal.map((e) => e.type));
    for (const t of [
      "login_success",
      "new_device",
      "totp_enabled",
      "second_factor_failure",
      "recovery_code_used",
      "session_ended",
      "other_sessions_ended",
      "login_locked",
    ]) {
      expect(types, t).toContain(t);
    }
    expect(journal.find((e) => e.type === "login_success" && e.method === "mot de passe + code")).toBeTruthy();
    const everything = JSON.stringify(journal) + logged.join("");
    expect(logged.length).toBeGreaterThan(5); // the access log did run
    for (const secret of secrets) expect(everything, "a secret leaked").not.toContain(secret);
  });

  it("admin:reset sets a temporary password to replace, removes the second factors and is journaled", async () => {
    const { db, logger } = server.services()!;
    const plan = await planAdminReset(db, "securite");
    expect(plan).toMatchObject({ username: "securite", totp: true, passkeys: 0 });
    const temporary = await applyAdminReset(db, logger, plan!, true);
    expect(temporary).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    // The lock-out of the previous test still holds for this account: lift it as time would.
    await createAttempts(db).clearAttempts(
      "login:user:securite",
      "login:pair:127.0.0.1:securite",
      "login:ip:127.0.0.1",
    );
    const res = await login(temporary);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: { username: "securite" }, mustChangePassword: true });
    // Every earlier session ended.
    expect((await server.fetch("/api/auth/me", { cookie: session })).status).toBe(401);
    const journal = await server.services()!.security.journal.list();
    expect(journal.find((e) => e.type === "admin_reset")?.detail).toContain("seconds facteurs supprimés");
    expect(await planAdminReset(db, "personne")).toBeNull();
  });
});
