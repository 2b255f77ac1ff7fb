import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRONG_PASSWORD } from "../fixtures/auth.ts";
import { adminCookie, exportedRows, spawnServer, type ChildServer } from "../fixtures/child-server.ts";
import { SERVER_HOOK_TIMEOUT, validContact, validQuote, waitUntil } from "../fixtures/leads.ts";

/**
 * The embedded PostgreSQL's postmaster is SIGKILLed while requests are in
 * flight (a bounded load). Node stays up, answers 503 in French meanwhile, the supervisor restarts
 * PostgreSQL, and every lead that was acknowledged (201) is found afterwards.
 */
describe("the embedded postmaster killed under load", () => {
  let dir: string;
  let server: ChildServer;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "atelier-embedded-"));
    server = await spawnServer({
      DATA_DIR: dir,
      DATABASE_URL: "",
      ADMIN_PASSWORD: STRONG_PASSWORD,
      LEADS_RATE_LIMIT: "0",
    });
  }, SERVER_HOOK_TIMEOUT);
  afterAll(async () => {
    // A stop after the crash must end too (it waited forever once for a client a request held).
    const stopped = server?.kill("SIGTERM");
    const late = await Promise.race([
      stopped?.then(() => false),
      new Promise<boolean>((r) => setTimeout(() => r(true), 60_000)),
    ]);
    if (late) await server.killTree();
    expect(late).toBe(false);
    if (dir) await rm(dir, { recursive: true, force: true });
  }, SERVER_HOOK_TIMEOUT);

  it("keeps Node up, answers 503 in French, restarts PostgreSQL, and loses no acknowledged lead", async () => {
    const acknowledged: { kind: "quote" | "contact"; email: string }[] = [];
    const refused: { status: number; message: string }[] = [];
    let sent = 0;
    let running = true;
    const worker = async (w: number) => {
      for (let i = 0; running; i++) {
        const kind = i % 2 ? "contact" : "quote";
        const email = `charge-${w}-${i}@example.fr`;
        sent++;
        const res = await fetch(`${server.url}/api/${kind === "quote" ? "quotes" : "contact"}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(kind === "quote" ? validQuote({ email }) : validContact({ email })),
        }).catch((err: unknown) => ({ status: 0, text: async () => String(err) }));
        const text = await res.text();
        if (res.status === 201) acknowledged.push({ kind, email });
        else refused.push({ status: res.status, message: text });
        if (res.status !== 201) await new Promise((r) => setTimeout(r, 50));
      }
    };
    // A bounded load: 8 visitors sending without pause.
    const load = Array.from({ length: 8 }, (_, w) => worker(w));
    await waitUntil(async () => acknowledged.length >= 40, 60_000, "the load running");
    const before = acknowledged.length;
    const postmaster = server.postmasterPid();
    expect(postmaster).not.toBeNull();
    process.kill(postmaster!, "SIGKILL");
    // Until PostgreSQL is back and new leads are acknowledged again.
    await waitUntil(
      async () => {
        if (server.child.exitCode !== null) throw new Error(`Node exited (code ${server.child.exitCode})`);
        return server.postmasterPid() !== postmaster && acknowledged.length > before + 40;
      },
      90_000,
      "leads acknowledged after the restart",
    );
    running = false;
    await Promise.all(load);

    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    const statuses = [...new Set(refused.map((r) => r.status))];
    console.log(
      `[nothing lost · finding 2] ${sent} requests, ${acknowledged.length} acknowledged, ${refused.length} refused (${statuses.join(", ") || "none"})`,
    );
    // Whatever was refused meanwhile was a French 503, never a dropped connection or a 500.
    expect(statuses.filter((s) => s !== 503)).toEqual([]);
    for (const r of refused) expect(r.message).toMatch(/momentanément indisponible/);

    const cookie = await adminCookie(server.url, STRONG_PASSWORD);
    for (const kind of ["quote", "contact"] as const) {
      const stored = new Set((await exportedRows(server.url, cookie, kind)).flat());
      const lost = acknowledged.filter((a) => a.kind === kind && !stored.has(a.email));
      expect(lost).toEqual([]);
    }
  }, 240_000);
});
