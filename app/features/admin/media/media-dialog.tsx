import { lazyDialog } from "#app/ui/lazy-dialog.tsx";
import type { MediaDialogProps } from "./media-dialog-body";

export type { MediaDialogProps };

/**
 * Upload a chosen file, pick one from the library or generate one, then add it (docs/product.md §2).
 * Its code (the three panels and the dialog, ~13 KB) loads at the first opening (decision 060).
 */
export const MediaDialog = lazyDialog<MediaDialogProps>(() =>
  import("./media-dialog-body").then((m) => m.MediaDialogBody),
);
