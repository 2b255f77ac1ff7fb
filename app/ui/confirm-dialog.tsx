import { lazyDialog } from "./lazy-dialog.tsx";
import type { ConfirmDialogProps } from "./confirm-dialog-body.tsx";

/**
 * Confirmation before an irreversible action (delete, leave with unsaved changes).
 * Controlled: the caller decides when it opens; its code loads on the first opening.
 */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(() =>
  import("./confirm-dialog-body.tsx").then((m) => m.ConfirmDialogBody),
);
