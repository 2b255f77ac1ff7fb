import { mkdtemp, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sweepReceiveFolders } from "./attachment-receive.ts";

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

describe("sweepReceiveFolders", () => {
  it("removes the receiving folders a stopped process left, not the ones still in use nor others", async () => {
    const stale = await mkdtemp(path.join(tmpdir(), "atelier-attach-"));
    await writeFile(path.join(stale, "f0.bin"), "plan du client");
    const recent = await mkdtemp(path.join(tmpdir(), "atelier-attach-"));
    const other = await mkdtemp(path.join(tmpdir(), "autre-"));
    const dayAgo = new Date(Date.now() - 24 * 3600_000);
    await utimes(stale, dayAgo, dayAgo);
    await utimes(other, dayAgo, dayAgo);

    expect(await sweepReceiveFolders()).toBeGreaterThanOrEqual(1);
    expect(await exists(stale)).toBe(false);
    expect(await exists(recent)).toBe(true);
    expect(await exists(other)).toBe(true);
    await Promise.all([recent, other].map((dir) => rm(dir, { recursive: true })));
  });
});
