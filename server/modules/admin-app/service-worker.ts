import {
  announcePhotoQueueChange,
  drainPhotoQueue,
  photoFormData,
  photoQueueIndexedDb,
  photoQueueRequest,
  photoRetryDelay,
  photoSendMessage,
  photoSendOutcome,
  photoUploadUrl,
  sendPhotoWithFetch,
  withPhotoQueueLock,
} from "#domain/photo-queue.ts";
import { ADMIN_SERVICE_WORKER as PUSH_HANDLERS } from "#server/modules/agenda/service-worker.ts";

/** The Background Sync tag the admin pages register after queueing a photo (offline included). */
export const PHOTO_SYNC_TAG = "chantier-photos";

/**
 * The chantier photo queue's part of the service worker: the very functions of domain/photo-queue.ts
 * (their source), then the `sync` handler that sends the queue while no admin page is open. A drain
 * that ends waiting (no network, server error) rejects, so the browser tries the sync again later.
 */
const queueFunctions = [
  photoSendOutcome,
  photoRetryDelay,
  photoSendMessage,
  drainPhotoQueue,
  photoFormData,
  photoUploadUrl,
  photoQueueRequest,
  photoQueueIndexedDb,
  withPhotoQueueLock,
  sendPhotoWithFetch,
  announcePhotoQueueChange,
];

const PHOTO_HANDLERS = `${queueFunctions.map((f) => f.toString()).join("\n")}
self.addEventListener("sync", (event) => {
  if (event.tag !== ${JSON.stringify(PHOTO_SYNC_TAG)}) return;
  event.waitUntil(
    withPhotoQueueLock(() =>
      drainPhotoQueue(photoQueueIndexedDb(), sendPhotoWithFetch, { force: true, onChange: announcePhotoQueueChange }),
    ).then((end) => {
      if (end === "offline" || end === "retry-later") throw new Error("photos en attente : " + end);
    }),
  );
});
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
`;

/**
 * The admin's one service worker (/admin-sw.js, scope /admin/): the web push alerts of the agenda
 * and the chantier photos sent in the background. One worker per scope: both live here.
 */
export const ADMIN_SERVICE_WORKER = `"use strict";\n${PUSH_HANDLERS}${PHOTO_HANDLERS}`;
