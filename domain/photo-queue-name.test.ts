import { expect, it } from "vitest";
import { photoQueueRequest } from "./photo-queue.ts";
import { PHOTO_QUEUE_DATABASE } from "./photo-queue-name.ts";

it("the admin shell looks for the database the queue (and its service worker) opens", () => {
  expect(photoQueueRequest.toString()).toContain(`indexedDB.open("${PHOTO_QUEUE_DATABASE}", 1)`);
});
