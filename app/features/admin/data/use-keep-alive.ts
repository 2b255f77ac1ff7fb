import { useEffect } from "react";
import { useNavigate } from "react-router";
import { adminPaths } from "#app/lib/paths.ts";

/** At most one ping per 5 minutes: well inside the server's 30-minute idle timeout. */
export const KEEP_ALIVE_EVERY_MS = 5 * 60_000;
const activityEvents = ["keydown", "pointerdown", "mousemove", "wheel", "touchstart"] as const;

/**
 * While the admin is active (keyboard, mouse), GET /api/auth/me keeps the session alive, so a long
 * article is never lost to the idle timeout. No activity, no ping (no polling, docs/product.md §9).
 * A 401 means the session ended elsewhere: back to the login page.
 */
export function useKeepAlive() {
  const navigate = useNavigate();
  useEffect(() => {
    let lastPing = Date.now();
    let inFlight = false;
    const onActivity = () => {
      const now = Date.now();
      if (inFlight || now - lastPing < KEEP_ALIVE_EVERY_MS) return;
      lastPing = now;
      inFlight = true;
      fetch("/api/auth/me", { credentials: "include" })
        .then((res) => {
          if (res.status === 401) {
            const back = window.location.pathname + window.location.search;
            navigate(`${adminPaths.login}?redirectTo=${encodeURIComponent(back)}`);
          }
        })
        .catch(() => {})
        .finally(() => {
          inFlight = false;
        });
    };
    for (const event of activityEvents) window.addEventListener(event, onActivity, { passive: true });
    // Marks the document once the admin listens for activity (end-to-end tests wait for it).
    document.documentElement.dataset.hydrated = "true";
    return () => {
      for (const event of activityEvents) window.removeEventListener(event, onActivity);
    };
  }, [navigate]);
}
