import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PoolClient } from "pg";
import { schema } from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs `fn` whenever another instance (or this one) sends `NOTIFY channel`. */
  listen(channel: string, fn: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  /** Errors of idle connections (PostgreSQL stopped or restarted). */
  onConnectionError(fn: (error: Error) => void): void;
  /** Cheap liveness probe. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Any constant: the key of the PostgreSQL advisory lock that serializes migrations and seeding. */
const MIGRATION_LOCK_KEY = 727_001;

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, "db"));
}

async function openPglite(dir: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client), { migrationsFolder });
  let closed = false;
  return {
    db,
    kind: "pglite",
    async listen(channel, fn) {
      await client.listen(channel, fn);
    },
    async notify(channel, payload) {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    onConnectionError() {
      // In-process database: no connection to lose.
    },
    async ping() {
      if (closed) return false;
      await client.query("select 1");
      return true;
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = (await import("pg")).default;
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
  });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  const errorListeners: ((error: Error) => void)[] = [];
  pool.on("error", (error) => errorListeners.forEach((fn) => fn(error)));
  const lockClient = await pool.connect();
  try {
    // Two instances starting together: the second waits here and then finds nothing to migrate.
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(lockClient), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  const db = drizzle(pool, { schema }) as unknown as Db;

  const listeners = new Map<string, ((payload: string) => void)[]>();
  let listenClient: PoolClient | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;

  async function connectListener(): Promise<void> {
    if (closed || listeners.size === 0) return;
    try {
      const client = await pool.connect();
      client.on("notification", (msg) => {
        for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? "");
      });
      client.on("error", (error) => {
        errorListeners.forEach((fn) => fn(error));
        scheduleReconnect(client);
      });
      for (const channel of listeners.keys()) await client.query(`LISTEN "${channel.replace(/"/g, "")}"`);
      listenClient = client;
      // Whatever was missed while disconnected is unknown: tell every listener to start afresh.
      for (const [, fns] of listeners) for (const fn of fns) fn("*");
    } catch {
      scheduleReconnect(null);
    }
  }

  function scheduleReconnect(client: PoolClient | null) {
    if (client) {
      try {
        client.release(true);
      } catch {
        /* already released */
      }
    }
    listenClient = null;
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connectListener();
    }, 1000);
    reconnectTimer.unref();
  }

  return {
    db,
    kind: "postgres",
    async listen(channel, fn) {
      const known = listeners.has(channel);
      listeners.set(channel, [...(listeners.get(channel) ?? []), fn]);
      if (listenClient && !known) await listenClient.query(`LISTEN "${channel.replace(/"/g, "")}"`);
      else if (!listenClient) await connectListener();
    },
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    onConnectionError(fn) {
      errorListeners.push(fn);
    },
    async ping() {
      await pool.query("select 1");
      return true;
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      listenClient?.release();
      listenClient = null;
      await pool.end();
    },
  };
}

/** Serializes first-start work (seeding) between instances that share one PostgreSQL. */
export async function withStartupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (database.kind !== "postgres") return fn();
  const { sql } = await import("drizzle-orm");
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY + 1})`);
    return fn();
  });
}
