/**
 * The queue of chantier photos taken on the phone (docs/chantiers.md « Photos sans
 * réseau »): each photo waits in the browser's IndexedDB until it is sent to
 * `POST /api/chantiers/:id/photos`, one at a time, by whoever runs first: the admin page
 * (app/features/admin/chantiers/photo-queue/) or the admin's service worker while no page is open
 * (server/modules/admin-app/service-worker.ts). A repeated send carries the same `clientKey`, which
 * the server answers with the photo already received: sending again after an unknown outcome never
 * makes a duplicate.
 *
 * Browser code in domain/ on purpose: the service worker is built from these very functions (their
 * source, `Function.prototype.toString`), so each must be a plain `function` that uses nothing but
 * its parameters, the browser's globals and the other functions of this file (no import, no
 * module constant).
 */

export type QueuedPhotoStatus = "pending" | "uploading" | "failed";

export interface QueuedPhoto {
  /** A UUID made on the phone: the server's protection against duplicates. */
  clientKey: string;
  chantierId: string;
  file: Blob;
  /** The file's name as the camera gave it (the server never trusts it). */
  name: string;
  /** When the photo was taken (ISO date). */
  takenAt: string;
  /** When it was queued (ms since 1970): the sending order. */
  queuedAt: number;
  status: QueuedPhotoStatus;
  attempts: number;
  /** No new attempt before this time (ms since 1970), after a failure that may pass. */
  nextAttemptAt: number;
  /** Why the last attempt failed, in French (final for a failed photo). */
  message: string;
  /** The member who took it: only his session sends it (another member's login on the phone waits). */
  takenBy?: number;
}

/** What one send gave: the HTTP status (0 when the network failed) and the server's French message. */
export interface PhotoSendResult {
  status: number;
  message: string;
}

/** Where the queue is kept: IndexedDB in the browser, a Map in the unit tests. */
export interface PhotoQueueStore {
  all(): Promise<QueuedPhoto[]>;
  put(photo: QueuedPhoto): Promise<unknown>;
  remove(clientKey: string): Promise<unknown>;
}

/** What a drain ended on: nothing left to send now, or waiting (network, server, session). */
export type PhotoDrainEnd = "idle" | "offline" | "retry-later" | "signed-out";

/**
 * What a send's answer means: `done` (received, or already received: the clientKey), `failed`
 * (refused for good: too large, not an image, chantier not assigned or gone… the server's message is
 * shown with « Retirer »), `signed-out` (the session ended: kept until the craftsman logs in again) or
 * `retry` (no network, server busy or down: kept and sent again later).
 */
export function photoSendOutcome(status: number): "done" | "failed" | "signed-out" | "retry" {
  if (status >= 200 && status < 300) return "done";
  // 401: the session ended; 409: another member is logged in on the phone. Kept for its member.
  if (status === 401 || status === 409) return "signed-out";
  if (status === 0 || status === 408 || status === 425 || status === 429 || status >= 500) return "retry";
  return "failed";
}

/** Wait before the next attempt after `attempts` failed ones: 5 s, 10 s, 20 s… at most 10 minutes. */
export function photoRetryDelay(attempts: number): number {
  return Math.min(5000 * 2 ** Math.max(0, attempts - 1), 600_000);
}

/** The French message kept with a photo after an attempt that did not send it. */
export function photoSendMessage(result: PhotoSendResult): string {
  if (result.status === 0) return "Pas de réseau : la photo partira dès que la connexion revient.";
  if (result.status === 401) return "Session expirée : reconnectez-vous pour envoyer cette photo.";
  if (result.message) return result.message;
  if (result.status >= 500 || result.status === 429 || result.status === 408 || result.status === 425)
    return "Le serveur ne répond pas pour l'instant : nouvel essai dans un moment.";
  return `La photo a été refusée (erreur ${result.status}).`;
}

/**
 * Sends the photos that are due, oldest first, one at a time. A sent photo leaves the queue; a
 * refused one stays, marked failed, until it is removed; at the first failure that may pass (no
 * network, server error, session ended) the photo waits (back-off) and the drain stops. `force`
 * sends at once what was waiting (the network came back, the page opened). `onChange` is told after
 * each change of the queue.
 */
export async function drainPhotoQueue(
  store: PhotoQueueStore,
  send: (photo: QueuedPhoto) => Promise<PhotoSendResult>,
  options: { force?: boolean; now?: () => number; onChange?: () => void } = {},
): Promise<PhotoDrainEnd> {
  const now = options.now ?? Date.now;
  const changed = options.onChange ?? function () {};
  const tried = new Set<string>();
  for (;;) {
    const due = (await store.all())
      .filter(function (p) {
        return p.status !== "failed" && !tried.has(p.clientKey) && (options.force || p.nextAttemptAt <= now());
      })
      .sort(function (a, b) {
        return a.queuedAt - b.queuedAt;
      });
    const photo = due[0];
    if (!photo) return "idle";
    tried.add(photo.clientKey);
    await store.put({ ...photo, status: "uploading" });
    changed();
    const result = await send(photo);
    const outcome = photoSendOutcome(result.status);
    if (outcome === "done") {
      await store.remove(photo.clientKey);
      changed();
      continue;
    }
    const message = photoSendMessage(result);
    if (outcome === "failed") {
      await store.put({ ...photo, status: "failed", message });
      changed();
      continue;
    }
    const attempts = photo.attempts + 1;
    await store.put({
      ...photo,
      status: "pending",
      attempts,
      message,
      nextAttemptAt: now() + photoRetryDelay(attempts),
    });
    changed();
    if (outcome === "signed-out") return "signed-out";
    return result.status === 0 ? "offline" : "retry-later";
  }
}

/** The form posted for a photo (fields of the upload endpoint's contract). */
export function photoFormData(photo: QueuedPhoto): FormData {
  const form = new FormData();
  form.append("clientKey", photo.clientKey);
  form.append("takenAt", photo.takenAt);
  if (photo.takenBy) form.append("takenBy", String(photo.takenBy));
  form.append("file", photo.file, photo.name || "photo.jpg");
  return form;
}

/** The upload address of a photo's chantier. */
export function photoUploadUrl(photo: QueuedPhoto): string {
  return "/api/chantiers/" + encodeURIComponent(photo.chantierId) + "/photos";
}

/** Runs one IndexedDB request on the queue's object store and closes the database after. */
export function photoQueueRequest<T>(
  mode: IDBTransactionMode,
  request: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return new Promise(function (resolve, reject) {
    const open = indexedDB.open("atelier-chantier-photos", 1);
    open.onupgradeneeded = function () {
      open.result.createObjectStore("photos", { keyPath: "clientKey" });
    };
    open.onerror = function () {
      reject(open.error ?? new Error("IndexedDB indisponible"));
    };
    open.onsuccess = function () {
      const db = open.result;
      const tx = db.transaction("photos", mode);
      const req = request(tx.objectStore("photos"));
      tx.oncomplete = function () {
        db.close();
        resolve(req.result);
      };
      tx.onabort = tx.onerror = function () {
        db.close();
        reject(tx.error ?? req.error ?? new Error("IndexedDB : écriture impossible"));
      };
    };
  });
}

/** The queue kept in this browser's IndexedDB (shared by the admin pages and the service worker). */
export function photoQueueIndexedDb(): PhotoQueueStore {
  return {
    all: function () {
      return photoQueueRequest<QueuedPhoto[]>("readonly", function (s) {
        return s.getAll();
      });
    },
    put: function (photo) {
      return photoQueueRequest("readwrite", function (s) {
        return s.put(photo);
      });
    },
    remove: function (clientKey) {
      return photoQueueRequest("readwrite", function (s) {
        return s.delete(clientKey);
      });
    },
  };
}

/**
 * Runs `task` while holding the queue's lock (Web Locks: one drain at a time among this browser's
 * pages and its service worker); without Web Locks, at once (a double send is harmless).
 */
export function withPhotoQueueLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request("atelier-chantier-photos", function () {
    return task();
  });
}

/** The service worker's send: `fetch` (no upload progress there); a network failure gives status 0. */
export async function sendPhotoWithFetch(photo: QueuedPhoto): Promise<PhotoSendResult> {
  let response;
  try {
    response = await fetch(photoUploadUrl(photo), {
      method: "POST",
      body: photoFormData(photo),
      credentials: "same-origin",
    });
  } catch {
    return { status: 0, message: "" };
  }
  let message = "";
  try {
    const body = await response.json();
    if (body && typeof body.message === "string") message = body.message;
  } catch {
    message = "";
  }
  return { status: response.status, message };
}

/** Tells every open admin page that the queue changed (the service worker's sends included). */
export function announcePhotoQueueChange(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel("atelier-chantier-photos");
  channel.postMessage("changed");
  channel.close();
}
