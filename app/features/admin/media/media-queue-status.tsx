import { useEffect, useState } from "react";

interface QueueStatus {
  total: number;
  done: number;
  pending: number;
  failed: number;
}

/**
 * "Préparation des images… 3/8" while the media queue makes the variants of new images (shown
 * in the admin header, polled every 3 s while work remains, every 30 s otherwise). The public
 * pages never wait for it: they show the nearest ready file meanwhile.
 */
export function MediaQueueStatus() {
  const [status, setStatus] = useState<QueueStatus | null>(null);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let next: QueueStatus | null = null;
      try {
        const res = await fetch("/api/media/jobs", { credentials: "include" });
        if (res.ok) next = (await res.json()) as QueueStatus;
      } catch {
        /* offline for a moment: try again later */
      }
      if (!live) return;
      setStatus(next);
      timer = setTimeout(poll, next && next.pending > 0 ? 3_000 : 30_000);
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  if (!status || status.pending === 0) return null;
  return (
    <p
      role="status"
      className="rounded-full border border-cream/25 px-3 py-1.5 text-sm text-cream"
      data-testid="media-queue-status"
    >
      Préparation des images… {status.done}/{status.total}
    </p>
  );
}
