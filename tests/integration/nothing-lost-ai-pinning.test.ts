import dns from "node:dns";
import dnsPromises from "node:dns/promises";
import { createServer, type Server } from "node:http";
import { syncBuiltinESMExports } from "node:module";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createHttpClient } from "#server/infra/ai-providers/http-client.ts";
import { fetchPinned, isPrivateAddress } from "#server/infra/ai-providers/foreign-url.ts";
import { createLogger } from "#server/logger.ts";

/**
 * The image URL an AI provider sends back is resolved ONCE, checked (no
 * private, loopback or link-local address) and fetched from that very address. A name that answers
 * a public address to the check and the loopback to the connection (DNS rebinding) never reaches
 * the server's own network.
 */
describe("AI image URLs: the resolved address is pinned (no DNS rebinding)", () => {
  let inside: Server;
  let port = 0;
  const seen: { url: string; host: string | undefined }[] = [];
  const original = { lookup: dns.lookup, promises: dnsPromises.lookup };

  beforeAll(async () => {
    // A service of the server's own network (loopback) that must never be reached through a foreign URL.
    inside = createServer((req, res) => {
      seen.push({ url: req.url ?? "", host: req.headers.host });
      res.writeHead(200, { "Content-Type": "image/png" }).end("secret-interne");
    });
    await new Promise<void>((resolve) => inside.listen(0, "127.0.0.1", resolve));
    port = (inside.address() as AddressInfo).port;
  });
  afterEach(() => {
    dns.lookup = original.lookup;
    dnsPromises.lookup = original.promises;
    syncBuiltinESMExports();
  });
  afterAll(() => new Promise<void>((resolve) => inside.close(() => resolve())));

  it("a name that rebinds to the loopback between the check and the connection is never fetched from there", async () => {
    // The rebinding name: a public (documentation) address to a promise lookup, the loopback to a
    // connection's lookup, as a resolver with a 0 s TTL switching answers would give.
    dns.promises.lookup = (async () => [
      { address: "203.0.113.10", family: 4 },
    ]) as unknown as typeof dns.promises.lookup;
    dns.lookup = ((_host: string, options: unknown, callback?: unknown) => {
      const done = (typeof options === "function" ? options : callback) as (...args: unknown[]) => void;
      const all = typeof options === "object" && options !== null && (options as { all?: boolean }).all;
      if (all) done(null, [{ address: "127.0.0.1", family: 4 }]);
      else done(null, "127.0.0.1", 4);
    }) as typeof dns.lookup;
    syncBuiltinESMExports();
    const client = createHttpClient({
      baseUrl: "https://api.fournisseur-ia.example/v1",
      apiKey: "sk-cle-secrete-123",
      timeoutMs: 2_000,
      logger: createLogger("silent"),
    });
    const outcome = await client.binary(`http://images.rebind.example:${port}/image.png`).then(
      (r) => `fetched: ${r.data.toString()}`,
      (err: Error) => `refused: ${err.name} ${(err as { reason?: string }).reason}`,
    );
    console.log(
      `[nothing lost · finding 10] rebinding name → ${outcome}; requests reaching the loopback: ${seen.length}`,
    );
    expect(seen).toEqual([]);
    // Refused because the pinned public address does not answer here: the URL itself passed the check.
    expect(outcome).toMatch(/^refused: AiProviderError (outage|timeout)/);
  });

  it("public addresses pass, private, loopback and link-local ones do not (IPv4, IPv6, mapped)", () => {
    for (const address of ["203.0.113.10", "8.8.8.8", "::ffff:8.8.8.8", "2a00:1450::1"])
      expect(isPrivateAddress(address), address).toBe(false);
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "169.254.169.254",
      "::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "fe80::1",
      "fd00::1",
    ])
      expect(isPrivateAddress(address), address).toBe(true);
  });

  it("the download connects to the pinned address, with the URL's host name in Host", async () => {
    const res = await fetchPinned(
      new URL(`http://images.cdn.example:${port}/photo.png?v=1`),
      { address: "127.0.0.1", family: 4 },
      { method: "GET" },
      AbortSignal.timeout(5_000),
      1024,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("secret-interne");
    expect(seen.at(-1)).toEqual({ url: "/photo.png?v=1", host: `images.cdn.example:${port}` });
    // Too large: refused, not truncated.
    await expect(
      fetchPinned(
        new URL(`http://x.example:${port}/`),
        { address: "127.0.0.1", family: 4 },
        {},
        AbortSignal.timeout(5_000),
        4,
      ),
    ).rejects.toThrow();
  });
});
