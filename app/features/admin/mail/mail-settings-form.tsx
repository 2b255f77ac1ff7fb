import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { smtpSecurityOptions, type MailSettingsView, type SmtpSecurity } from "#domain/schemas/mail-settings.ts";
import { apiJson, errorMessage, fieldErrors } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { Card } from "#app/ui/card.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { btnSmall, btnSmallPrimary } from "#app/ui/buttons.ts";

const defaultPort: Record<SmtpSecurity, number> = { tls: 465, starttls: 587, none: 25 };

function Status({ view }: { view: MailSettingsView }) {
  if (view.source === "server")
    return (
      <p role="status" className="rounded-xl border border-line bg-paper p-3 text-sm">
        <strong className="font-semibold text-success">Messagerie configurée par l'installateur du site.</strong> Ses
        réglages s'appliquent et ont priorité : ceux de cet écran ne sont pas utilisés tant qu'ils existent.
      </p>
    );
  if (view.source === "admin")
    return (
      <p role="status" className="rounded-xl border border-line bg-paper p-3 text-sm">
        <strong className="font-semibold text-success">Messagerie configurée.</strong> Les e-mails partent par le
        serveur ci-dessous.
      </p>
    );
  return (
    <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <strong className="font-semibold">La messagerie n'est pas configurée : aucun e-mail ne part.</strong> Indiquez le
      serveur d'envoi de votre boîte e-mail (votre hébergeur ou fournisseur d'adresse le donne dans son aide, rubrique «
      SMTP »).
    </p>
  );
}

/** « Messagerie »: the SMTP server (the password written, never shown back) and « Envoyer un e-mail de test ». */
export function MailSettingsForm({ initial }: { initial: MailSettingsView }) {
  const revalidator = useRevalidator();
  const [view, setView] = useState(initial);
  const s = view.settings;
  const [host, setHost] = useState(s?.host ?? "");
  const [port, setPort] = useState(String(s?.port ?? 587));
  const [security, setSecurity] = useState<SmtpSecurity>(s?.security ?? "starttls");
  const [user, setUser] = useState(s?.user ?? "");
  const [password, setPassword] = useState("");
  const [from, setFrom] = useState(s?.from ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [to, setTo] = useState(view.testTo);
  const [testing, setTesting] = useState(false);
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function save(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      const next = await apiJson<MailSettingsView>("PUT", "/api/admin/messagerie", {
        host,
        port,
        security,
        user,
        password,
        from,
      });
      setView(next);
      setPassword("");
      // The banners of the other screens follow.
      void revalidator.revalidate();
      toast({
        title: "Messagerie enregistrée",
        description: "Envoyez un e-mail de test pour vérifier.",
        variant: "success",
      });
    } catch (err) {
      setErrors(fieldErrors(err));
      toast({ title: "Messagerie non enregistrée", description: errorMessage(err), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  async function sendTest() {
    setTesting(true);
    setTestResult(null);
    try {
      await apiJson("POST", "/api/admin/messagerie/test", { to });
      setTestResult({
        ok: true,
        text: `E-mail de test envoyé à ${to}. Vérifiez qu'il est arrivé (et les indésirables).`,
      });
    } catch (err) {
      setTestResult({ ok: false, text: `E-mail de test non envoyé : ${errorMessage(err)}` });
    } finally {
      setTesting(false);
    }
  }

  const grid = "grid gap-4 sm:grid-cols-2";
  return (
    <div className="space-y-6">
      <Status view={view} />
      <form onSubmit={save} noValidate className="space-y-6">
        <Card
          title="Serveur d'envoi (SMTP)"
          description="Les informations d'envoi de votre boîte e-mail professionnelle : adresse du serveur, port, sécurité, identifiant et mot de passe."
        >
          <div className={grid}>
            <Field label="Serveur d'envoi" hint="Par exemple : ssl0.ovh.net, smtp.gmail.com" error={errors.host}>
              {(p) => (
                <input
                  {...p}
                  value={host}
                  onChange={(e) => setHost(e.target.value)}
                  className={inputClass}
                  autoComplete="off"
                />
              )}
            </Field>
            <Field label="Sécurité de la connexion" error={errors.security}>
              {(p) => (
                <select
                  {...p}
                  value={security}
                  onChange={(e) => {
                    const next = e.target.value as SmtpSecurity;
                    // The usual port follows, unless the admin typed another one.
                    if (Object.values(defaultPort).includes(Number(port))) setPort(String(defaultPort[next]));
                    setSecurity(next);
                  }}
                  className={inputClass}
                >
                  {smtpSecurityOptions.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Port" error={errors.port}>
              {(p) => (
                <input
                  {...p}
                  inputMode="numeric"
                  value={port}
                  onChange={(e) => setPort(e.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
            <Field label="Identifiant" hint="Souvent l'adresse e-mail complète" error={errors.user} optional>
              {(p) => (
                <input
                  {...p}
                  value={user}
                  onChange={(e) => setUser(e.target.value)}
                  className={inputClass}
                  autoComplete="off"
                />
              )}
            </Field>
            <Field
              label="Mot de passe"
              optional
              error={errors.password}
              hint={
                s?.passwordUnreadable
                  ? "Le mot de passe enregistré ne peut plus être lu (le dossier de données a changé) : saisissez-le à nouveau."
                  : s?.hasPassword
                    ? "Un mot de passe est enregistré (chiffré, jamais réaffiché). Laissez vide pour le garder : il est oublié si le serveur, le port, l'identifiant ou la sécurité changent."
                    : "Enregistré chiffré ; il ne sera jamais réaffiché."
              }
            >
              {(p) => (
                <input
                  {...p}
                  type="password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  className={inputClass}
                  autoComplete="new-password"
                  placeholder={s?.hasPassword && !s.passwordUnreadable ? "••••••••" : ""}
                />
              )}
            </Field>
            <Field
              label="Adresse d'expéditeur"
              optional
              hint="L'adresse qui envoie. Par défaut : l'identifiant s'il est une adresse e-mail."
              error={errors.from}
            >
              {(p) => (
                <input
                  {...p}
                  type="email"
                  value={from}
                  onChange={(e) => setFrom(e.target.value)}
                  className={inputClass}
                  autoComplete="off"
                />
              )}
            </Field>
          </div>
          <div className="mt-5">
            <button type="submit" disabled={saving} className={btnSmallPrimary}>
              {saving ? "Enregistrement…" : "Enregistrer la messagerie"}
            </button>
          </div>
        </Card>
      </form>
      <Card
        title="Envoyer un e-mail de test"
        description="Vérifie que le site peut envoyer : l'e-mail part tout de suite, avec les réglages en vigueur."
      >
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Adresse de destination" className="min-w-0 flex-1 basis-64">
            {(p) => (
              <input {...p} type="email" value={to} onChange={(e) => setTo(e.target.value)} className={inputClass} />
            )}
          </Field>
          <button
            type="button"
            onClick={() => void sendTest()}
            disabled={testing || !view.configured || !to.trim()}
            className={btnSmall}
          >
            {testing ? "Envoi…" : "Envoyer un e-mail de test"}
          </button>
        </div>
        {!view.configured && <p className="mt-2 text-xs text-muted">Enregistrez d'abord le serveur d'envoi.</p>}
        {testResult && (
          <p role="status" className={`mt-3 text-sm font-medium ${testResult.ok ? "text-success" : "text-danger"}`}>
            {testResult.text}
          </p>
        )}
      </Card>
    </div>
  );
}
