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
import { ADMIN_SERVICE_WORKER as PUSH_HANDLERS } from "#server/modules/agenda/index.ts";

/** The Background Sync tag the admin pages register after queueing a photo (offline included). */
export const PHOTO_SYNC_TAG = "chantier-photos";

/**
 * The page an admin address shows when the phone has no network at all (instead of the browser's
 * own): the photos already taken wait in the phone.
 */
const OFFLINE_PAGE = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Pas de réseau · Administration</title><style>body{font-family:system-ui,sans-serif;background:#f6f1ea;color:#1f2421;margin:0;padding:2rem 1.25rem;line-height:1.5}main{max-width:28rem;margin:auto}h1{font-size:1.5rem}a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:999px;background:#2f3a33;color:#f6f1ea;text-decoration:none;font-weight:600}</style></head><body><main><h1>Pas de réseau</h1><p>Cette page a besoin du réseau pour s'ouvrir. Les photos déjà prises sont gardées dans ce téléphone : elles partiront seules quand le réseau reviendra.</p><a href="">Réessayer</a></main></body></html>`;

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
self.addEventListener("activate", (event) => {
  event.waitUntil(
    Promise.all([self.clients.claim(), self.registration.navigationPreload && self.registration.navigationPreload.enable()]),
  );
});
self.addEventListener("fetch", (event) => {
  if (event.request.mode !== "navigate") return;
  event.respondWith(
    (async () => {
      try {
        return (await event.preloadResponse) || (await fetch(event.request));
      } catch {
        return new Response(${JSON.stringify(OFFLINE_PAGE)}, {
          status: 503,
          headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" },
        });
      }
    })(),
  );
});
`;

/**
 * The admin's one service worker (/admin-sw.js, scope /admin/): the web push alerts of the agenda
 * and the chantier photos sent in the background, and a page « Pas de réseau » for an admin address
 * opened without network (a real fetch handler: Chromium's install prompt asks for one). One worker
 * per scope: all of it lives here.
 */
export const ADMIN_SERVICE_WORKER = `"use strict";\n${PUSH_HANDLERS}${PHOTO_HANDLERS}`;
