import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { btnSmall, btnSmallDanger, btnSmallPrimary } from "#app/ui/buttons.ts";
import { Card } from "#app/ui/card.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { JOURNAL_QUERY, SECURITY_QUERY, type SecurityOverview } from "./types";
import { useBusiness } from "#app/lib/business.ts";
import { ofName } from "#domain/business.ts";

type Setup = { secret: string; uri: string; qr: string };

/** The recovery codes as a text file (made in the browser: the server no longer knows them). */
function downloadCodes(codes: string[], username: string, businessName: string) {
  const text = [
    `Codes de secours — administration du site ${ofName(businessName)}`,
    `Compte : ${username}`,
    `Créés le ${new Date().toLocaleString("fr-FR", { timeZone: "Europe/Paris" })}`,
    "",
    "Chaque code ne sert qu'une fois, à la place du code de vérification.",
    "Gardez ce fichier en lieu sûr (imprimé ou dans un coffre-fort de mots de passe).",
    "",
    ...codes,
    "",
  ].join("\r\n");
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = "codes-de-secours-atelier.txt";
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** 'Double authentification': activation (QR code, first code), recovery codes shown once, disabling (password + code). */
export function TotpCard({ totp, username }: { totp: SecurityOverview["totp"]; username: string }) {
  const business = useBusiness();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SECURITY_QUERY }),
      queryClient.invalidateQueries({ queryKey: JOURNAL_QUERY }),
    ]);

  async function begin() {
    setBusy(true);
    try {
      setSetup(await apiJson<Setup>("POST", "/api/account/totp/setup"));
      setCode("");
    } catch (err) {
      toast({ title: "Activation impossible", description: errorMessage(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim()) return setErrors({ code: "Code requis" });
    setErrors({});
    setBusy(true);
    try {
      const result = await apiJson<{ recoveryCodes: string[] }>("POST", "/api/account/totp/confirm", {
        code: code.trim(),
      });
      setCodes(result.recoveryCodes);
      setSetup(null);
      setCode("");
      toast({ title: "Double authentification activée", variant: "success" });
      await refresh();
    } catch (err) {
      toast({ title: "Code refusé", description: errorMessage(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!password) next.password = "Mot de passe requis";
    if (!code.trim()) next.disableCode = "Code requis";
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      await apiJson("POST", "/api/account/totp/disable", { password, code: code.trim() });
      toast({ title: "Double authentification désactivée", variant: "success" });
      setPassword("");
      setCode("");
      await refresh();
    } catch (err) {
      toast({ title: "Désactivation refusée", description: errorMessage(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      title="Double authentification"
      description="Après le mot de passe, un code à 6 chiffres de votre application (Google Authenticator, Microsoft Authenticator, 2FAS…) est demandé."
    >
      {codes && (
        <div
          className="mb-5 rounded-xl border border-oak/40 bg-sand/30 p-4"
          role="region"
          aria-label="Codes de secours"
        >
          <h3 className="font-semibold text-forest-dark">Vos 10 codes de secours</h3>
          <p className="mt-1 text-sm text-walnut-dark">
            Ils ne seront plus affichés. Chacun remplace une fois le code de vérification si vous perdez votre
            téléphone.
          </p>
          <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5" data-testid="recovery-codes">
            {codes.map((c) => (
              <li key={c} className="rounded-lg bg-white px-2 py-1 text-center">
                {c}
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className={btnSmallPrimary}
              onClick={() => downloadCodes(codes, username, business.name)}
            >
              Télécharger les codes (.txt)
            </button>
            <button type="button" className={btnSmall} onClick={() => setCodes(null)}>
              J'ai mis mes codes en lieu sûr
            </button>
          </div>
        </div>
      )}

      {totp.enabled ? (
        <>
          <p className="text-sm">
            <strong className="text-forest">Activée.</strong> Codes de secours restants : {totp.recoveryCodesLeft}.
          </p>
          <form onSubmit={disable} noValidate className="mt-4 grid max-w-md gap-3">
            <h3 className="text-sm font-semibold text-forest-dark">Désactiver la double authentification</h3>
            <Field label="Mot de passe" error={errors.password}>
              {(a11y) => (
                <input
                  {...a11y}
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  className={inputClass}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </Field>
            <Field label="Code de vérification ou code de secours" error={errors.disableCode}>
              {(a11y) => (
                <input
                  {...a11y}
                  name="disableCode"
                  autoComplete="one-time-code"
                  className={inputClass}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              )}
            </Field>
            <button type="submit" className={btnSmallDanger} disabled={busy}>
              Désactiver la double authentification
            </button>
          </form>
        </>
      ) : setup ? (
        <form onSubmit={confirm} noValidate className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
          <img
            src={setup.qr}
            alt="QR code à scanner avec votre application d'authentification"
            width={200}
            height={200}
            className="rounded-lg border border-line bg-white p-2"
          />
          <div className="grid gap-3">
            <p className="text-sm">1. Scannez ce QR code avec votre application d'authentification.</p>
            <p className="text-sm">
              Impossible de scanner ? Saisissez cette clé :{" "}
              <code className="rounded bg-cream px-1.5 py-0.5 font-mono break-all" data-testid="totp-secret">
                {setup.secret}
              </code>
            </p>
            <p className="text-sm">2. Saisissez le code à 6 chiffres affiché par l'application.</p>
            <Field label="Code de vérification" error={errors.code}>
              {(a11y) => (
                <input
                  {...a11y}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  className={`${inputClass} max-w-40 tracking-[0.2em]`}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              )}
            </Field>
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={btnSmallPrimary} disabled={busy}>
                Confirmer l'activation
              </button>
              <button type="button" className={btnSmall} onClick={() => setSetup(null)}>
                Annuler
              </button>
            </div>
          </div>
        </form>
      ) : (
        <button type="button" className={btnSmallPrimary} onClick={begin} disabled={busy}>
          Activer la double authentification
        </button>
      )}
    </Card>
  );
}
