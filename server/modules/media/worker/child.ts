/**
 * The image worker's process (forked by pool.ts, never started by hand): runs one operation at a
 * time on the bytes it is sent and answers with the result. It holds libvips' memory (decoded
 * pixels, allocator arenas) away from the web server, and exits when the pool lets it go, which
 * gives all of that memory back to the system.
 */
import sharp from "sharp";
import { operations, type Operation } from "./ops.ts";

// One libvips thread, no operation cache: one core for the images, the other for the requests.
sharp.concurrency(1);
sharp.cache(false);

interface Job {
  id: number;
  op: Operation;
  input: Uint8Array | string;
  options: never;
}

process.on("message", (job: Job) => {
  (operations[job.op](job.input, job.options) as Promise<unknown>).then(
    (result) => process.send?.({ id: job.id, ok: true, result }),
    (err: unknown) =>
      process.send?.({ id: job.id, ok: false, message: err instanceof Error ? err.message : String(err) }),
  );
});
// The pool closed the channel (idle, or the server stops): nothing more will come.
process.on("disconnect", () => process.exit(0));
process.send?.({ ready: true });
