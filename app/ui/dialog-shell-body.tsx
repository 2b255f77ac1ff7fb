import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";

export interface DialogShellProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Wider dialogs for the assistant. */
  size?: "md" | "lg";
}

/** The Radix dialog of app/ui/dialog-shell.tsx, loaded on its first opening. */
export function DialogShellBody({ open, onOpenChange, title, description, children, size = "md" }: DialogShellProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-forest-dark/50 backdrop-blur-sm" />
        <Dialog.Content
          className={`fixed inset-x-0 bottom-0 z-50 grid max-h-[92dvh] gap-4 overflow-y-auto rounded-t-2xl bg-paper p-5 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(92vw,var(--w))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6`}
          style={{ ["--w" as string]: size === "lg" ? "52rem" : "34rem" }}
        >
          <div className="flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <Dialog.Title className="font-serif text-xl font-semibold text-forest-dark">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="text-sm text-muted">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-forest/10"
              aria-label="Fermer"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
