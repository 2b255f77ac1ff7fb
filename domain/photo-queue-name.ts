/**
 * The IndexedDB database of the chantier photo queue, apart so that the admin shell can look for it
 * without loading the queue. domain/photo-queue.ts writes it as a literal (its functions are copied,
 * as text, into the service worker): domain/photo-queue-name.test.ts keeps both the same.
 */
export const PHOTO_QUEUE_DATABASE = "atelier-chantier-photos";
