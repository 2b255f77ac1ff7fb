import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.server";

/** The shape React Router 8's <Scripts /> emits (fog of war on: no manifest import). */
const page = `<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/><link rel="modulepreload" href="/assets/root-B.js" nonce="n"/></head><body><main>Bonjour</main><script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/home-C.js";
  window.__reactRouterManifest = {};
  window.__reactRouterRouteModules = {"root":route0,"routes/site/home":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

describe("deferHydration", () => {
  it("drops the module preloads, imports the same modules at load, and replays a button pressed before hydration", async () => {
    const html = deferHydration(page);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<main>Bonjour</main>");
    expect(html).toContain('<script nonce="n">window.__reactRouterContext = {};</script>');
    const script = /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(script).not.toMatch(/^\s*import /m);

    // Run it: nothing is imported before `load`, then the route modules, then the entry.
    const imported: string[] = [];
    const listeners = new Map<string, (event?: unknown) => void>();
    const documentElement = { dataset: {} as Record<string, string> };
    let menuPresses = 0;
    const menuButton = { isConnected: true, click: () => menuPresses++ };
    const window: Record<string, unknown> = {};
    const run = new Function("document", "addEventListener", "removeEventListener", "window", "__import", script.replaceAll("import(", "__import("));
    run(
      { readyState: "interactive", documentElement },
      (type: string, fn: (event?: unknown) => void) => listeners.set(type, fn),
      (type: string) => listeners.delete(type),
      window,
      async (src: string) => (imported.push(src), { src }),
    );
    expect(imported).toEqual([]);
    expect([...listeners.keys()]).toContain("load");
    // The visitor taps the menu button before hydration: nothing happens yet.
    listeners.get("click")!({ target: { closest: (selector: string) => (selector === 'button[type="button"]' ? menuButton : null) } });
    expect(menuPresses).toBe(0);
    listeners.get("load")!();
    await new Promise((r) => setTimeout(r, 0));
    expect(menuPresses).toBe(0);
    documentElement.dataset.hydrated = "true";
    await new Promise((r) => setTimeout(r, 80));
    // Hydrated: the tap is replayed once.
    expect(menuPresses).toBe(1);
    expect(imported).toEqual(["/assets/root-B.js", "/assets/home-C.js", "/assets/entry.client-A.js"]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { src: "/assets/root-B.js" }, "routes/site/home": { src: "/assets/home-C.js" } });
    expect(listeners.size).toBe(0);
  });

  it("leaves a document it does not recognise untouched", () => {
    const other = page.replace(";\nimport * as route0", 'import "/assets/manifest.js";\nimport * as route0');
    expect(deferHydration(other)).toBe(other);
    expect(deferHydration("<html><body>ok</body></html>")).toBe("<html><body>ok</body></html>");
  });
});
