import { execFileSync } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitUntil } from "../fixtures/leads.ts";
import { phonePhoto } from "../fixtures/photos.ts";
import { startTestServer, testDatabase, type TestServer } from "../fixtures/test-server.ts";

/**
 * DATA_DIR on a real, tiny file system (tmpfs) that fills up. /healthz says
 * the storage is full (in French) and an upload is a French 503 with Retry-After; once room is
 * freed, both recover without a restart.
 */
let mountPoint = "";
let mounted = false;
try {
  mountPoint = execFileSync("mktemp", ["-d", path.join(tmpdir(), "atelier-full-XXXXXX")])
    .toString()
    .trim();
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=32m,mode=0755", "tmpfs", mountPoint], { stdio: "ignore" });
  mounted = true;
} catch {
  console.warn("[nothing lost · finding 8] no tmpfs could be mounted here (not root?): the full-disk test is skipped");
}

interface Health {
  status: string;
  storage: { kind: string; status: string; message?: string };
  privateStorage: { kind: string; status: string; message?: string };
}

describe.skipIf(!mounted)(`a full disk (${testDatabase})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LEADS_RATE_LIMIT: "0" }, { dataDir: mountPoint });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    try {
      execFileSync("umount", [mountPoint], { stdio: "ignore" });
    } catch {
      /* already gone */
    }
    await rm(mountPoint, { recursive: true, force: true });
  }, 60_000);

  const health = async () => {
    const res = await server.fetch("/healthz");
    return { status: res.status, body: (await res.json()) as Health };
  };

  it("/healthz reports the storage as full, uploads are a French 503 with Retry-After, and both recover", async () => {
    const filler = path.join(mountPoint, "remplissage.bin");
    await writeFile(filler, Buffer.alloc(40 * 1024 * 1024)).catch((err: NodeJS.ErrnoException) => {
      expect(err.code).toBe("ENOSPC");
    });

    const full = await health();
    console.log(`[nothing lost · finding 8] disk full → /healthz ${full.status} ${JSON.stringify(full.body)}`);
    // The site still serves (pages, requests without files): 200, the storage said full.
    expect(full.status).toBe(200);
    expect(full.body.storage).toMatchObject({ kind: "fs", status: "full" });
    expect(full.body.privateStorage).toMatchObject({ kind: "fs", status: "full" });
    expect(full.body.storage.message).toMatch(/^Stockage plein/);

    const form = new FormData();
    const photo = await phonePhoto({ width: 800, height: 600 });
    form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_plein.jpg");
    const upload = await server.fetch("/api/quote-attachments", { method: "POST", body: form });
    expect(upload.status).toBe(503);
    expect(Number(upload.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await upload.json()) as { message: string }).message).toMatch(/momentanément impossible/);

    await rm(filler);
    const back = await waitUntil(
      async () => {
        const h = await health();
        return h.body.storage.status === "ok" && h.body.privateStorage.status === "ok" && h;
      },
      20_000,
      "the storage reported ok again",
    );
    expect(back.status).toBe(200);
  }, 60_000);
});
