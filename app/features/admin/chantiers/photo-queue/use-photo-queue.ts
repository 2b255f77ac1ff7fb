import { useSyncExternalStore } from "react";
import { photoQueueServerSnapshot, photoQueueSnapshot, subscribePhotoQueue, type PhotoQueueSnapshot } from "./queue.ts";

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
