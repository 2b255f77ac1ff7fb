import { MediaError } from "./detect.ts";
import { UnreadableImage, type ImageWorker } from "./worker/pool.ts";
import type { SourceResult } from "./worker/ops.ts";
import { imageWidths } from "./variants.ts";

export type ImageSource = SourceResult;

/**
 * Re-encodes a received image once, at upload, into its source WebP (1600 px at most, oriented,
 * without any metadata: EXIF, GPS, XMP, ICC): in the image worker, before the media queue's
 * waiting work (an administrator waits for it). The other widths and formats are produced by the
 * media queue (jobs.ts). Never enlarged.
 */
export async function encodeImageSource(worker: ImageWorker, input: Buffer | string): Promise<ImageSource> {
  try {
    return await worker.run("source", input, { maxWidth: imageWidths[imageWidths.length - 1] as number }, "high");
  } catch (err) {
    if (err instanceof UnreadableImage) throw new MediaError("unsupported", "Image illisible ou endommagée.");
    throw err;
  }
}
