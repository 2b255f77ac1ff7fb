/** The shared pieces of the embedded PostgreSQL: its error, role, database and server settings. See decision 040. */
import type { Logger } from "#server/logger.ts";

/** A start that cannot go on: the message (French) is for the person who runs the site. */
export class EmbeddedPostgresError extends Error {}

export interface EmbeddedPostgres {
  /** postgresql://atelier:…@127.0.0.1:port/atelier */
  url: string;
  /** The same server, another database (tests create one per file). */
  urlFor(database: string): string;
  port: number;
  /** Pid of the running postmaster (null while it restarts). */
  pid(): number | null;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  logger: Logger;
  /** 20 suits the site (a pool of 7, LISTEN among them, a backup); the test suite's shared server needs more. */
  maxConnections?: number;
}

export const ROLE = "atelier";
export const DATABASE = "atelier";

/**
 * Settings for a small server (1–2 GB VPS, a few visitors at a time): see the decision for each.
 * Passed on the command line at every start, so a new version of the app applies its own.
 */
export function serverSettings(port: number, maxConnections: number): Record<string, string> {
  return {
    listen_addresses: "127.0.0.1",
    port: String(port),
    unix_socket_directories: "",
    max_connections: String(maxConnections),
    shared_buffers: "32MB",
    work_mem: "4MB",
    maintenance_work_mem: "32MB",
    effective_cache_size: "256MB",
    temp_buffers: "8MB",
    max_wal_size: "256MB",
    min_wal_size: "32MB",
    wal_buffers: "1MB",
    max_worker_processes: "4",
    // No logical replication: no launcher process waiting for subscriptions (decision 060).
    max_logical_replication_workers: "0",
    max_parallel_workers_per_gather: "0",
    max_parallel_maintenance_workers: "0",
    autovacuum_max_workers: "2",
    io_method: "sync",
    huge_pages: "off",
    jit: "off",
    // Durability: a request is acknowledged only once its WAL is on disk.
    fsync: "on",
    synchronous_commit: "on",
    full_page_writes: "on",
    timezone: "UTC",
    log_timezone: "UTC",
    lc_messages: "C",
    log_min_messages: "warning",
    log_line_prefix: "",
  };
}
