import { describe, expect, it } from "vitest";
import { createGate } from "./image-gate.ts";

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("image gate", () => {
  it("runs at most `limit` at once and returns results and errors as before", async () => {
    const gate = createGate(2);
    let running = 0;
    let peak = 0;
    const job = (i: number) =>
      gate.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await tick();
        running--;
        if (i === 3) throw new Error("boom");
        return i;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(job));
    expect(peak).toBe(2);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as Error).message))).toEqual([
      0,
      1,
      2,
      "boom",
      4,
      5,
    ]);
    expect(gate.state).toEqual({ active: 0, waiting: 0 });
  });

  it("lets waiting uploads (high) pass before waiting queue work (low)", async () => {
    const gate = createGate(1);
    const order: string[] = [];
    const work = (name: string) => async () => {
      order.push(name);
      await tick();
    };
    const first = gate.run(work("queue-1"), "low");
    const rest = [
      gate.run(work("queue-2"), "low"),
      gate.run(work("queue-3"), "low"),
      gate.run(work("upload-1"), "high"),
      gate.run(work("upload-2")),
    ];
    await Promise.all([first, ...rest]);
    expect(order).toEqual(["queue-1", "upload-1", "upload-2", "queue-2", "queue-3"]);
  });
});
