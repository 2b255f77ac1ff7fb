import { and, eq } from "drizzle-orm";
import { onlyAssigned, type Role } from "#domain/permissions.ts";
import type { Db } from "#server/infra/db/client.ts";
import { chantierMembers, chantiers } from "./schema.ts";
import { AppError } from "#server/errors.ts";

/** Who acts on a chantier: the session's member. */
export interface Viewer {
  id: number;
  role: Role;
  name: string;
}

export const NOT_ASSIGNED = "Ce chantier ne vous est pas attribué.";
export const OFFICE_ONLY = "Réservé au bureau : votre rôle ne permet pas cette action.";
export const notFound = () => new AppError("not-found", "Chantier introuvable.");

/** True for the roles that see every chantier (domain/permissions.ts: the others see their own). */
export const seesAll = (role: Role) => !onlyAssigned(role, "GET", "/api/chantiers/1");

export function viewerOf(user: { id: number; role: Role; displayName: string } | undefined): Viewer {
  if (!user) throw new AppError("unauthorized", "Authentification requise. Veuillez vous connecter.");
  return { id: user.id, role: user.role, name: user.displayName };
}

/**
 * The chantier row, if this member may open it: 404 when it does not exist, 403 for a compagnon
 * it is not assigned to.
 */
export async function openFor(db: Db, viewer: Viewer, id: number) {
  const [row] = await db.select().from(chantiers).where(eq(chantiers.id, id));
  if (!row) throw notFound();
  if (!seesAll(viewer.role)) {
    const [member] = await db
      .select({ userId: chantierMembers.userId })
      .from(chantierMembers)
      .where(and(eq(chantierMembers.chantierId, id), eq(chantierMembers.userId, viewer.id)));
    if (!member) throw new AppError("forbidden", NOT_ASSIGNED);
  }
  return row;
}

/** Office actions (client, status, team, visibility, the client's link): refused to a compagnon. */
export function requireOffice(viewer: Viewer) {
  if (!seesAll(viewer.role)) throw new AppError("forbidden", OFFICE_ONLY);
}
