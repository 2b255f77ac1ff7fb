/**
 * The media module's door: what the rest of the server uses of it (decision 050, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { copyMedia } from "./copy.ts";
export { head } from "./detect.ts";
export { createMediaFilesRouter } from "./files-router.ts";
export { createMediaJobs, type MediaJobs } from "./jobs.ts";
export { createMediaMeta } from "./meta.ts";
export { createMediaRouter } from "./router.ts";
export { createMediaService, type MediaRecord, type MediaService } from "./service.ts";
export { storedInput } from "./worker/input.ts";
export { UnreadableImage, asBuffer, createImageWorker, type ImageWorker } from "./worker/pool.ts";
