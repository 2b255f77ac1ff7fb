import {
  announcePhotoQueueChange,
  drainPhotoQueue,
  photoFormData,
  photoQueueIndexedDb,
  photoUploadUrl,
  withPhotoQueueLock,
  type PhotoSendResult,
  type QueuedPhoto,
} from "#domain/photo-queue.ts";

/**
 * The admin pages' side of the chantier photo queue (domain/photo-queue.ts): photos taken are
 * written to IndexedDB first, then sent one at a time with their progress, when the page opens,
 * when the network comes back, every 30 s while something waits, and by the service worker's
 * Background Sync while no page is open. The pages read a snapshot of the queue (`usePhotoQueue`).
 */

/** Background Sync tag of the service worker (server/modules/admin-app/service-worker.ts). */
const SYNC_TAG = "chantier-photos";
const CHANNEL = "atelier-chantier-photos";

export interface SentPhoto {
  clientKey: string;
  chantierId: string;
  name: string;
}

export interface PhotoQueueSnapshot {
  /** Read from IndexedDB at least once (before: nothing to show yet). */
  ready: boolean;
  photos: QueuedPhoto[];
  /** Upload progress of the photo being sent by this page (0 to 1). */
  progress: Record<string, number>;
  /** Photos sent since this page opened (by it or by the service worker). */
  sent: SentPhoto[];
  /** The queue cannot be kept on this browser (IndexedDB missing or refused). */
  unavailable: boolean;
}

const empty: PhotoQueueSnapshot = { ready: false, photos: [], progress: {}, sent: [], unavailable: false };
let snapshot = empty;
const listeners = new Set<() => void>();
/** Photos the craftsman removed himself: gone from the queue, but not « Envoyée ». */
const removedByHand = new Set<string>();

function publish(next: Partial<PhotoQueueSnapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

export function subscribePhotoQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const photoQueueSnapshot = () => snapshot;
export const photoQueueServerSnapshot = () => empty;

let store: ReturnType<typeof photoQueueIndexedDb> | null = null;
function queueStore() {
  store ??= photoQueueIndexedDb();
  return store;
}

let reading: Promise<void> = Promise.resolve();
/** Reads the queue again (one read at a time, in order); a photo that left it, not removed by hand, was sent. */
function refresh(): Promise<void> {
  reading = reading.then(read);
  return reading;
}

async function read() {
  let photos: QueuedPhoto[];
  try {
    photos = await queueStore().all();
  } catch {
    publish({ ready: true, unavailable: true });
    return;
  }
  const keys = new Set(photos.map((p) => p.clientKey));
  const gone = snapshot.photos.filter((p) => !keys.has(p.clientKey));
  const sent = gone
    .filter((p) => !removedByHand.delete(p.clientKey) && !snapshot.sent.some((s) => s.clientKey === p.clientKey))
    .map((p) => ({ clientKey: p.clientKey, chantierId: p.chantierId, name: p.name }));
  photos.sort((a, b) => a.queuedAt - b.queuedAt);
  publish({ ready: true, unavailable: false, photos, sent: [...snapshot.sent, ...sent] });
}

/** Sends a photo with XMLHttpRequest, for its upload progress; no network gives status 0. */
function sendWithProgress(photo: QueuedPhoto): Promise<PhotoSendResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", photoUploadUrl(photo));
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) publish({ progress: { ...snapshot.progress, [photo.clientKey]: e.loaded / e.total } });
    };
    const done = (status: number) => {
      const { [photo.clientKey]: _, ...progress } = snapshot.progress;
      publish({ progress });
      const body = xhr.response as { message?: unknown } | null;
      resolve({ status, message: typeof body?.message === "string" ? body.message : "" });
    };
    xhr.onload = () => done(xhr.status);
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => done(0);
    xhr.send(photoFormData(photo));
  });
}

let draining: Promise<void> | null = null;
let again = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends what is due (everything waiting with `force`); one drain at a time, another after if asked. */
export function drainPhotos(force = false): Promise<void> {
  if (draining) {
    again = true;
    return draining;
  }
  clearTimeout(timer);
  draining = (async () => {
    try {
      do {
        again = false;
        await withPhotoQueueLock(() =>
          drainPhotoQueue(queueStore(), sendWithProgress, {
            force,
            onChange: () => {
              void refresh();
              announcePhotoQueueChange();
            },
          }),
        );
      } while (again);
    } catch {
      // IndexedDB refused: refresh() says so.
    } finally {
      draining = null;
      await refresh();
      scheduleNext();
    }
  })();
  return draining;
}

/** While photos wait, the next attempt at the earliest due time (30 s at most: a network may return unseen). */
function scheduleNext() {
  const waiting = snapshot.photos.filter((p) => p.status !== "failed");
  if (waiting.length === 0) return;
  const due = Math.min(...waiting.map((p) => p.nextAttemptAt)) - Date.now();
  timer = setTimeout(() => void drainPhotos(), Math.min(Math.max(due, 1000), 30_000));
}

/**
 * Registers the admin's service worker (scope /admin/: web push, the photos sent while no page is
 * open, the page « Pas de réseau »): on the craftsman's chantier pages only, not on every office screen.
 */
export function registerAdminServiceWorker(): void {
  if ("serviceWorker" in navigator)
    navigator.serviceWorker.register("/admin-sw.js", { scope: "/admin/" }).catch(() => undefined);
}

/** Asks the service worker to send the queue when the network is back, even if the page is closed. */
async function requestBackgroundSync() {
  if (!("serviceWorker" in navigator)) return;
  // The worker may still be installing (just registered): its sync needs it active (3 s at most).
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(resolve, 3000)),
  ]);
  const sync = (
    registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
  )?.sync;
  await sync?.register(SYNC_TAG).catch(() => undefined);
}

/**
 * Keeps the photos in the phone first (nothing is lost if the page closes or the network is gone),
 * then sends them. Rejects when the phone refuses to keep them (no room left).
 */
export async function queuePhotos(chantierId: string, files: File[], takenBy?: number): Promise<void> {
  const now = Date.now();
  for (const [i, file] of files.entries()) {
    await queueStore().put({
      clientKey: crypto.randomUUID(),
      chantierId,
      file,
      name: file.name,
      takenAt: new Date(file.lastModified || now).toISOString(),
      queuedAt: now + i,
      status: "pending",
      attempts: 0,
      nextAttemptAt: 0,
      message: "",
      takenBy,
    });
  }
  // The browser may then not evict the queue when the phone runs short of space.
  void navigator.storage?.persist?.().catch(() => false);
  await refresh();
  await requestBackgroundSync();
  void drainPhotos(true);
}

/** « Retirer »: a refused photo leaves the queue (it is not sent). */
export async function removeQueuedPhoto(clientKey: string): Promise<void> {
  removedByHand.add(clientKey);
  await queueStore().remove(clientKey);
  await refresh();
}

let started = false;

/**
 * Starts the queue once per page load (the admin layout): a first drain, then on `online`, when the
 * page comes back to the screen, and when another page or the service worker changed the queue.
 */
export function startPhotoQueue(): void {
  if (started || typeof indexedDB === "undefined") return;
  started = true;
  window.addEventListener("online", () => void drainPhotos(true));
  window.addEventListener("offline", () => void refresh());
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void drainPhotos();
  });
  if (typeof BroadcastChannel !== "undefined")
    new BroadcastChannel(CHANNEL).addEventListener("message", () => void refresh());
  // Shown at once, even while the service worker holds the queue's lock.
  void refresh();
  void drainPhotos(true);
}
