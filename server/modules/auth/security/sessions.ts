import { createHash } from "node:crypto";
import { desc, eq, getTableColumns } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { sessions, users } from "../schema.ts";
import { SESSION_IDLE_MS } from "../service.ts";
import { methodLabels } from "./journal.ts";
import { describeUserAgent } from "./user-agent.ts";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
/** A session's reference in the list: derived from its stored hash, never the cookie itself. */
const sessionRef = (idHash: string) => sha256(`session-ref:${idHash}`).slice(0, 32);

/** The open sessions of « Sécurité du compte » and « Équipe »: listed by reference, ended one by one. */
export function createSessionList(db: Db) {
  return {
    /**
     * The open sessions, the current one first: of one account, or of the whole team (userId null,
     * the manager's view), each with its member's name.
     */
    async listSessions(userId: number | null, currentToken: string | undefined) {
      const current = currentToken ? sha256(currentToken) : "";
      const rows = await db
        .select({ ...getTableColumns(sessions), username: users.username, displayName: users.displayName })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(userId === null ? undefined : eq(sessions.userId, userId))
        .orderBy(desc(sessions.lastSeenAt));
      const now = Date.now();
      return rows
        .filter((r) => r.expiresAt.getTime() > now && r.lastSeenAt.getTime() + SESSION_IDLE_MS > now)
        .map((r) => {
          const ua = describeUserAgent(r.userAgent);
          return {
            member: r.displayName || r.username,
            userId: r.userId,
            id: sessionRef(r.idHash),
            browser: ua.browser,
            device: ua.device,
            label: ua.label,
            ip: r.ip,
            method: methodLabels[r.method] ?? r.method,
            createdAt: r.createdAt.toISOString(),
            lastSeenAt: r.lastSeenAt.toISOString(),
            current: r.idHash === current,
          };
        })
        .sort((a, b) => Number(b.current) - Number(a.current));
    },

    /** Ends one session by its reference: of the account, or of anyone (userId null, the manager); null when unknown, else its owner. */
    async endSession(userId: number | null, ref: string): Promise<number | null> {
      const rows = await db
        .select({ idHash: sessions.idHash, userId: sessions.userId })
        .from(sessions)
        .where(userId === null ? undefined : eq(sessions.userId, userId));
      const target = rows.find((r) => sessionRef(r.idHash) === ref);
      if (!target) return null;
      await db.delete(sessions).where(eq(sessions.idHash, target.idHash));
      return target.userId;
    },
  };
}
