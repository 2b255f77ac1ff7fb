import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, lt } from "drizzle-orm";
import { roleLabels, type Role } from "#domain/permissions.ts";
import type { Config } from "#server/config.ts";
import { AppError } from "#server/errors.ts";
import type { Db, Tx } from "#server/infra/db/client.ts";
import {
  changeAccount,
  createAccount,
  listAccounts,
  lockAccount,
  lockActiveManagers,
  removeAccount,
  usernameTaken,
} from "#server/modules/auth/index.ts";
import { teamInvitations } from "./schema.ts";
import { renderMail, type Outbox } from "#server/modules/mail/index.ts";
import { hashPassword } from "#server/modules/auth/index.ts";
import { passwordProblem } from "#server/modules/auth/index.ts";

/** An invitation link is valid 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;
export const LAST_MANAGER_MESSAGE =
  "Il doit toujours rester au moins un gérant actif : nommez d'abord un autre gérant.";
export const INVITATION_GONE_MESSAGE =
  "Ce lien d'invitation n'est plus valable (déjà utilisé, annulé ou vieux de plus de 7 jours). Demandez-en un nouveau au gérant.";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export class TeamError extends AppError {
  constructor(kind: "invalid" | "not-found" | "conflict", message: string) {
    super(kind, message);
    this.name = "TeamError";
  }
}

export interface InvitationInput {
  email: string;
  displayName: string;
  role: Role;
}

export interface MemberChange {
  role?: Role;
  status?: "active" | "suspended";
}

/** The team (decision 054): members, invitations, roles, suspension; the last manager is protected. */
export function createTeam(deps: { db: Db; config: Config; outbox: Outbox; now?: () => number }) {
  const { db, config, outbox } = deps;
  const now = deps.now ?? Date.now;

  /**
   * Refuses a change that would leave no active manager. The active managers are locked (FOR
   * UPDATE) so two managers demoting each other at the same time cannot both succeed.
   */
  async function keepAManager(tx: Tx, memberId: number) {
    const managers = await lockActiveManagers(tx);
    if (managers.includes(memberId) && managers.length <= 1) throw new TeamError("conflict", LAST_MANAGER_MESSAGE);
  }

  async function invitationMail(email: string, displayName: string, role: Role, link: string, by: string) {
    const mail = renderMail({
      subject: "Invitation à l'administration du site de l'atelier",
      paragraphs: [
        `Bonjour ${displayName},`,
        `${by} vous invite à rejoindre l'administration du site de l'atelier, avec le rôle « ${roleLabels[role]} ».`,
        "Pour créer votre accès, ouvrez ce lien et choisissez votre mot de passe (valable 7 jours) :",
      ],
      link: { url: link, label: "Créer mon accès" },
      closing: [
        "Votre identifiant de connexion sera cette adresse e-mail. Vous pourrez ensuite ajouter une clé d'accès ou la double authentification dans « Sécurité ».",
        "",
        "Si vous ne vous attendiez pas à cette invitation, ignorez ce message.",
        "",
      ].join("\n"),
      signedBy: { member: by },
    });
    await outbox.enqueue(db, [{ kind: "team-invitation", to: email, ...mail }]);
    outbox.kick();
  }

  async function pendingInvitation(token: string) {
    if (!token || token.length > 100) return null;
    const [row] = await db
      .select()
      .from(teamInvitations)
      .where(and(eq(teamInvitations.tokenHash, sha256(token)), gt(teamInvitations.expiresAt, new Date(now()))))
      .limit(1);
    return row ?? null;
  }

  return {
    async list() {
      const members = await listAccounts(db);
      const invitations = await db
        .select({
          id: teamInvitations.id,
          email: teamInvitations.email,
          displayName: teamInvitations.displayName,
          role: teamInvitations.role,
          expiresAt: teamInvitations.expiresAt,
          createdAt: teamInvitations.createdAt,
        })
        .from(teamInvitations)
        .where(gt(teamInvitations.expiresAt, new Date(now())))
        .orderBy(desc(teamInvitations.createdAt));
      return {
        members: members.map((m) => ({
          ...m,
          displayName: m.displayName || m.username,
          createdAt: m.createdAt.toISOString(),
          lastSeenAt: m.lastSeenAt ? new Date(m.lastSeenAt).toISOString() : null,
        })),
        invitations: invitations.map((i) => ({
          ...i,
          expiresAt: i.expiresAt.toISOString(),
          createdAt: i.createdAt.toISOString(),
        })),
      };
    },

    /** Creates the invitation and queues its e-mail; a new invitation to the same address replaces the old one. */
    async invite(input: InvitationInput, by: { id: number; displayName: string }) {
      const email = input.email.toLowerCase();
      if (await usernameTaken(db, email))
        throw new TeamError("conflict", "Un membre de l'équipe utilise déjà cette adresse e-mail.");
      const token = randomBytes(32).toString("base64url");
      const [row] = await db.transaction(async (tx) => {
        await tx.delete(teamInvitations).where(eq(teamInvitations.email, email));
        return tx
          .insert(teamInvitations)
          .values({
            tokenHash: sha256(token),
            email,
            displayName: input.displayName,
            role: input.role,
            invitedBy: by.id,
            expiresAt: new Date(now() + INVITATION_TTL_MS),
          })
          .returning({ id: teamInvitations.id, expiresAt: teamInvitations.expiresAt });
      });
      const link = `${config.siteUrl}/admin/invitation/${token}`;
      await invitationMail(email, input.displayName, input.role, link, by.displayName);
      return { id: row.id, expiresAt: row.expiresAt.toISOString() };
    },

    async revokeInvitation(id: number): Promise<boolean> {
      const rows = await db
        .delete(teamInvitations)
        .where(eq(teamInvitations.id, id))
        .returning({ id: teamInvitations.id });
      return rows.length > 0;
    },

    /** What the invitation page shows, or null when the link is unknown, used or expired. */
    async invitation(token: string) {
      const row = await pendingInvitation(token);
      return row
        ? {
            email: row.email,
            displayName: row.displayName,
            role: row.role,
            roleLabel: roleLabels[row.role],
            expiresAt: row.expiresAt.toISOString(),
          }
        : null;
    },

    /** The new member chooses his password (today's rules): his account is created, the link used up. */
    async accept(token: string, password: string) {
      const row = await pendingInvitation(token);
      if (!row) throw new TeamError("not-found", INVITATION_GONE_MESSAGE);
      const problem = passwordProblem(password, row.email);
      if (problem) throw new TeamError("invalid", problem);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        // Used once: a second submission (or a race) finds nothing to delete.
        const used = await tx
          .delete(teamInvitations)
          .where(eq(teamInvitations.id, row.id))
          .returning({ id: teamInvitations.id });
        if (used.length === 0) throw new TeamError("not-found", INVITATION_GONE_MESSAGE);
        const created = await createAccount(tx, {
          username: row.email,
          email: row.email,
          displayName: row.displayName,
          role: row.role,
          passwordHash,
        });
        if (!created) throw new TeamError("conflict", "Un membre de l'équipe utilise déjà cette adresse e-mail.");
        return created;
      });
    },

    /** Changes a member's role or suspends / reactivates him; suspension ends his sessions at once. */
    async change(memberId: number, change: MemberChange) {
      return db.transaction(async (tx) => {
        const member = await lockAccount(tx, memberId);
        if (!member) throw new TeamError("not-found", "Membre introuvable.");
        const losesManager =
          member.role === "manager" &&
          ((change.role !== undefined && change.role !== "manager") || change.status === "suspended");
        if (losesManager) await keepAManager(tx, memberId);
        const updated = await changeAccount(tx, memberId, change);
        return { before: member, after: updated };
      });
    },

    /** Removes a member (his sessions, passkeys and codes go with him; his name stays on what he signed). */
    async remove(memberId: number) {
      return db.transaction(async (tx) => {
        const member = await lockAccount(tx, memberId);
        if (!member) throw new TeamError("not-found", "Membre introuvable.");
        if (member.role === "manager") await keepAManager(tx, memberId);
        await removeAccount(tx, memberId);
        return member;
      });
    },

    async purgeInvitations() {
      await db.delete(teamInvitations).where(lt(teamInvitations.expiresAt, new Date(now())));
    },
  };
}

export type Team = ReturnType<typeof createTeam>;
