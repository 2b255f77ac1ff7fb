import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { createImageWorker, UnreadableImage, WorkerFailure, type ImageWorker } from "./pool.ts";

const options = { maxSide: 200, thumbSide: 64, png: false };
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#8a6a4a" } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "44/1 39/1 17/1" } })
    .toBuffer();
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const until = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe("image worker (child process)", () => {
  let worker: ImageWorker;
  afterEach(() => worker?.close());

  it("encodes in a child process without metadata, then exits when idle and starts again on the next job", async () => {
    worker = createImageWorker({ idleMs: 200 });
    const result = await worker.photo(await photo(), options);
    const pid = worker.state.pid!;
    expect(pid).not.toBe(process.pid);
    expect([result.width, result.height]).toEqual([200, 150]);
    const meta = await sharp(result.data).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect((await sharp(result.thumb).metadata()).format).toBe("webp");

    // Idle: the process exits (its memory goes back to the system).
    expect(await until(() => worker.state.pid === null && !alive(pid))).toBe(true);
    // A file on the disk is read by the worker itself (nothing copied through the server).
    const dir = await mkdtemp(path.join(tmpdir(), "atelier-worker-"));
    try {
      await writeFile(path.join(dir, "upload.bin"), await photo());
      const fromDisk = await worker.photo(path.join(dir, "upload.bin"), { ...options, png: true });
      expect((await sharp(fromDisk.data).metadata()).format).toBe("png");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(worker.state.started).toBe(2);
  }, 30_000);

  it("replaces its process after `recycleAfter` jobs, between two jobs (its memory goes back to the system)", async () => {
    worker = createImageWorker({ recycleAfter: 2 });
    const input = await photo();
    const first = await worker.photo(input, options);
    const pid = worker.state.pid!;
    await worker.photo(input, options);
    expect(worker.state.pid).toBe(pid);
    const third = await worker.photo(input, options);
    expect(third.width).toBe(first.width);
    expect(worker.state.started).toBe(2);
    expect(worker.state.pid).not.toBe(pid);
    expect(await until(() => !alive(pid))).toBe(true);
  }, 30_000);

  it("tells an image it cannot decode (no retry) from a worker that died (worth a retry)", async () => {
    worker = createImageWorker({ idleMs: 5_000 });
    await expect(worker.photo(Buffer.from("pas une image"), options)).rejects.toBeInstanceOf(UnreadableImage);

    const input = await photo();
    const pending = worker.photo(input, options);
    await until(() => worker.state.pid !== null);
    process.kill(worker.state.pid!, "SIGKILL");
    await expect(pending).rejects.toBeInstanceOf(WorkerFailure);
    // The next job gets a new worker.
    const again = await worker.photo(input, options);
    expect(again.width).toBe(200);
  }, 30_000);

  it("queues jobs one at a time, in order, and fails the waiting ones when closed", async () => {
    worker = createImageWorker();
    const input = await photo();
    const order: number[] = [];
    await Promise.all([0, 1, 2].map((i) => worker.photo(input, options).then(() => order.push(i))));
    expect(order).toEqual([0, 1, 2]);
    const waiting = Promise.allSettled([worker.photo(input, options), worker.photo(input, options)]);
    await worker.close();
    for (const r of await waiting) expect(r.status === "rejected" && r.reason).toBeInstanceOf(WorkerFailure);
    await expect(worker.photo(input, options)).rejects.toBeInstanceOf(WorkerFailure);
  }, 30_000);
});
