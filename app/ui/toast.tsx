import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from "react";

/**
 * Toasts of docs/product.md §9: one at a time, 5000 ms, swipe right past 50 px, F8 to focus. Written here
 * rather than taken from a component library: public pages show toasts (lead forms, share), and
 * this is a few hundred bytes where a library costs several kilobytes on every visitor's phone.
 */
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
}

const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
/** Height of the window's bottom band where toasts show. */
const TOAST_ZONE_PX = 160;

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(message: Omit<ToastMessage, "id">): void {
  current = { ...message, id: nextId++ };
  emit();
}

const pendingKey = "toast-after-navigation";

/**
 * A toast for the next page of a full page load (the login, an island without React Router,
 * leaves with `location.replace`): kept in the tab's sessionStorage, shown by the next page's
 * Toaster as soon as it runs.
 */
export function toastAfterNavigation(message: Omit<ToastMessage, "id">): void {
  try {
    sessionStorage.setItem(pendingKey, JSON.stringify(message));
  } catch {
    toast(message);
  }
}

function showPendingToast() {
  try {
    const pending = sessionStorage.getItem(pendingKey);
    if (!pending) return;
    sessionStorage.removeItem(pendingKey);
    toast(JSON.parse(pending) as Omit<ToastMessage, "id">);
  } catch {
    /* storage unavailable: nothing was kept */
  }
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

/**
 * Height of the action bars at the bottom of the window (`data-sticky-actions`: the sticky
 * « Enregistrer » bars of the admin's forms), so that a toast shows above them and never covers
 * the primary action. Measured while a toast is shown, again on scroll and resize.
 */
function useStickyActionsLift(active: boolean): number {
  const [lift, setLift] = useState(0);
  useEffect(() => {
    if (!active) return;
    const measure = () => {
      let next = 0;
      for (const bar of document.querySelectorAll<HTMLElement>("[data-sticky-actions]")) {
        const r = bar.getBoundingClientRect();
        // In the lower part of the window (stuck there, or at the end of the page): the toast goes above.
        if (r.height > 0 && r.top < window.innerHeight && r.bottom > window.innerHeight - TOAST_ZONE_PX)
          next = Math.max(next, Math.ceil(window.innerHeight - r.top));
      }
      setLift(next);
    };
    measure();
    window.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      window.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [active]);
  return active ? lift : 0;
}

export function Toaster() {
  const message = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const viewport = useRef<HTMLOListElement>(null);
  const lift = useStickyActionsLift(message !== null);
  useEffect(showPendingToast, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") {
        e.preventDefault();
        viewport.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <section aria-label="Notifications (F8)">
      <ol
        ref={viewport}
        tabIndex={-1}
        aria-live="polite"
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:right-4 sm:bottom-4"
        style={lift > 0 ? { bottom: lift } : undefined}
      >
        {message && <ToastItem key={message.id} message={message} />}
      </ol>
    </section>
  );
}

function ToastItem({ message }: { message: ToastMessage }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const start = useRef<number | null>(null);

  // Closes after 5 s, the count starting again when the pointer or the focus leaves it.
  useEffect(() => {
    if (paused || leaving) return;
    const timer = setTimeout(() => dismiss(message.id), DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, leaving, message.id]);

  const onPointerDown = (e: PointerEvent<HTMLLIElement>) => {
    if ((e.target as HTMLElement).closest("button")) return;
    start.current = e.clientX;
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, e.clientX - start.current));
  };
  const onPointerUp = () => {
    if (start.current === null) return;
    start.current = null;
    if (offset > SWIPE_THRESHOLD_PX) {
      setLeaving(true);
      setTimeout(() => dismiss(message.id), 150);
    } else setOffset(0);
  };

  const destructive = message.variant === "destructive";
  return (
    <li
      role={destructive ? "alert" : "status"}
      aria-atomic="true"
      tabIndex={0}
      data-variant={message.variant ?? "default"}
      data-swipe={leaving ? "end" : offset ? "move" : undefined}
      style={offset && !leaving ? { transform: `translateX(${offset}px)` } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(e) => e.key === "Escape" && dismiss(message.id)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
      className={`toast-root relative grid touch-pan-y gap-1 rounded-xl border p-4 pr-10 shadow-lg select-none ${
        destructive ? "border-danger/30 bg-[#fdf1ef] text-danger" : "border-line bg-white text-ink"
      }`}
    >
      <div className="text-sm font-semibold">{message.title}</div>
      {message.description && <div className="text-sm opacity-90">{message.description}</div>}
      <button
        type="button"
        aria-label="Fermer"
        onClick={() => dismiss(message.id)}
        className="absolute top-2 right-2 rounded-full p-1.5 text-current/70 hover:bg-black/5"
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
