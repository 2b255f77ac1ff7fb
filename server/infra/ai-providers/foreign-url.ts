import { lookup } from "node:dns/promises";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Addresses a URL sent back by the AI provider (an image to download) must never reach: the
 * loopback, private networks, link-local (cloud metadata at 169.254.169.254), CGNAT, multicast…
 * so the server cannot be turned into a probe of its own network (SSRF).
 */
// Two lists: Node's BlockList matches an IPv4 address against IPv6 rules too (as ::ffff:a.b.c.d), so
// one list holding ::ffff:0:0/96 refused EVERY public IPv4 address (found by tests/integration/nothing-lost-ai-pinning.test.ts).
const blocked4 = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  blocked4.addSubnet(net, prefix, "ipv4");
}
const blocked6 = new BlockList();
for (const [net, prefix] of [
  ["::", 127],
  ["::ffff:0:0", 96],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked6.addSubnet(net, prefix, "ipv6");
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked4.check(mapped[1], "ipv4");
    return blocked6.check(address, "ipv6");
  }
  return blocked4.check(address, "ipv4");
}

export interface PinnedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * The address a foreign URL is fetched from, resolved ONCE: http(s) only,
 * every address its name resolves to public, else null. The download then connects to this very
 * address (fetchPinned): a name that resolves elsewhere a moment later (DNS rebinding) is never
 * looked up again.
 */
export async function resolvePublic(url: URL): Promise<PinnedAddress | null> {
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const family = isIP(host);
  if (family) return isPrivateAddress(host) ? null : { address: host, family: family as 4 | 6 };
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) return null;
    return { address: addresses[0].address, family: addresses[0].family as 4 | 6 };
  } catch {
    return null;
  }
}

/**
 * A request to `url` connected to `pinned` only (never a second DNS lookup), with the URL's host
 * name kept for the Host header and TLS (SNI and the certificate's check). No redirect is
 * followed (a 3xx is answered as is); a body beyond `maxBytes` fails.
 */
export function fetchPinned(
  url: URL,
  pinned: PinnedAddress,
  init: { method?: string; headers?: Record<string, string>; body?: string },
  signal: AbortSignal,
  maxBytes: number,
): Promise<Response> {
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return new Promise<Response>((resolve, reject) => {
    const req = send(url, {
      method: init.method ?? "GET",
      headers: init.headers,
      signal,
      servername: isIP(host) ? undefined : host,
      lookup: ((_name: string, options: { all?: boolean }, done: (...args: unknown[]) => void) => {
        if (options?.all) done(null, [pinned]);
        else done(null, pinned.address, pinned.family);
      }) as unknown as LookupFunction,
    });
    req.once("error", reject);
    req.once("response", (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          res.destroy();
          reject(new Error("foreign answer too large"));
          return;
        }
        chunks.push(chunk);
      });
      res.once("error", reject);
      res.once("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
        }
        const status = res.statusCode ?? 502;
        const body = status === 204 || status === 304 || size === 0 ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status: status < 200 ? 502 : status, headers }));
      });
    });
    req.end(init.body);
  });
}
