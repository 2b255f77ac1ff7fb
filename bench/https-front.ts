import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A small TLS + HTTP/2 front for the benchmarks, like the reverse proxy of docs/deployment.md: a
 * self-signed certificate made at start (openssl), HTTP/2 (HTTP/1.1 allowed), and the requests
 * passed as they are to the app, so the browser asks for brotli and gets the app's .br files and
 * brotli pages. Chromium must be started with --ignore-certificate-errors.
 */
export async function startHttpsFront(port: number, upstream: string): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), "atelier-tls-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  const target = new URL(upstream);
  const hopByHop = new Set([
    "connection",
    "keep-alive",
    "transfer-encoding",
    "upgrade",
    "proxy-connection",
    "http2-settings",
  ]);
  const server = http2.createSecureServer(
    { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true },
    (req, res) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (!name.startsWith(":") && !hopByHop.has(name)) headers[name] = value;
      }
      headers.host = req.headers[":authority"] ?? req.headers.host;
      const proxied = http.request(
        { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers },
        (upstreamRes) => {
          const out: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(upstreamRes.headers)) {
            if (value !== undefined && !hopByHop.has(name)) out[name] = value;
          }
          res.writeHead(upstreamRes.statusCode ?? 502, out);
          upstreamRes.pipe(res);
        },
      );
      proxied.on("error", () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(proxied);
    },
  );
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `https://127.0.0.1:${port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
