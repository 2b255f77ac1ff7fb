import { lazyDialog } from "./lazy-dialog.tsx";
import type { DialogShellProps } from "./dialog-shell-body.tsx";

/**
 * A centred Radix dialog (focus trapped, Escape closes), full screen on phones; its code loads on
 * the first opening.
 */
export const DialogShell = lazyDialog<DialogShellProps>(() =>
  import("./dialog-shell-body.tsx").then((m) => m.DialogShellBody),
);
