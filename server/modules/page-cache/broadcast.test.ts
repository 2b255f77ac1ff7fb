import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createBroadcast } from "./broadcast.ts";
import { awaitBroadcasts } from "./middleware.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A PostgreSQL stand-in whose notifications come back to the listener after `echoMs`. */
function channel(echoMs: number) {
  const sent: string[] = [];
  let listener: (payload: string) => void = () => {};
  return {
    sent,
    listen: (fn: (payload: string) => void) => (listener = fn),
    notify: async (_channel: string, payload: string) => {
      sent.push(payload);
      setTimeout(() => listener(payload), echoMs);
    },
  };
}

const quiet = { warn: () => {} };

const stops: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

describe("the changes told to the other instances", () => {
  it("a write's answer leaves only once its notification came back, not before", async () => {
    const pg = channel(150);
    const broadcast = createBroadcast({ database: pg, channel: "page_cache", logger: quiet });
    pg.listen((payload) => broadcast.heard(payload));
    broadcast.heard("*");
    const app = express();
    app.use(awaitBroadcasts(() => broadcast.settled()));
    app.put("/api/x", (_req, res) => {
      broadcast.send("business");
      res.json({ ok: true });
    });
    app.get("/x", (_req, res) => res.send("page"));
    const server = app.listen(0);
    stops.push(() => new Promise((r) => server.close(r)));
    await new Promise((r) => server.once("listening", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

    const started = performance.now();
    const res = await fetch(`${url}api/x`, { method: "PUT" });
    expect(await res.json()).toEqual({ ok: true });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(pg.sent).toHaveLength(1);
    expect(pg.sent[0]).toMatch(new RegExp(`^${broadcast.instanceId} business \\d+$`));
    // Nothing on its way: a page and a write without changes answer at once.
    expect(broadcast.settled()).toBeNull();
    const quick = performance.now();
    await fetch(`${url}x`).then((r) => r.text());
    expect(performance.now() - quick).toBeLessThan(100);
  });

  it("another instance's notification is not an echo; a lost echo waits only the timeout", async () => {
    const pg = channel(10_000);
    const broadcast = createBroadcast({ database: pg, channel: "page_cache", logger: quiet, timeoutMs: 80 });
    broadcast.heard("*");
    expect(broadcast.heard("another-instance business 1")).toBe(false);
    broadcast.send("faq");
    const wait = broadcast.settled();
    expect(wait).not.toBeNull();
    const started = performance.now();
    await wait;
    expect(performance.now() - started).toBeGreaterThanOrEqual(70);
    expect(broadcast.settled()).toBeNull();
    expect(broadcast.heard(pg.sent[0])).toBe(true);
  });

  it("before the LISTEN connection is up, or when NOTIFY fails, a write does not wait for an echo", async () => {
    const warned: unknown[] = [];
    const pg = channel(10_000);
    const logger = { warn: (_message: string, fields: { err: unknown }) => warned.push(fields.err) };
    const broadcast = createBroadcast({ database: pg, channel: "page_cache", logger, timeoutMs: 5_000 });
    broadcast.send("mail");
    await broadcast.settled();
    const lost = { notify: () => Promise.reject(new Error("connection lost")) };
    const failing = createBroadcast({ database: lost, channel: "page_cache", logger, timeoutMs: 5_000 });
    failing.heard("*");
    failing.send("business");
    const started = performance.now();
    await Promise.race([failing.settled(), sleep(1_000)]);
    expect(performance.now() - started).toBeLessThan(500);
    expect(warned).toHaveLength(1);
  });
});
