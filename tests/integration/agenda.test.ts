import { createDecipheriv, createECDH, createHmac, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { median, openingMinutesBetween, SLOT_TAKEN_MESSAGE, type SlotDay } from "#domain/agenda.ts";
import { businessSeed } from "#domain/business.ts";
import { holidayName } from "#domain/holidays.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { SERVER_HOOK_TIMEOUT, validQuote } from "../fixtures/leads.ts";
import { mailWhere } from "../fixtures/smtp.ts";
import { parseCalendar as parseEvents } from "../fixtures/ical.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

const MAIL_TO = "atelier@example.fr";
type Page = { days: SlotDay[]; visit: { startsAt: string } | null };

const parisWall = (iso: string | Date) =>
  new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" }).format(
    new Date(iso),
  );

/** A fake push service (the browsers' ones are not reachable here), started before the server. */
function suitePushService() {
  const received: { headers: Record<string, unknown>; body: Buffer }[] = [];
  const service: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  beforeAll(() => new Promise<void>((r) => service.listen(0, "127.0.0.1", r)));
  afterAll(() => new Promise<void>((r) => service.close(() => r())));
  return { received, origin: () => `http://127.0.0.1:${(service.address() as AddressInfo).port}` };
}

describe(`technical visits: slots, booking, e-mails, feed (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  const pushService = suitePushService();
  const server = suiteServer(
    () => ({
      PUSH_TEST_ORIGIN: pushService.origin(),
      SMTP_URL: smtp.url,
      MAIL_TO,
      LEADS_RATE_LIMIT: "0",
      VISIT_CHANGES_PER_DAY: "0",
      TEST_CLOCK: "true",
    }),
    SERVER_HOOK_TIMEOUT,
  );
  let cookie: string;
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => server.fetch(path, { ...init, cookie });

  async function newQuote(overrides: Record<string, unknown> = {}): Promise<string> {
    const res = await server.fetch("/api/quotes", { method: "POST", json: validQuote(overrides) });
    expect(res.status).toBe(201);
    const { visitUrl } = (await res.json()) as { visitUrl: string };
    return new URL(visitUrl).pathname.split("/").pop()!;
  }
  const page = async (token: string) => (await (await server.fetch(`/api/rendez-vous/${token}`)).json()) as Page;
  const book = (token: string, start: string, address = "12 chemin des Pins, 33650 Saucats") =>
    server.fetch(`/api/rendez-vous/${token}`, { method: "POST", json: { start, address } });
  async function setAgenda(patch: Record<string, unknown>) {
    const { settings } = await (await admin("/api/admin/agenda/settings")).json();
    expect((await admin("/api/admin/agenda/settings", { method: "PUT", json: { ...settings, ...patch } })).status).toBe(
      200,
    );
  }
  async function setBusiness(patch: Record<string, unknown>) {
    const { settings } = await (await admin("/api/admin/entreprise")).json();
    expect((await admin("/api/admin/entreprise", { method: "PUT", json: { ...settings, ...patch } })).status).toBe(200);
  }

  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
  }, SERVER_HOOK_TIMEOUT);

  it("offers slots only inside the hours, after the notice, never on a holiday or a closure", async () => {
    const token = await newQuote();
    const before = await page(token);
    expect(before.visit).toBeNull();
    const first = before.days[0];
    // Notice: nothing before 24 h from now; windows: 8:30 → 17:30 Paris, Mon–Fri.
    const all = before.days.flatMap((d) => d.slots);
    expect(Math.min(...all.map((s) => Date.parse(s.start)))).toBeGreaterThanOrEqual(
      Date.now() + 24 * 3600_000 - 60_000,
    );
    for (const s of all) expect(["08:30", "10:00", "14:00", "15:30"]).toContain(parisWall(s.start));

    // A closure on the first day, shorter opening hours on every day, a one-year horizon.
    const hours = businessSeed.hours.map((h) => ({ ...h, opens: "10:00", closes: "16:00" }));
    await setBusiness({ closures: [{ from: first.day, to: first.day, label: "Inventaire" }], hours });
    await setAgenda({ horizonDays: 366 });
    const after = await page(token);
    expect(after.days.map((d) => d.day)).not.toContain(first.day);
    const starts = after.days.flatMap((d) => d.slots.map((s) => parisWall(s.start)));
    expect(new Set(starts)).toEqual(new Set(["10:00", "14:00"]));
    // Over a year, at least one holiday falls on a weekday, and none has a slot.
    expect(after.days.some((d) => holidayName(d.day))).toBe(false);
    const weekdayHolidays = Array.from({ length: 366 }, (_, i) =>
      new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10),
    ).filter((d) => holidayName(d) && ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()));
    expect(weekdayHolidays.length).toBeGreaterThan(3);
    await setBusiness({ closures: [], hours: businessSeed.hours });
    await setAgenda({ horizonDays: 30 });
  });

  it("books one slot for exactly one of 20 simultaneous visitors; the others get 409 and the fresh list", async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push(await newQuote({ email: `visiteur${i}@example.fr` }));
    const slot = (await page(tokens[0])).days[0].slots[0].start;
    const answers = await Promise.all(tokens.map((t) => book(t, slot)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const refused = (await answers.find((r) => r.status === 409)!.json()) as { message: string; days: SlotDay[] };
    expect(refused.message).toBe(SLOT_TAKEN_MESSAGE);
    expect(refused.days.flatMap((d) => d.slots.map((s) => s.start))).not.toContain(slot);
    expect(refused.days.length).toBeGreaterThan(0);

    const winner = tokens[answers.findIndex((r) => r.status === 201)];
    // Both e-mails carry the invitation, at the right time in Paris, at the chantier.
    const visitor = await mailWhere(smtp, (m) => m.subject.startsWith("Visite technique confirmée"));
    const business = await mailWhere(
      smtp,
      (m) => m.envelopeTo.includes(MAIL_TO) && m.subject.startsWith("Visite prévue"),
    );
    for (const mail of [visitor, business]) {
      const ics = parseEvents(mail.calendars[0]);
      expect(ics.method).toBe("REQUEST");
      expect(ics.events[0].start.toISOString()).toBe(slot);
      expect(ics.events[0].location).toBe("12 chemin des Pins, 33650 Saucats");
      expect(mail.calendars[0]).toContain("TZID:Europe/Paris");
    }
    expect(visitor.text).toContain(`/rendez-vous/${winner}`);

    // The lead shows « Visite prévue » with its date.
    const lead = await pageLead(winner);
    expect(lead.status).toBe("visite-prevue");
    expect(new Date(lead.visitAt!).toISOString()).toBe(slot);

    // Cancelling frees the slot and sends METHOD:CANCEL with the same UID.
    smtp.messages.length = 0;
    const cancel = await server.fetch(`/api/rendez-vous/${winner}/annulation`, { method: "POST", json: {} });
    expect(cancel.status).toBe(200);
    expect((await page(tokens[1])).days.flatMap((d) => d.slots.map((s) => s.start))).toContain(slot);
    const cancelled = await mailWhere(smtp, (m) => m.subject.startsWith("Visite technique annulée"));
    const parsed = parseEvents(cancelled.calendars[0]);
    expect(parsed.method).toBe("CANCEL");
    expect(parsed.events[0].uid).toBe(parseEvents(visitor.calendars[0]).events[0].uid);
    expect((await pageLead(winner)).status).toBe("nouveau");
  });

  /** The lead behind a token, through the admin inbox. */
  async function pageLead(token: string) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        "select q.status, q.visit_at from leads q join visit_links l on l.lead_id = q.id where l.token_hash = encode(sha256($1::bytea), 'hex')",
        [token],
      );
      const { status, visit_at } = rows[0] as { status: string; visit_at: Date | null };
      const detail = (await (await admin(`/api/leads/quote/${(await leadIdOf(client, token)) ?? 0}`)).json()) as {
        lead: { status: string };
      };
      expect(detail.lead.status).toBe(status);
      return { status, visitAt: visit_at };
    } finally {
      await client.end();
    }
  }
  async function leadIdOf(client: pg.Client, token: string): Promise<number | undefined> {
    const { rows } = await client.query(
      "select lead_id from visit_links where token_hash = encode(sha256($1::bytea), 'hex')",
      [token],
    );
    return (rows[0] as { lead_id: number } | undefined)?.lead_id;
  }

  it("refuses an address outside the served area with 422 and a French message", async () => {
    const token = await newQuote();
    const slot = (await page(token)).days[0].slots[0].start;
    const res = await book(token, slot, "8 rue de Rivoli, 75001 Paris");
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toMatch(/en dehors de notre zone d'intervention : appelez-nous/);
    expect(body.errors.address).toBe(body.message);
    expect(await (await server.fetch("/api/rendez-vous/ceci-nest-pas-un-jeton-valide-1234")).status).toBe(404);
  });

  it("writes the right Paris start on both sides of the change of hour, and serves the feed until revoked", async () => {
    await setAgenda({ horizonDays: 366 });
    const token = await newQuote({ address: "3 rue Sainte-Catherine, 33000 Bordeaux" });
    const days = (await page(token)).days;
    // The first slot of the last day before the next change of hour, and of the first day after it.
    const offset = (d: string) =>
      new Date(`${d}T12:00:00Z`).toLocaleString("en-GB", { timeZone: "Europe/Paris", timeZoneName: "shortOffset" });
    const change = days.findIndex((d, i) => i > 0 && offset(d.day).slice(-5) !== offset(days[i - 1].day).slice(-5));
    expect(change).toBeGreaterThan(0);
    const before = days[change - 1].slots[0].start;
    remindLater = before;
    const after = days[change].slots[0].start;
    expect((await book(token, before, "3 rue Sainte-Catherine, 33000 Bordeaux")).status).toBe(201);
    const other = await newQuote({ email: "autre@example.fr" });
    expect((await book(other, after, "3 rue Sainte-Catherine, 33000 Bordeaux")).status).toBe(201);

    const { feedPath } = (await (await admin("/api/admin/agenda/settings")).json()) as { feedPath: string };
    const feed = await server.fetch(feedPath);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    const { events } = parseEvents(await feed.text());
    for (const start of [before, after]) {
      const event = events.find((e) => e.start.toISOString() === start)!;
      expect(event).toBeDefined();
      // Same wall-clock time in Paris (10:00, the first slot with the shorter hours or 8:30), whatever the offset.
      expect(parisWall(event.start)).toBe(parisWall(start));
      expect(event.tz).toBe("Europe/Paris");
    }
    expect(parisWall(before)).toBe(parisWall(after));
    expect(new Date(before).getUTCHours()).not.toBe(new Date(after).getUTCHours());

    const revoked = (await (await admin("/api/admin/agenda/feed", { method: "POST", json: {} })).json()) as {
      feedPath: string;
    };
    expect((await server.fetch(feedPath)).status).toBe(404);
    expect((await server.fetch(revoked.feedPath)).status).toBe(200);
  });

  it("sends a web push, encrypted (RFC 8291), to the subscribed phone when a lead waits an opening hour", async () => {
    const { received } = pushService;
    const ua = createECDH("prime256v1");
    ua.generateKeys();
    const authSecret = randomBytes(16);
    const keys = { p256dh: ua.getPublicKey("base64url"), auth: authSecret.toString("base64url") };
    // Only the browsers' push services, over https: never an address of the visitor's choosing.
    for (const endpoint of [
      "http://127.0.0.1:9/push",
      "https://evil.example.com/push",
      "https://fcm.googleapis.com.evil.fr/x",
    ]) {
      const refused = await admin("/api/admin/agenda/push/subscriptions", { method: "POST", json: { endpoint, keys } });
      expect(refused.status, endpoint).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toContain("n'est pas reconnu");
    }
    const endpoint = `${pushService.origin()}/push/telephone-1`;
    const sub = await admin("/api/admin/agenda/push/subscriptions", { method: "POST", json: { endpoint, keys } });
    expect(sub.status).toBe(201);
    try {
      // Open every day, all day: a lead received 2.5 days ago has waited well over an opening hour.
      await setBusiness({ hours: businessSeed.hours.map(() => ({ closed: false, opens: "00:00", closes: "23:59" })) });
      const token = await newQuote({ firstName: "Lucie", lastName: "Attente" });
      await sql(
        "update leads set created_at = now() - interval '60 hours' where id = (select lead_id from visit_links where token_hash = encode(sha256($1::bytea), 'hex'))",
        [token],
      );
      const run = (await (await admin("/api/test/agenda/run", { method: "POST", json: {} })).json()) as {
        alerts: number;
      };
      expect(run.alerts).toBeGreaterThanOrEqual(1);
      const alert = await mailWhere(smtp, (m) => m.subject.includes("Lucie Attente"));
      expect(alert.envelopeTo).toContain(MAIL_TO);

      const message = received.find((r) => r.body.length > 0)!;
      expect(message.headers["content-encoding"]).toBe("aes128gcm");
      expect(String(message.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
      const payload = JSON.parse(decrypt(message.body, ua, authSecret)) as { title: string; body: string; url: string };
      expect(payload.title).toBe("Demande sans réponse");
      expect(payload.body).toContain("Lucie Attente");
      expect(payload.url).toMatch(/\/admin\/demandes\/quote\/\d+$/);
      // Once per lead.
      const again = (await (await admin("/api/test/agenda/run", { method: "POST", json: {} })).json()) as {
        alerts: number;
      };
      expect(again.alerts).toBe(0);
    } finally {
      await setBusiness({ hours: businessSeed.hours });
    }
  });

  it("a suspended member's phone gets no more pushes: his subscription dies at the next sending", async () => {
    const {
      rows: [member],
    } = await sql(
      "insert into users (username, password_hash, display_name, role) values ('bureau-push', 'x', 'Claire', 'office') returning id",
    );
    const endpoint = `${pushService.origin()}/push/telephone-claire`;
    await sql("insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)", [
      member.id,
      endpoint,
      createECDH("prime256v1").generateKeys("base64url"),
      randomBytes(16).toString("base64url"),
    ]);
    expect(
      (await admin(`/api/team/members/${member.id}`, { method: "PATCH", json: { status: "suspended" } })).status,
    ).toBe(200);
    await setAgenda({ pushEveryLead: true });
    try {
      const before = pushService.received.length;
      await newQuote({ firstName: "Marc", lastName: "Apres" });
      await expect
        .poll(async () => (await sql("select endpoint from push_subscriptions")).rows.map((r) => r.endpoint))
        .not.toContain(endpoint);
      expect(pushService.received.slice(before).length, "only the manager's phone").toBeLessThanOrEqual(1);
    } finally {
      await setAgenda({ pushEveryLead: false });
    }
  });

  it("computes the median time to first response in opening hours from the fixture timestamps", async () => {
    // Only these three leads count: the earlier ones leave the 30-day window.
    await sql("update leads set created_at = now() - interval '60 days'");
    const fixtures = [
      // Monday 9:00 → Monday 9:20 (Paris, winter): 20 min.
      { created: "2026-11-16T08:00:00Z", answered: "2026-11-16T08:20:00Z" },
      // Friday 17:30 → Monday 8:30: 30 min + Saturday 9–12 + 30 min = 240 min.
      { created: "2026-11-13T16:30:00Z", answered: "2026-11-16T07:30:00Z" },
      // Tuesday 10:00 → Tuesday 11:30: 90 min.
      { created: "2026-11-17T09:00:00Z", answered: "2026-11-17T10:30:00Z" },
    ];
    const shift = Date.now() - Date.parse("2026-11-20T00:00:00Z");
    // Shifted by whole weeks so the fixtures stay inside the last 30 days, on the same weekdays.
    const weeks = Math.max(0, Math.floor(shift / (7 * 86_400_000)));
    const moved = fixtures.map((f) => ({
      created: new Date(Date.parse(f.created) + weeks * 7 * 86_400_000),
      answered: new Date(Date.parse(f.answered) + weeks * 7 * 86_400_000),
    }));
    for (const f of moved) {
      const token = await newQuote({ email: "mediane@example.fr" });
      await sql(
        `with l as (select lead_id from visit_links where token_hash = encode(sha256($1::bytea), 'hex'))
         , u as (update leads set created_at = $2 where id = (select lead_id from l))
         insert into lead_events (lead_id, type, detail, author_name, created_at)
         select lead_id, 'status', '{"from":"nouveau","to":"contacte"}', 'Jean Lartigue', $3 from l`,
        [token, f.created, f.answered],
      );
    }
    const expected = median(moved.map((f) => openingMinutesBetween(f.created, f.answered, businessSeed.hours, [])));
    const speed = (await (await admin("/api/admin/agenda/speed")).json()) as {
      medianMinutes: number;
      answered: number;
    };
    expect(speed.answered).toBe(3);
    expect(speed.medianMinutes).toBe(expected);
    if (weeks === 0) expect(expected).toBe(90);
  });

  it("never counts the client's own booking as the firm's answer; the team's reply does", async () => {
    await sql("update leads set created_at = now() - interval '60 days'");
    const token = await newQuote({ firstName: "Lise", lastName: "Reservee", email: "lise@example.fr" });
    const slot = (await page(token)).days[0].slots[0].start;
    expect((await book(token, slot)).status).toBe(201);
    type Speed = { answered: number; medianMinutes: number | null; unanswered: { id: number; name: string }[] };
    const speed = async () => (await (await admin("/api/admin/agenda/speed")).json()) as Speed;
    // « Réactivité : 0 min » was the client's own booking: it is no answer of the firm.
    const booked = await speed();
    expect(booked.answered).toBe(0);
    expect(booked.medianMinutes).toBeNull();
    const lead = booked.unanswered.find((l) => l.name === "Lise Reservee")!;
    expect(lead).toBeDefined();
    // The visit is among the « Prochaines visites » the dashboard and the agenda share, with its lead.
    const upcoming = await server.services()!.agenda.upcoming();
    expect(upcoming.find((v) => v.leadId === lead.id)?.startsAt).toBe(slot);

    const reply = await admin(`/api/leads/quote/${lead.id}/reply`, {
      method: "POST",
      json: { subject: "Votre visite", body: "Bonjour, à bientôt." },
    });
    expect(reply.status).toBe(201);
    const answered = await speed();
    expect(answered.answered).toBe(1);
    expect(answered.unanswered.map((l) => l.id)).not.toContain(lead.id);
    // Freed again: the reminder test below counts its own visit only.
    expect((await server.fetch(`/api/rendez-vous/${token}/annulation`, { method: "POST", json: {} })).status).toBe(200);
  });

  let remindLater = "";
  it("reminds the visitor the day before (TEST_CLOCK moved to 23 h before the visit)", async () => {
    smtp.messages.length = 0;
    const advanceMs = Date.parse(remindLater) - 23 * 3600_000 - Date.now();
    expect((await admin("/api/test/clock", { method: "POST", json: { advanceMs } })).status).toBe(200);
    const run = (await (await admin("/api/test/agenda/run", { method: "POST", json: {} })).json()) as {
      reminders: number;
    };
    expect(run.reminders).toBe(1);
    const reminder = await mailWhere(smtp, (m) => m.subject.startsWith("Rappel : visite technique demain"));
    expect(reminder.text).toContain("3 rue Sainte-Catherine, 33000 Bordeaux");
    // Once only.
    const again = (await (await admin("/api/test/agenda/run", { method: "POST", json: {} })).json()) as {
      reminders: number;
    };
    expect(again.reminders).toBe(0);
  });

  async function sql(text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  }
});

/** RFC 8291 (aes128gcm) decryption of a push message, as the phone's browser does it. */
function decrypt(body: Buffer, ua: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const asPublic = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ua.getPublicKey(), asPublic, Buffer.from([1])]);
  const ikm = hmac(hmac(authSecret, ecdhSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const plain = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and its zero padding.
  const end = plain.lastIndexOf(2);
  return plain.subarray(0, end).toString("utf8");
}
