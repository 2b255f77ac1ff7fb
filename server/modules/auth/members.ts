import { asc, eq, inArray, and } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { users } from "./schema.ts";

/** A team member, as the other modules read him (chantiers, revisions): never the account's secrets. */
export interface MemberCard {
  id: number;
  /** The display name, '' when none is set (the username is shown then). */
  name: string;
  username: string;
  /** '' when none is set (a member created by a script). */
  email: string;
  role: (typeof users.$inferSelect)["role"];
}

/**
 * Team members by id (`ids`), or every one; `active`: only those who may log in. Ordered by
 * display name. The users table is auth's: the other modules read it through this function.
 */
export async function memberCards(
  exec: Pick<Db, "select">,
  filter: { ids?: number[]; active?: boolean } = {},
): Promise<MemberCard[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  return exec
    .select({ id: users.id, name: users.displayName, username: users.username, email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        filter.ids ? inArray(users.id, filter.ids) : undefined,
        filter.active ? eq(users.status, "active") : undefined,
      ),
    )
    .orderBy(asc(users.displayName));
}

/** The active members among `ids`: who may still receive what the team gets (the alerts' pushes). */
export const activeMembers = (exec: Pick<Db, "select">) => (ids: number[]) => memberCards(exec, { ids, active: true });
