import type { RequestHandler } from "express";
import { StorageError, storageProblem, type Storage, type StorageProblem } from "./infra/storage/types.ts";
import type { Services } from "./services.ts";

/** What /healthz says of a storage that refuses writes (French, for whoever reads the probe). */
const storageProblemMessages: Record<StorageProblem, string> = {
  full: "Stockage plein : les fichiers envoyés (photos, plans, médias) sont refusés jusqu'à ce que de la place soit libérée.",
  "read-only": "Stockage en lecture seule : les fichiers envoyés sont refusés.",
  unavailable: "Stockage injoignable : les fichiers envoyés sont refusés.",
};
type StorageHealth = { kind: string; status: "ok" | StorageProblem; message?: string };

/** A storage's probe (write then delete), at most every 30 s (10 s while failing): /healthz is polled often. */
const storageChecks = new WeakMap<Storage, { at: number; ttl: number; result: Promise<StorageHealth> }>();
function storageHealth(services: Services, which: "storage" | "privateStorage") {
  const storage = services[which];
  const last = storageChecks.get(storage);
  if (last && Date.now() - last.at < last.ttl) return last.result;
  const entry = {
    at: Date.now(),
    ttl: 30_000,
    result: Promise.resolve<StorageHealth>({ kind: storage.kind, status: "ok" }),
  };
  entry.result = storage.check().then(
    () => ({ kind: storage.kind, status: "ok" as const }),
    (err: unknown) => {
      entry.ttl = 10_000;
      const problem = err instanceof StorageError ? err.problem : storageProblem(err);
      return { kind: storage.kind, status: problem, message: storageProblemMessages[problem] };
    },
  );
  storageChecks.set(storage, entry);
  return entry.result;
}

/**
 * GET /healthz: 200 while the database answers, 503 while it does not or the services are still
 * starting; each storage's state beside.
 */
export function healthCheck(getServices: () => Services | null): RequestHandler {
  return async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const services = getServices();
    const ok = services ? await services.database.ping().catch(() => false) : false;
    // The storage is reported, not required: pages keep being served while a bucket is out of reach.
    // A full or read-only disk is said here, still with 200: the pages and the
    // requests without files keep working, and a load balancer must not drop every instance at once.
    const [storage, privateStorage] = services
      ? await Promise.all([storageHealth(services, "storage"), storageHealth(services, "privateStorage")])
      : [];
    res.status(ok ? 200 : 503).json({
      status: ok ? "ok" : services ? "database-unavailable" : "starting",
      ...(storage ? { storage, privateStorage } : {}),
      // The last good automatic backup: reported, never a reason for 503.
      ...(services ? { backup: services.backups.health() } : {}),
    });
  };
}
