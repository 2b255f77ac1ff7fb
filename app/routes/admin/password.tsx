import { useState, type FormEvent } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/password";
import { PASSWORD_MAX, PASSWORD_MIN, changePasswordSchema, firstPasswordSchema } from "#domain/schemas/auth.ts";
import { fieldErrors } from "#domain/schemas/errors.ts";
import { pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { Card } from "#app/ui/card.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { toast } from "#app/ui/toast.tsx";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { useHydrated } from "#app/features/admin/data/use-hydrated.ts";
import { adminPaths } from "#app/lib/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Mot de passe", matches);

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };

/**
 * Password change; forced after a login with a one-time password (first start, `npm run
 * admin:reset`, the documented default in development): the layout sends every page here until
 * done, and that login having just proved the password, it is not asked again.
 */
export default function PasswordPage() {
  const layout = useRouteLoaderData<{ mustChangePassword: boolean }>("routes/admin/layout");
  const forced = Boolean(layout?.mustChangePassword);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forced
      ? firstPasswordSchema.safeParse({ newPassword: values.newPassword, confirmPassword: values.confirmPassword })
      : changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await apiJson("POST", "/api/auth/password", parsed.data);
      toast({
        title: "Mot de passe modifié",
        description: "Votre nouveau mot de passe est actif.",
        variant: "success",
      });
      navigate(adminPaths.dashboard, { replace: true });
    } catch (error) {
      toast({ title: "Mot de passe non modifié", description: errorMessage(error), variant: "destructive" });
      setSaving(false);
    }
  }

  const input = (key: keyof Values, label: string, autoComplete: string, hint?: string) => (
    <Field label={label} error={errors[key]} hint={hint}>
      {(a11y) => (
        <input
          {...a11y}
          type="password"
          name={key}
          autoComplete={autoComplete}
          className={inputClass}
          value={values[key]}
          onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <main className={`${pageClass} max-w-xl`}>
      <Card
        title={forced ? "Choisissez votre mot de passe" : "Changer le mot de passe"}
        description={
          forced
            ? "Vous vous êtes connecté avec un mot de passe à usage unique : il ne fonctionnera plus. Choisissez maintenant le mot de passe que vous utiliserez pour vous connecter."
            : "Toutes vos autres sessions seront fermées."
        }
      >
        <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
          {!forced && input("currentPassword", "Mot de passe actuel", "current-password")}
          {input(
            "newPassword",
            "Nouveau mot de passe",
            "new-password",
            `De ${PASSWORD_MIN} à ${PASSWORD_MAX} caractères. Pas de règle de composition : une courte phrase facile à retenir est idéale. Les mots de passe courants sont refusés.`,
          )}
          {input("confirmPassword", "Confirmer le nouveau mot de passe", "new-password")}
          <button type="submit" className="btn-primary mt-2" disabled={!hydrated || saving}>
            {saving ? "Enregistrement..." : "Enregistrer le mot de passe"}
          </button>
        </form>
      </Card>
    </main>
  );
}
