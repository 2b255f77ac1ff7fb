import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { adminManifest } from "./manifest.ts";
import { ADMIN_SERVICE_WORKER } from "./service-worker.ts";

describe("the admin's service worker", () => {
  it("is one script that handles the web push and the photos' Background Sync", () => {
    const events: string[] = [];
    const self = { addEventListener: (type: string) => events.push(type) };
    vm.runInNewContext(ADMIN_SERVICE_WORKER, { self });
    expect(events).toEqual(["push", "notificationclick", "sync", "install", "activate", "fetch"]);
  });

  it("drains the queue on its sync event, with the shared queue functions", async () => {
    const handlers = new Map<string, (event: unknown) => void>();
    const sent: string[] = [];
    const context = {
      self: { addEventListener: (type: string, fn: (event: unknown) => void) => handlers.set(type, fn) },
      navigator: {},
      // No IndexedDB here: the drain's first read fails, and the sync is retried by the browser.
      indexedDB: {
        open: () => {
          const request: { onerror?: () => void; error: Error } = { error: new Error("no db") };
          queueMicrotask(() => request.onerror?.());
          return request;
        },
      },
      fetch: (url: string) => sent.push(url),
    };
    vm.runInNewContext(ADMIN_SERVICE_WORKER, context);
    let waited: Promise<unknown> | undefined;
    handlers.get("sync")!({ tag: "chantier-photos", waitUntil: (p: Promise<unknown>) => (waited = p) });
    await expect(waited).rejects.toThrow("no db");
    // Another tag is not the photos'.
    waited = undefined;
    handlers.get("sync")!({ tag: "other", waitUntil: (p: Promise<unknown>) => (waited = p) });
    expect(waited).toBeUndefined();
    expect(sent).toEqual([]);
  });
});

describe("the admin's web app manifest", () => {
  it("makes the admin installable: standalone, its start in its scope, 192 and 512 px icons, one maskable", () => {
    const m = adminManifest("Atelier Lartigue");
    expect(m).toMatchObject({ display: "standalone", start_url: "/admin", scope: "/admin", short_name: "Lartigue" });
    expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    expect(adminManifest("Menuiserie Dupont et Fils").short_name).toBe("Dupont");
    expect(adminManifest("Bois & Co").short_name).toBe("Bois & Co");
  });
});
