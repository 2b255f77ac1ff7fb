import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PoolClient } from "pg";
import { createLogger, type Logger } from "#server/logger.ts";

export type Db = PgDatabase<PgQueryResultHKT>;
/** The transaction a `db.transaction(fn)` gives `fn`: the one type the door functions take to write in their caller's transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  /** The embedded server of DATA_DIR, or the one of DATABASE_URL. */
  kind: "embedded" | "external";
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

/**
 * Without DATABASE_URL: the embedded PostgreSQL server of DATA_DIR/postgres (started here, stopped by
 * close()); with it: that server. Either way one driver (`pg`) and one code path.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  logger?: Logger;
  /** Scripts (backup): use the embedded server of a site running on DATA_DIR instead of refusing. */
  attachToRunning?: boolean;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, "external");
  const { runningEmbeddedUrl, startEmbeddedPostgres } = await import("./embedded-postgres.ts");
  const running = options.attachToRunning ? await runningEmbeddedUrl(options.dataDir) : null;
  if (running) return openPostgres(running, "embedded");
  const embedded = await startEmbeddedPostgres({
    dataDir: options.dataDir,
    logger: options.logger ?? createLogger("warn"),
  });
  try {
    const database = await openPostgres(embedded.url, "embedded");
    return {
      ...database,
      async close() {
        await database.close();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

async function openPostgres(url: string, kind: Database["kind"]): Promise<Database> {
  const pg = (await import("pg")).default;
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({
    connectionString: url,
    max: 7,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
  });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  const errorListeners: ((error: Error) => void)[] = [];
  let closing = false;
  pool.on("error", (error) => {
    if (!closing) errorListeners.forEach((fn) => fn(error));
  });
  // A CHECKED-OUT client has no pool listener: PostgreSQL dying while a request holds it (between
  // two queries of a transaction: 57P01 « unexpected postmaster exit ») would emit an unhandled
  // 'error' and kill Node. Every client gets its own listener; the request's
  // next query fails (503) and the pool drops the client when it is released.
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      if (!closing) errorListeners.forEach((fn) => fn(error));
    });
  });
  const lockClient = await pool.connect();
  try {
    // Two instances starting together: the second waits here and then finds nothing to migrate.
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(lockClient), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  const db = drizzle(pool) as unknown as Db;

  const listeners = new Map<string, ((payload: string) => void)[]>();
  let listenClient: PoolClient | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;

  async function connectListener(): Promise<void> {
    if (closed || listeners.size === 0) return;
    let client: PoolClient | null = null;
    try {
      client = await pool.connect();
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
      // A client taken but not listening (PostgreSQL died again between the connection and LISTEN)
      // goes back destroyed: kept, each retry would leak one until the pool is exhausted.
      scheduleReconnect(client);
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
    kind,
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
      closing = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      listenClient?.release();
      listenClient = null;
      // pool.end() resolves once its clients are told to end, not once they have: wait for each
      // connection to close ("remove"), or an embedded PostgreSQL stopped right after would
      // terminate them mid-goodbye (FATAL « terminating connection due to administrator command »).
      const open = pool.totalCount;
      let removed = 0;
      const allRemoved = new Promise<void>((resolve) => {
        if (open === 0) resolve();
        pool.on("remove", () => {
          if (++removed >= open) resolve();
        });
      });
      // Bounded: after PostgreSQL died under load, a client a request still holds may never be
      // released, and pool.end() would wait for it forever (a stop that never ends).
      await Promise.race([
        pool.end().then(() => allRemoved),
        new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
      ]);
    },
  };
}
