import { and, asc, eq, sql } from "drizzle-orm";
import type { Role } from "#domain/permissions.ts";
import type { Db, Tx } from "#server/infra/db/client.ts";
import { sessions, users } from "./schema.ts";

/**
 * The accounts as the team module manages them (invite, change a role, suspend, remove), through
 * the auth door: the users and sessions tables are auth's. Each writer takes the caller's transaction.
 */
export type Account = typeof users.$inferSelect;
type Reader = Pick<Db, "select">;

/** The active managers' ids, locked (FOR UPDATE) until the caller's transaction ends. */
export async function lockActiveManagers(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "manager"), eq(users.status, "active")))
    .for("update");
  return rows.map((r) => r.id);
}

/** Every account (no secret), with its last activity (its sessions' latest). */
export function listAccounts(db: Reader) {
  return db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      email: users.email,
      role: users.role,
      status: users.status,
      createdAt: users.createdAt,
      lastSeenAt: sql<Date | null>`(select max(${sessions.lastSeenAt}) from ${sessions} where ${sessions.userId} = ${users.id})`,
    })
    .from(users)
    .orderBy(asc(users.id));
}

/** Whether an account logs in with this username. */
export async function usernameTaken(db: Reader, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return Boolean(row);
}

/** Creates an account; null when its username is taken. */
export async function createAccount(
  tx: Tx,
  values: { username: string; email: string; displayName: string; role: Role; passwordHash: string },
): Promise<Account | null> {
  const [created] = await tx.insert(users).values(values).onConflictDoNothing().returning();
  return created ?? null;
}

/** An account, locked (FOR UPDATE) until the caller's transaction ends; null: none. */
export async function lockAccount(tx: Tx, id: number): Promise<Account | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  return row ?? null;
}

/** Changes an account's role or status; a suspended account's sessions end at once. */
export async function changeAccount(
  tx: Tx,
  id: number,
  change: { role?: Role; status?: Account["status"] },
): Promise<Account> {
  const [updated] = await tx
    .update(users)
    .set({ ...(change.role ? { role: change.role } : {}), ...(change.status ? { status: change.status } : {}) })
    .where(eq(users.id, id))
    .returning();
  if (change.status === "suspended") await tx.delete(sessions).where(eq(sessions.userId, id));
  return updated;
}

/** The name a member gives himself (« Bonjour Jean », « Jean Lartigue vous invite… »). */
export async function renameAccount(db: Db, id: number, displayName: string): Promise<void> {
  await db.update(users).set({ displayName }).where(eq(users.id, id));
}

/** Removes an account (its sessions, passkeys and codes go with it: foreign keys). */
export async function removeAccount(tx: Tx, id: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}
