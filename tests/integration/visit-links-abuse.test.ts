import { beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { SERVER_HOOK_TIMEOUT, validQuote } from "../fixtures/leads.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

/**
 * The booking links are bounded: a day's budget of changes per link and per address (each change
 * e-mails the business and the visitor), no life after the visit or past the visit stage, never a
 * signed lead moved back; a retried quote gives back its first link and counts toward the limit.
 */

interface Slots {
  days: { slots: { start: string }[] }[];
}

const ADDRESS = "12 chemin des Pins, 33650 Saucats";

describe(`booking links: budgets, expiry, retries (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  const server = suiteServer(
    () => ({
      SMTP_URL: smtp.url,
      MAIL_TO: "atelier@example.fr",
      LEADS_RATE_LIMIT: "3",
      TEST_CLOCK: "true",
      TRUST_PROXY: "loopback",
    }),
    SERVER_HOOK_TIMEOUT,
  );
  let cookie: string;
  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
  }, SERVER_HOOK_TIMEOUT);

  /** A new quote from its own address (the leads' limit is per address). */
  async function newQuote(ip: string, overrides: Record<string, unknown> = {}) {
    const res = await server.fetch("/api/quotes", {
      method: "POST",
      json: validQuote(overrides),
      headers: { "X-Forwarded-For": ip },
    });
    expect(res.status).toBe(201);
    const { number: id, visitUrl } = (await res.json()) as { number: number; visitUrl: string };
    return { id, token: new URL(visitUrl).pathname.split("/").pop()! };
  }
  const slots = async (token: string) =>
    ((await (await server.fetch(`/api/rendez-vous/${token}`)).json()) as Slots).days.flatMap((d) => d.slots);
  const book = (token: string, start: string, ip = "203.0.113.50") =>
    server.fetch(`/api/rendez-vous/${token}`, {
      method: "POST",
      json: { start, address: ADDRESS },
      headers: { "X-Forwarded-For": ip },
    });
  const setStatus = (id: number, status: string) =>
    server.fetch(`/api/leads/quote/${id}`, { method: "PATCH", cookie, json: { status } });

  it("five changes a day through a link, then a French 429 (JSON and the page without JavaScript)", async () => {
    const { token } = await newQuote("203.0.113.10");
    const free = await slots(token);
    for (let i = 0; i < 5; i++) expect((await book(token, free[i % 3].start)).status).toBe(201);
    const refused = await book(token, free[3].start);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Ce rendez-vous a déjà été modifié 5 fois aujourd'hui : appelez-nous pour le changer.",
    );
    const form = await server.fetch(`/rendez-vous/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.7" },
      body: new URLSearchParams({ start: free[3].start, address: ADDRESS }).toString(),
    });
    expect(form.status).toBe(429);
    expect(await form.text()).toContain("appelez-nous pour le changer");
  });

  it("one address cannot spend the budgets of many links", async () => {
    const links = [await newQuote("203.0.113.21"), await newQuote("203.0.113.22")];
    const free = await slots(links[0].token);
    for (let i = 0; i < 5; i++) expect((await book(links[i % 2].token, free[i].start, "192.0.2.99")).status).toBe(201);
    expect((await book(links[1].token, free[6].start, "192.0.2.99")).status).toBe(429);
  });

  it("past the visit stage the link answers 410, and an admin booking never moves a signed lead back", async () => {
    const { id, token } = await newQuote("203.0.113.30");
    const free = await slots(token);
    expect((await book(token, free[0].start, "203.0.113.31")).status).toBe(201);
    expect((await setStatus(id, "signe")).status).toBe(200);
    const page = await server.fetch(`/rendez-vous/${token}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("Ce lien de rendez-vous a expiré");
    expect((await book(token, free[1].start, "203.0.113.31")).status).toBe(410);
    const adminSlots = ((await (await server.fetch("/api/admin/agenda/slots", { cookie })).json()) as Slots).days
      .flatMap((d) => d.slots)
      .at(-2)!;
    const booked = await server.fetch(`/api/admin/agenda/leads/${id}/visit`, {
      method: "POST",
      cookie,
      json: { start: adminSlots.start, address: ADDRESS },
    });
    expect(booked.status).toBe(201);
    const { lead } = (await (await server.fetch(`/api/leads/quote/${id}`, { cookie })).json()) as {
      lead: { status: string };
    };
    expect(lead.status).toBe("signe");
  });

  it("once the visit is past, its link answers 410", async () => {
    const { token } = await newQuote("203.0.113.40");
    const [slot] = await slots(token);
    expect((await book(token, slot.start, "203.0.113.41")).status).toBe(201);
    server.services()!.clock.advance(Date.parse(slot.start) - Date.now() + 3 * 3600_000);
    try {
      expect((await server.fetch(`/rendez-vous/${token}`)).status).toBe(410);
    } finally {
      server.services()!.clock.reset();
    }
  });

  it("a retried quote gives back its first booking link, and replays count toward the address's limit", async () => {
    const body = validQuote({ email: "rejeu@example.fr", submissionKey: "f0e1d2c3b4a5968778695a4b3c2d1e0f" });
    const replay = () =>
      server.fetch("/api/quotes", { method: "POST", json: body, headers: { "X-Forwarded-For": "203.0.113.60" } });
    const answers = [await replay(), await replay(), await replay()];
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const urls = await Promise.all(answers.map(async (a) => ((await a.json()) as { visitUrl: string }).visitUrl));
    expect(new Set(urls).size, "the same link each time").toBe(1);
    expect((await server.fetch(new URL(urls[0]).pathname)).status).toBe(200);
    // LEADS_RATE_LIMIT is 3 here: the fourth replay is refused like a fourth request.
    expect((await replay()).status).toBe(429);
  });
});
