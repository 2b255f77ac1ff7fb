import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "./config.ts";
import type { Database, Db } from "./infra/db/client.ts";
import { createLogger } from "./logger.ts";
import { createServices } from "./services.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("createServices", () => {
  it("builds every service without starting anything (no timer, no LISTEN, no query); start() starts it", async () => {
    vi.useFakeTimers();
    const database: Database = {
      db: new Proxy({} as Db, {
        get: (_target, name) => {
          throw new Error(`database used while building: ${String(name)}`);
        },
      }),
      kind: "external",
      listen: vi.fn(async () => {}),
      notify: vi.fn(async () => {}),
      onConnectionError: vi.fn(),
      ping: vi.fn(async () => true),
      close: vi.fn(async () => {}),
    };
    const services = createServices({
      config: loadConfig({ DATA_DIR: "/tmp/atelier-services-test" }),
      database,
      logger: createLogger("silent"),
    });
    expect(vi.getTimerCount()).toBe(0);
    expect(database.listen).not.toHaveBeenCalled();
    // Started: the timers and the LISTEN of the page cache exist (the fake database refuses the rest).
    await services.start();
    expect(database.listen).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBeGreaterThan(3);
    await services.stop();
  });
});
