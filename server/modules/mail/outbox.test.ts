import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { retryDelaySec } from "./outbox.ts";

describe("retry delays", () => {
  it("grow with each failure and then repeat the last one", () => {
    const delays = loadConfig({}).MAIL_RETRY_DELAYS;
    expect(delays).toEqual([60, 300, 1800, 7200, 21600, 43200, 86400]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryDelaySec(delays, n))).toEqual([
      60, 300, 1800, 7200, 21600, 43200, 86400, 86400, 86400,
    ]);
  });

  it("are configurable, and refused when not a list of seconds", () => {
    expect(loadConfig({ MAIL_RETRY_DELAYS: "0.2, 0.4" }).MAIL_RETRY_DELAYS).toEqual([0.2, 0.4]);
    expect(() => loadConfig({ MAIL_RETRY_DELAYS: "1,deux" })).toThrow(/MAIL_RETRY_DELAYS/);
    expect(loadConfig({}).MAIL_MAX_ATTEMPTS).toBe(8);
    expect(loadConfig({}).LEADS_RATE_LIMIT).toBe(5);
  });
});
