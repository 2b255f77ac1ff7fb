import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { pageCacheMiddleware } from "./middleware.ts";
import { createPageCache } from "./store.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A site whose one page shows `version`, rendered in `renderMs`, its first bytes sent after `firstByteMs`. */
async function site(options: { renderMs: number; firstByteMs: number }) {
  const cache = createPageCache();
  const state = { version: "ancienne" };
  const app = express();
  app.use(pageCacheMiddleware(cache, { csp: false, staleAfterMs: 100 }));
  app.get("/", (_req, res) => {
    const version = state.version;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    setTimeout(() => res.write(`<html><p>${version}</p>`), options.firstByteMs);
    setTimeout(() => res.end("</html>"), options.renderMs);
  });
  const server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const get = async () => {
    const res = await fetch(url);
    return { state: res.headers.get("x-page-cache"), body: await res.text() };
  };
  stops.push(() => new Promise((r) => server.close(r)));
  return { cache, state, get };
}

const stops: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe("the page cache after a write (monotonic pages)", () => {
  it("serves the stale copy only when the fresh render is slower than the bound, before it reaches anyone", async () => {
    const { cache, state, get } = await site({ renderMs: 400, firstByteMs: 390 });
    await get();
    await sleep(50);
    expect((await get()).state).toBe("HIT");
    state.version = "nouvelle";
    cache.invalidate();
    const first = get();
    await sleep(20);
    // Overload: the fresh render takes 400 ms, the bound is 100 ms: the second visitor gets the stale copy.
    const second = await get();
    expect(second.state).toBe("STALE");
    expect(second.body).toContain("ancienne");
    expect((await first).body).toContain("nouvelle");
  });

  it("never serves the stale copy once the fresh page started reaching its visitor", async () => {
    const { cache, state, get } = await site({ renderMs: 400, firstByteMs: 10 });
    await get();
    await sleep(50);
    state.version = "nouvelle";
    cache.invalidate();
    const first = get();
    await sleep(60);
    // The first visitor already receives the new page: the others wait for it past the bound.
    const others = await Promise.all([get(), get(), get()]);
    for (const other of others) expect(other.body).toContain("nouvelle");
    expect((await first).body).toContain("nouvelle");
    expect(cache.stats.renders).toBe(2);
  });
});
