import { useState, type FormEvent } from "react";
import { loginFields } from "#domain/login-fields.ts";
import { ApiError, apiJson } from "#app/lib/api-client.ts";
import { useHydrated } from "../data/use-hydrated";
import { toast, toastAfterNavigation } from "#app/ui/toast.tsx";
import { PasskeyLogin } from "./passkey-login";
import { SecondFactorForm } from "./second-factor-form";
import { Field, inputClass } from "#app/ui/field.tsx";
import { adminPaths } from "#app/lib/paths.ts";

/** Only admin addresses of this site are followed after login (no open redirect). */
export function safeRedirect(target: string | null): string {
  if (
    !target ||
    !target.startsWith(adminPaths.dashboard) ||
    target.startsWith("//") ||
    target.startsWith(adminPaths.login)
  )
    return adminPaths.dashboard;
  return target;
}

/**
 * Login form (docs/product.md §2, §5, §8): posts to /api/auth/login, then the dashboard or the forced password change.
 * An island of the login page (app/islands/island.tsx): no React Router in the browser there, so the
 * next page is a full load that brings the admin's client (the toast follows it), and the fields
 * have fixed ids.
 */
export function LoginForm({ siteUrl }: { siteUrl: string }) {
  const hydrated = useHydrated();
  const [values, setValues] = useState({ username: "", password: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  /** Set when the password was right and the account asks for a code (docs/decisions/044-passkeys-2fa-sessions.md). */
  const [secondStep, setSecondStep] = useState<string | null>(null);

  function loggedIn(result: { mustChangePassword: boolean }) {
    toastAfterNavigation({ title: "Connexion réussie", variant: "success" });
    const redirectTo = new URLSearchParams(location.search).get("redirectTo");
    location.replace(result.mustChangePassword ? adminPaths.password : safeRedirect(redirectTo));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginFields(values);
    if (!parsed.success) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await apiJson<{ mustChangePassword: boolean; secondFactor?: string; message?: string }>(
        "POST",
        "/api/auth/login",
        parsed.data,
      );
      if (result.secondFactor) {
        setSecondStep(result.message ?? "Saisissez le code de vérification.");
        setSubmitting(false);
        return;
      }
      loggedIn(result);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : "";
      toast({
        title: "Erreur de connexion",
        description: message || "Identifiants incorrects",
        variant: "destructive",
      });
      setSubmitting(false);
    }
  }

  const set = (key: "username" | "password") => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  if (secondStep) {
    return (
      <SecondFactorForm
        message={secondStep}
        onSuccess={loggedIn}
        onRestart={() => {
          setSecondStep(null);
          setValues({ username: "", password: "" });
        }}
      />
    );
  }

  return (
    <>
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 grid gap-4">
        <Field id="connexion-identifiant" label="Nom d'utilisateur" error={errors.username}>
          {(a11y) => (
            <input
              {...a11y}
              name="username"
              autoComplete="username webauthn"
              className={inputClass}
              value={values.username}
              onChange={set("username")}
            />
          )}
        </Field>
        <Field id="connexion-mot-de-passe" label="Mot de passe" error={errors.password}>
          {(a11y) => (
            <input
              {...a11y}
              name="password"
              type="password"
              autoComplete="current-password"
              className={inputClass}
              value={values.password}
              onChange={set("password")}
            />
          )}
        </Field>
        <button type="submit" className="btn-primary mt-2 w-full" disabled={!hydrated || submitting}>
          {submitting ? "Connexion..." : "Se connecter"}
        </button>
      </form>
      <PasskeyLogin onSuccess={loggedIn} disabled={!hydrated || submitting} siteUrl={siteUrl} />
    </>
  );
}
