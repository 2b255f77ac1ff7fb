import { randomUUID } from "node:crypto";

/** How long a write's answer waits, at most, for its notification to come back (PostgreSQL slow or gone). */
export const ECHO_TIMEOUT_MS = 1_000;

/**
 * The changes this instance tells the others (`NOTIFY page_cache`), so that no instance shows a page
 * older than a write already answered (decision 003): each notification carries this instance's id
 * and a number; the write's answer waits until the notification came back on our own LISTEN
 * connection — PostgreSQL has then handed it to every listening instance too — or `timeoutMs`.
 * Before the LISTEN connection is up (scripts, tests without background work) it waits only for
 * the NOTIFY itself.
 */
export function createBroadcast(deps: {
  database: { notify(channel: string, payload: string): Promise<void> };
  channel: string;
  logger: { warn(message: string, fields: { err: unknown }): void };
  timeoutMs?: number;
}) {
  const timeoutMs = deps.timeoutMs ?? ECHO_TIMEOUT_MS;
  const instanceId = randomUUID();
  let sequence = 0;
  let listening = false;
  const waiting = new Map<string, () => void>();
  const pending = new Set<Promise<void>>();

  return {
    instanceId,
    /** Sends `what` to every instance (and back to this one); `settled()` waits for it. */
    send(what: string): void {
      const payload = `${instanceId} ${what} ${++sequence}`;
      const echo = listening;
      let finish = () => {};
      const delivered = new Promise<void>((resolve) => (finish = resolve));
      const timer = setTimeout(() => done(), timeoutMs);
      timer.unref();
      function done() {
        clearTimeout(timer);
        waiting.delete(payload);
        pending.delete(delivered);
        finish();
      }
      if (echo) waiting.set(payload, done);
      pending.add(delivered);
      deps.database.notify(deps.channel, payload).then(
        () => echo || done(),
        (err: unknown) => {
          deps.logger.warn("notify failed", { err });
          done();
        },
      );
    },
    /**
     * A notification arrived; true when this instance sent it (its echo). `*` is the LISTEN
     * connection's (re)start: from then on a write waits for its echo.
     */
    heard(payload: string): boolean {
      if (payload === "*") listening = true;
      if (!payload.startsWith(`${instanceId} `)) return false;
      waiting.get(payload)?.();
      return true;
    },
    /** Resolves once every notification sent so far came back (or timed out); null when none is on its way. */
    settled(): Promise<void> | null {
      return pending.size === 0 ? null : Promise.all([...pending]).then(() => undefined);
    },
  };
}

export type Broadcast = ReturnType<typeof createBroadcast>;
