import { useEffect, useSyncExternalStore } from "react";
import {
  photoQueueServerSnapshot,
  photoQueueSnapshot,
  startPhotoQueue,
  subscribePhotoQueue,
  type PhotoQueueSnapshot,
} from "./queue.ts";

/** The photo queue as the page shows it (empty during the server render). */
export function usePhotoQueue(): PhotoQueueSnapshot {
  return useSyncExternalStore(subscribePhotoQueue, photoQueueSnapshot, photoQueueServerSnapshot);
}

/** Whether the browser says it is online (true during the server render). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener("online", listener);
      window.addEventListener("offline", listener);
      return () => {
        window.removeEventListener("online", listener);
        window.removeEventListener("offline", listener);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The admin as a phone app (admin layout): registers the admin's service worker (scope /admin/:
 * web push, chantier photos sent in the background) and starts sending the photos still waiting in
 * this phone, whatever admin page opens first.
 */
export function useAdminApp(): void {
  useEffect(() => {
    if ("serviceWorker" in navigator)
      navigator.serviceWorker.register("/admin-sw.js", { scope: "/admin/" }).catch(() => undefined);
    startPhotoQueue();
  }, []);
}
