import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notFoundPages, publicPages } from "../support/public-pages.ts";
import { startTestServer, testDatabase, type TestServer } from "../fixtures/test-server.ts";

/** The W3C Nu HTML checker of the `vnu-jar` package (offline, needs a Java runtime: default-jre-headless). */
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

describe(`W3C Nu HTML checker on every public page (${testDatabase})`, () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer();
    dir = mkdtempSync(path.join(tmpdir(), "atelier-vnu-"));
  });
  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("finds 0 errors in the server HTML of every public page, the quote form and a 404", async () => {
    const paths = [...publicPages.map((p) => p.path), "/devis", notFoundPages[0].path, "/introuvable"];
    const files: string[] = [];
    for (const pathname of paths) {
      const res = await server.fetch(pathname);
      expect([200, 404], pathname).toContain(res.status);
      const file = path.join(dir, `${pathname.replaceAll("/", "_") || "_"}.html`);
      writeFileSync(file, await res.text());
      files.push(file);
    }
    // One JVM for all the pages: the checker takes seconds to start.
    const { stdout, stderr } = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--format", "json", "--stdout", "--exit-zero-always", ...files],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`vnu n'a pas pu s'exécuter (Java installé ?) : ${error.stderr || error.message}`);
    });
    const { messages } = JSON.parse(stdout || stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type !== "info")
      .map((m) =>
        `${path.basename(decodeURIComponent(m.url))}:${m.lastLine ?? "?"} ${m.message} ${m.extract ?? ""}`.trim(),
      );
    expect(errors).toEqual([]);
    // The checker did read every page (a wrong path would be a "non-document-error", counted above).
    expect(files).toHaveLength(paths.length);
  });
});
