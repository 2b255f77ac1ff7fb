import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createFsStorage } from "./fs.ts";

describe("disk storage", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "atelier-fs-"));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("never follows a symlink, neither a file nor a media folder", async () => {
    const outside = path.join(dir, "secret");
    await mkdir(outside, { recursive: true });
    await writeFile(path.join(outside, "800.webp"), "secret");
    const root = path.join(dir, "uploads");
    await mkdir(path.join(root, "1700000000000-abc"), { recursive: true });
    await symlink(path.join(outside, "800.webp"), path.join(root, "1700000000000-abc", "800.webp"));
    await symlink(outside, path.join(root, "1700000000000-def"));
    const storage = createFsStorage(root);
    expect(await storage.stat("1700000000000-abc", "800.webp")).toBeNull();
    expect(await storage.read("1700000000000-abc", "800.webp")).toBeNull();
    expect(await storage.stat("1700000000000-def", "800.webp")).toBeNull();
    expect(await storage.read("1700000000000-def", "800.webp")).toBeNull();
  });

  it("reads a byte range and gives a stable ETag", async () => {
    const storage = createFsStorage(path.join(dir, "uploads"));
    await storage.put("1700000000000-ghi", "notes.txt", Buffer.from("0123456789"));
    const range = await storage.read("1700000000000-ghi", "notes.txt", { start: 2, end: 5 });
    const chunks: Buffer[] = [];
    for await (const c of range!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("2345");
    expect(range!.size).toBe(4);
    const a = await storage.stat("1700000000000-ghi", "notes.txt");
    expect(a?.etag).toBe((await storage.stat("1700000000000-ghi", "notes.txt"))?.etag);
    expect(await storage.ids()).toContain("1700000000000-ghi");
  });
});
