import { Toast } from "radix-ui";
import { useSyncExternalStore } from "react";

/** Toasts of SPEC §9: one at a time, 5000 ms, swipe right past 50 px, F8 to focus. */
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
}

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(message: Omit<ToastMessage, "id">): void {
  current = { ...message, id: nextId++ };
  emit();
}

function dismiss(id: number) {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const message = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {message && (
        <Toast.Root
          key={message.id}
          open
          onOpenChange={(open) => !open && dismiss(message.id)}
          className={`toast-root grid gap-1 rounded-xl border p-4 pr-10 shadow-lg ${
            message.variant === "destructive"
              ? "border-danger/30 bg-[#fdf1ef] text-danger"
              : "border-line bg-white text-ink"
          }`}
          data-variant={message.variant ?? "default"}
        >
          <Toast.Title className="text-sm font-semibold">{message.title}</Toast.Title>
          {message.description && (
            <Toast.Description className="text-sm opacity-90">{message.description}</Toast.Description>
          )}
          <Toast.Close
            aria-label="Fermer"
            className="absolute top-2 right-2 rounded-full p-1.5 text-current/70 hover:bg-black/5"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:right-4 sm:bottom-4" />
    </Toast.Provider>
  );
}
