import { describe, expect, it } from "vitest";
import {
  drainPhotoQueue,
  photoRetryDelay,
  photoSendOutcome,
  type PhotoSendResult,
  type PhotoQueueStore,
  type QueuedPhoto,
} from "./photo-queue.ts";

/** The queue in a Map, as IndexedDB keeps it (a copy per write). */
function memoryStore(photos: QueuedPhoto[]): PhotoQueueStore & { map: Map<string, QueuedPhoto> } {
  const map = new Map(photos.map((p) => [p.clientKey, p]));
  return {
    map,
    all: async () => [...map.values()].map((p) => ({ ...p })),
    put: async (p) => map.set(p.clientKey, { ...p }),
    remove: async (key) => map.delete(key),
  };
}

const photo = (n: number, extra: Partial<QueuedPhoto> = {}): QueuedPhoto => ({
  clientKey: `key-${n}`,
  chantierId: "7",
  file: new Blob([`photo ${n}`], { type: "image/jpeg" }),
  name: `IMG_${n}.jpg`,
  takenAt: "2026-11-24T10:00:00.000Z",
  queuedAt: n,
  status: "pending",
  attempts: 0,
  nextAttemptAt: 0,
  message: "",
  ...extra,
});

/** A server that answers each send from a list (the photos it received are counted by clientKey). */
function server(answers: PhotoSendResult[]) {
  const received: string[] = [];
  return {
    received,
    send: async (p: QueuedPhoto) => {
      received.push(p.clientKey);
      return answers.shift() ?? { status: 201, message: "" };
    },
  };
}

describe("chantier photo queue", () => {
  it("sends the photos oldest first, one at a time, and empties the queue", async () => {
    const store = memoryStore([photo(3), photo(1), photo(2)]);
    const s = server([]);
    expect(await drainPhotoQueue(store, s.send, { now: () => 1000 })).toBe("idle");
    expect(s.received).toEqual(["key-1", "key-2", "key-3"]);
    expect(store.map.size).toBe(0);
  });

  it("keeps every photo when the network is gone, and waits before trying again", async () => {
    const store = memoryStore([photo(1), photo(2), photo(3)]);
    const s = server([{ status: 0, message: "" }]);
    expect(await drainPhotoQueue(store, s.send, { now: () => 1000 })).toBe("offline");
    expect(s.received).toEqual(["key-1"]);
    expect(store.map.size).toBe(3);
    const first = store.map.get("key-1")!;
    expect(first).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: 6000 });
    expect(first.message).toMatch(/Pas de réseau/);
    // Not due yet: a plain drain leaves it, a forced one (network back) sends it.
    const later = server([]);
    expect(await drainPhotoQueue(store, later.send, { now: () => 2000 })).toBe("idle");
    expect(later.received).toEqual(["key-2", "key-3"]);
    expect(await drainPhotoQueue(store, later.send, { now: () => 2000, force: true })).toBe("idle");
    expect(later.received).toEqual(["key-2", "key-3", "key-1"]);
    expect(store.map.size).toBe(0);
  });

  it("marks a refused photo failed with the server's message, and sends the others", async () => {
    const store = memoryStore([photo(1), photo(2)]);
    const s = server([{ status: 413, message: "La photo dépasse 25 Mo." }]);
    expect(await drainPhotoQueue(store, s.send, { now: () => 0 })).toBe("idle");
    expect([...store.map.values()]).toEqual([
      expect.objectContaining({ clientKey: "key-1", status: "failed", message: "La photo dépasse 25 Mo." }),
    ]);
    // A failed photo is never sent again (it waits for « Retirer »).
    const again = server([]);
    await drainPhotoQueue(store, again.send, { force: true });
    expect(again.received).toEqual([]);
  });

  it("stops on a server error or an ended session, keeping the photos", async () => {
    const busy = memoryStore([photo(1), photo(2)]);
    expect(await drainPhotoQueue(busy, server([{ status: 503, message: "" }]).send, { now: () => 0 })).toBe(
      "retry-later",
    );
    expect(busy.map.get("key-1")).toMatchObject({ status: "pending", attempts: 1 });
    expect(busy.map.get("key-1")!.message).toMatch(/serveur ne répond pas/);
    const signedOut = memoryStore([photo(1), photo(2)]);
    expect(await drainPhotoQueue(signedOut, server([{ status: 401, message: "" }]).send)).toBe("signed-out");
    expect(signedOut.map.get("key-1")!.message).toMatch(/reconnectez-vous/);
    expect(signedOut.map.get("key-2")).toMatchObject({ attempts: 0 });
  });

  it("sends a photo left « uploading » by a closed page again (same clientKey)", async () => {
    const store = memoryStore([photo(1, { status: "uploading" })]);
    const s = server([{ status: 200, message: "" }]);
    await drainPhotoQueue(store, s.send, { now: () => 0 });
    expect(s.received).toEqual(["key-1"]);
    expect(store.map.size).toBe(0);
  });

  it("classifies the answers and backs off up to 10 minutes", () => {
    // 409: another member is logged in on the phone: the photo waits for the one who took it.
    expect([200, 201, 0, 408, 429, 500, 502, 401, 409, 400, 403, 404, 413, 415].map(photoSendOutcome)).toEqual([
      "done",
      "done",
      "retry",
      "retry",
      "retry",
      "retry",
      "retry",
      "signed-out",
      "signed-out",
      "failed",
      "failed",
      "failed",
      "failed",
      "failed",
    ]);
    expect([1, 2, 3, 20].map(photoRetryDelay)).toEqual([5000, 10_000, 20_000, 600_000]);
  });
});
