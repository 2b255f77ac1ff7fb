import { describe, expect, it } from "vitest";
import { createPageCache } from "./store.ts";

describe("page cache and the date", () => {
  it("drops every page at midnight in Paris (a closure disappears the day after its end)", async () => {
    let now = Date.parse("2026-08-22T21:59:00Z"); // 23:59 in Paris, last day of a closure
    const cache = createPageCache({ now: () => now });
    await cache.store("/contact", cache.generation, {
      status: 200,
      contentType: "text/html",
      body: Buffer.from("fermé"),
      scriptHashes: [],
    });
    expect(cache.get("/contact")).toBeDefined();
    now = Date.parse("2026-08-22T22:00:01Z"); // 00:00:01 on the 23rd
    expect(cache.get("/contact")).toBeUndefined();
    await cache.store("/contact", cache.generation, {
      status: 200,
      contentType: "text/html",
      body: Buffer.from("ouvert"),
      scriptHashes: [],
    });
    expect(cache.get("/contact")?.identity.toString()).toBe("ouvert");
  });
});
