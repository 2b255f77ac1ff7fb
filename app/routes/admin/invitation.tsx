import { useState, type FormEvent } from "react";
import { useLoaderData } from "react-router";
import type { Route } from "./+types/invitation";
import { servicesContext } from "#server/context.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "#domain/schemas/auth.ts";
import { Field, inputClass } from "#app/ui/field.tsx";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { adminMeta, noindexHeaders } from "#app/features/admin/data/meta.ts";
import { useHydrated } from "#app/features/admin/data/use-hydrated.ts";
import { useBusiness } from "#app/lib/business.ts";
import { btnSmall } from "#app/ui/buttons.ts";
import { adminPaths } from "#app/lib/paths.ts";

/** The invitation link of the team (decision 054): valid 7 days, used once. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { team } = context.get(servicesContext);
  return { invitation: await team.invitation(String(params.token)) };
}

export const headers: Route.HeadersFunction = () => noindexHeaders;
export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Invitation", matches);

export default function InvitationPage({ params }: Route.ComponentProps) {
  const { invitation } = useLoaderData<typeof loader>();
  const business = useBusiness();
  const hydrated = useHydrated();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirm) return setError("Les deux mots de passe ne correspondent pas");
    setError(null);
    setSaving(true);
    try {
      await apiJson("POST", `/api/invitations/${encodeURIComponent(params.token)}`, { password });
      setDone(true);
    } catch (err) {
      setError(errorMessage(err));
      setSaving(false);
    }
  }

  return (
    <main className="grid min-h-dvh place-items-center bg-[radial-gradient(circle_at_top,var(--color-sand),var(--color-cream)_55%)] px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-line bg-white p-6 shadow-card sm:p-8">
        <p className="text-xs tracking-[0.16em] text-walnut uppercase">{business.name} · Administration</p>
        {!invitation ? (
          <>
            <h1 className="mt-2 font-serif text-2xl font-semibold text-forest-dark">Invitation expirée</h1>
            <p className="mt-2 text-sm text-muted">
              Ce lien d'invitation n'est plus valable (déjà utilisé, annulé ou vieux de plus de 7 jours). Demandez-en un
              nouveau au gérant.
            </p>
          </>
        ) : done ? (
          <>
            <h1 className="mt-2 font-serif text-2xl font-semibold text-forest-dark">
              Bienvenue, {invitation.displayName}
            </h1>
            <p className="mt-2 text-sm text-muted">
              Votre compte est créé et vous êtes connecté. Votre identifiant est <strong>{invitation.email}</strong>.
            </p>
            <p className="mt-2 text-sm text-muted">
              Pour plus de sécurité, vous pouvez ajouter une clé d'accès (empreinte, visage) ou la double
              authentification.
            </p>
            <div className="mt-5 flex flex-wrap gap-2">
              <a href={adminPaths.dashboard} className="btn-primary">
                Continuer
              </a>
              <a href={adminPaths.security} className={btnSmall}>
                Ajouter une clé d'accès ou un code
              </a>
            </div>
          </>
        ) : (
          <>
            <h1 className="mt-2 font-serif text-2xl font-semibold text-forest-dark">Rejoindre l'équipe</h1>
            <p className="mt-2 text-sm text-muted">
              Bonjour {invitation.displayName}, vous êtes invité avec le rôle <strong>{invitation.roleLabel}</strong>.
              Votre identifiant sera <strong>{invitation.email}</strong>. Choisissez votre mot de passe.
            </p>
            <form className="mt-5 grid gap-4" onSubmit={onSubmit} noValidate>
              <Field
                label="Mot de passe"
                hint={`Entre ${PASSWORD_MIN} et ${PASSWORD_MAX} caractères ; une phrase de quelques mots est idéale.`}
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    type="password"
                    name="password"
                    autoComplete="new-password"
                    className={inputClass}
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                )}
              </Field>
              <Field label="Confirmer le mot de passe" error={error ?? undefined}>
                {(a11y) => (
                  <input
                    {...a11y}
                    type="password"
                    name="confirm"
                    autoComplete="new-password"
                    className={inputClass}
                    value={confirm}
                    onChange={(e) => setConfirm(e.target.value)}
                  />
                )}
              </Field>
              <button type="submit" className="btn-primary" disabled={!hydrated || saving}>
                {saving ? "Création…" : "Créer mon accès"}
              </button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
