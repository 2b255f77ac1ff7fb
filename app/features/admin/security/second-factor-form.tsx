import { useState, type FormEvent } from "react";
import { ApiError, apiJson } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";

/** The login's second step after a correct password: the 6-digit code of the app, or a recovery code. */
export function SecondFactorForm({
  message,
  onSuccess,
  onRestart,
}: {
  message: string;
  onSuccess(answer: { mustChangePassword: boolean }): void;
  onRestart(): void;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim()) {
      setError("Code requis");
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      onSuccess(
        await apiJson<{ mustChangePassword: boolean }>("POST", "/api/auth/second-factor", { code: code.trim() }),
      );
    } catch (err) {
      const text = err instanceof ApiError ? err.serverMessage : "";
      toast({
        title: "Erreur de connexion",
        description: text || "Code de vérification incorrect.",
        variant: "destructive",
      });
      setCode("");
      setSubmitting(false);
      if (err instanceof ApiError && err.status === 401 && /expiré/.test(text)) onRestart();
    }
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="mt-6 grid gap-4">
      <p className="text-sm text-walnut-dark">{message}</p>
      <Field
        label="Code de vérification"
        error={error}
        hint="Les 6 chiffres de l'application, ou l'un de vos codes de secours."
      >
        {(a11y) => (
          <input
            {...a11y}
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            autoFocus
            className={`${inputClass} tracking-[0.2em]`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn-primary mt-2 w-full" disabled={submitting}>
        {submitting ? "Vérification..." : "Vérifier"}
      </button>
      <button type="button" className="text-sm text-walnut underline-offset-2 hover:underline" onClick={onRestart}>
        Recommencer avec un autre compte
      </button>
    </form>
  );
}
