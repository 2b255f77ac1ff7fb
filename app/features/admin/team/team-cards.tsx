import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { roleDescriptions, roleLabels, roles, type Role } from "#domain/permissions.ts";
import { invitationSchema } from "#domain/schemas/team.ts";
import { fieldErrors } from "#domain/schemas/errors.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { btnSmall, btnSmallDanger, btnSmallPrimary } from "#app/ui/buttons.ts";
import { Card } from "#app/ui/card.tsx";
import { ConfirmDialog } from "#app/ui/confirm-dialog.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { toast } from "#app/ui/toast.tsx";
import { formatDateTime } from "../security/types";

export const TEAM_QUERY = ["/api/team"];

export interface TeamOverview {
  me: number;
  members: {
    id: number;
    username: string;
    displayName: string;
    email: string;
    role: Role;
    status: "active" | "suspended";
    lastSeenAt: string | null;
  }[];
  invitations: { id: number; email: string; displayName: string; role: Role; expiresAt: string }[];
  sessions: { id: string; member: string; label: string; ip: string; lastSeenAt: string; current: boolean }[];
}

/** Runs a team action, then toasts and refreshes the screen. */
function useTeamAction() {
  const queryClient = useQueryClient();
  return async (method: string, url: string, title: string, body?: unknown) => {
    try {
      await apiJson(method, url, body);
      toast({ title, variant: "success" });
      await queryClient.invalidateQueries({ queryKey: TEAM_QUERY });
      return true;
    } catch (err) {
      toast({ title: "Action impossible", description: errorMessage(err), variant: "destructive" });
      return false;
    }
  };
}

function RoleSelect({ value, onChange, label }: { value: Role; onChange(role: Role): void; label: string }) {
  return (
    <select
      aria-label={label}
      className={`${inputClass} w-auto`}
      value={value}
      onChange={(e) => onChange(e.target.value as Role)}
    >
      {roles.map((r) => (
        <option key={r} value={r}>
          {roleLabels[r]}
        </option>
      ))}
    </select>
  );
}

/** « Inviter un membre »: the invitation link is e-mailed, valid 7 days. */
export function InviteCard() {
  const run = useTeamAction();
  const [values, setValues] = useState({ email: "", displayName: "", role: "companion" as Role });
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = invitationSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    if (await run("POST", "/api/team/invitations", `Invitation envoyée à ${parsed.data.email}`, parsed.data))
      setValues({ email: "", displayName: "", role: "companion" });
  }

  return (
    <Card
      title="Inviter un membre"
      description="Il reçoit un lien par e-mail, valable 7 jours, pour choisir son mot de passe."
    >
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} noValidate>
        <Field label="Nom" error={errors.displayName}>
          {(a11y) => (
            <input
              {...a11y}
              name="displayName"
              className={inputClass}
              value={values.displayName}
              onChange={(e) => setValues({ ...values, displayName: e.target.value })}
            />
          )}
        </Field>
        <Field label="Adresse e-mail" error={errors.email}>
          {(a11y) => (
            <input
              {...a11y}
              type="email"
              name="email"
              className={inputClass}
              value={values.email}
              onChange={(e) => setValues({ ...values, email: e.target.value })}
            />
          )}
        </Field>
        <Field label="Rôle" hint={roleDescriptions[values.role]} className="sm:col-span-2">
          {(a11y) => (
            <select
              {...a11y}
              name="role"
              className={inputClass}
              value={values.role}
              onChange={(e) => setValues({ ...values, role: e.target.value as Role })}
            >
              {roles.map((r) => (
                <option key={r} value={r}>
                  {roleLabels[r]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="sm:col-span-2">
          <button type="submit" className={btnSmallPrimary}>
            Envoyer l'invitation
          </button>
        </div>
      </form>
    </Card>
  );
}

/** The members: role, suspension, removal (the last manager is protected by the server). */
export function MembersCard({ team }: { team: TeamOverview }) {
  const run = useTeamAction();
  const [removing, setRemoving] = useState<TeamOverview["members"][number] | null>(null);
  return (
    <Card
      title="Membres"
      description="Un membre suspendu ne peut plus se connecter ; ses sessions sont fermées aussitôt."
    >
      <ul className="divide-y divide-line" aria-label="Membres de l'équipe">
        {team.members.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="member-row">
            <div className="min-w-0">
              <p className="font-medium text-forest-dark">
                {m.displayName}
                {m.id === team.me && <span className="ml-2 text-xs text-muted">(vous)</span>}
                {m.status === "suspended" && (
                  <span className="ml-2 rounded-full bg-danger/10 px-2 py-0.5 text-xs font-semibold text-danger">
                    suspendu
                  </span>
                )}
              </p>
              <p className="text-xs text-muted">
                {m.email || m.username} · Dernière activité : {formatDateTime(m.lastSeenAt)}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <RoleSelect
                label={`Rôle de ${m.displayName}`}
                value={m.role}
                onChange={(role) =>
                  void run("PATCH", `/api/team/members/${m.id}`, `${m.displayName} : ${roleLabels[role]}`, { role })
                }
              />
              {m.id !== team.me &&
                (m.status === "active" ? (
                  <button
                    type="button"
                    className={btnSmall}
                    onClick={() =>
                      void run("PATCH", `/api/team/members/${m.id}`, `${m.displayName} est suspendu`, {
                        status: "suspended",
                      })
                    }
                  >
                    Suspendre
                  </button>
                ) : (
                  <button
                    type="button"
                    className={btnSmall}
                    onClick={() =>
                      void run("PATCH", `/api/team/members/${m.id}`, `${m.displayName} est réactivé`, {
                        status: "active",
                      })
                    }
                  >
                    Réactiver
                  </button>
                ))}
              {m.id !== team.me && (
                <button type="button" className={btnSmallDanger} onClick={() => setRemoving(m)}>
                  Supprimer
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Supprimer ${removing?.displayName ?? ""} ?`}
        description="Son compte, ses clés d'accès et ses sessions sont supprimés. Son nom reste sur ce qu'il a fait (historique, demandes)."
        confirmLabel="Supprimer le membre"
        onConfirm={() => {
          if (removing) void run("DELETE", `/api/team/members/${removing.id}`, `${removing.displayName} est supprimé`);
          setRemoving(null);
        }}
      />
    </Card>
  );
}

/** Invitations not yet used, and every member's open sessions (the manager's view). */
export function PendingAndSessionsCards({ team }: { team: TeamOverview }) {
  const run = useTeamAction();
  return (
    <>
      {team.invitations.length > 0 && (
        <Card title="Invitations en attente">
          <ul className="divide-y divide-line" aria-label="Invitations en attente">
            {team.invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <p className="text-sm">
                  <span className="font-medium text-forest-dark">{i.displayName}</span> · {i.email} ·{" "}
                  {roleLabels[i.role]} · valable jusqu'au {formatDateTime(i.expiresAt)}
                </p>
                <button
                  type="button"
                  className={btnSmallDanger}
                  onClick={() => void run("DELETE", `/api/team/invitations/${i.id}`, "Invitation annulée")}
                >
                  Annuler
                </button>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card title="Sessions de l'équipe" description="Les appareils connectés de chaque membre.">
        <ul className="divide-y divide-line" aria-label="Sessions de l'équipe">
          {team.sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <p className="text-sm">
                <span className="font-medium text-forest-dark">{s.member}</span> · {s.label} ·{" "}
                {s.ip || "adresse inconnue"} · {formatDateTime(s.lastSeenAt)}
                {s.current && <span className="ml-2 text-xs text-muted">(cet appareil)</span>}
              </p>
              {!s.current && (
                <button
                  type="button"
                  className={btnSmallDanger}
                  onClick={() => void run("DELETE", `/api/team/sessions/${s.id}`, "Session fermée")}
                >
                  Déconnecter
                </button>
              )}
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
