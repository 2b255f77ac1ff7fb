import { useEffect } from "react";
import { PHOTO_QUEUE_DATABASE } from "#domain/photo-queue-name.ts";

/**
 * Sends the photos still waiting in this phone, whatever admin page opens first (admin layout). The
 * queue's code (IndexedDB, uploads) is loaded only on a browser that has kept photos once: the other
 * admin pages of the other browsers do not download it (decision 060). The chantier pages load it
 * anyway (photo-capture.tsx), and the service worker's Background Sync sends without any page.
 */
export function usePhotoQueueSender(): void {
  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    let cancelled = false;
    const start = () => {
      if (!cancelled) void import("./queue.ts").then(({ startPhotoQueue }) => startPhotoQueue());
    };
    if (typeof indexedDB.databases !== "function") return start();
    indexedDB.databases().then((known) => known.some((db) => db.name === PHOTO_QUEUE_DATABASE) && start(), start);
    return () => {
      cancelled = true;
    };
  }, []);
}
