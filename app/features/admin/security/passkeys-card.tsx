import {
  browserSupportsWebAuthn,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from "@simplewebauthn/browser";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { useRouteLoaderData } from "react-router";
import { ApiError, apiJson, errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { btnSmallDanger, btnSmallPrimary } from "#app/ui/buttons.ts";
import { Card } from "#app/ui/card.tsx";
import { ConfirmDialog } from "#app/ui/confirm-dialog.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { wrongAddressMessage } from "./site-address";
import { formatDateTime, JOURNAL_QUERY, SECURITY_QUERY, type SecurityOverview } from "./types";

/** 'Clés d'accès': add (named), list with last use, remove. */
export function PasskeysCard({ passkeys }: { passkeys: SecurityOverview["passkeys"] }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const wrongAddress = wrongAddressMessage(useRouteLoaderData<{ siteUrl?: string }>("root")?.siteUrl ?? "");
  const [supported, setSupported] = useState(true);
  const [removing, setRemoving] = useState<SecurityOverview["passkeys"][number] | null>(null);

  useEffect(() => setSupported(browserSupportsWebAuthn()), []);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SECURITY_QUERY }),
      queryClient.invalidateQueries({ queryKey: JOURNAL_QUERY }),
    ]);

  async function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setError("Nom de la clé requis");
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const options = await apiJson<PublicKeyCredentialCreationOptionsJSON>("POST", "/api/account/passkeys/options");
      const response = await startRegistration({ optionsJSON: options });
      await apiJson("POST", "/api/account/passkeys", { name: name.trim(), response });
      toast({
        title: "Clé d'accès ajoutée",
        description: `« ${name.trim()} » permet maintenant de se connecter sans mot de passe.`,
        variant: "success",
      });
      setName("");
      await refresh();
    } catch (err) {
      const description =
        wrongAddress() ??
        (err instanceof ApiError
          ? err.serverMessage
          : "L'appareil n'a pas créé de clé d'accès (opération annulée ou non prise en charge).");
      toast({ title: "Clé d'accès non ajoutée", description, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function onRemove(id: string) {
    try {
      await apiJson("DELETE", `/api/account/passkeys/${encodeURIComponent(id)}`);
      toast({ title: "Clé d'accès supprimée", variant: "success" });
      await refresh();
    } catch (err) {
      toast({ title: "Clé d'accès non supprimée", description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Card
      title="Clés d'accès"
      description="Connectez-vous sans mot de passe avec Face ID, Touch ID, Windows Hello, le code de votre téléphone ou une clé de sécurité."
    >
      {passkeys.length === 0 ? (
        <p className="text-sm text-muted">Aucune clé d'accès pour l'instant.</p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Clés d'accès enregistrées">
          {passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-forest-dark">{p.name}</p>
                <p className="text-xs text-muted">
                  Ajoutée le {formatDateTime(p.createdAt)} · Dernière utilisation : {formatDateTime(p.lastUsedAt)}
                </p>
              </div>
              <button
                type="button"
                className={btnSmallDanger}
                onClick={() => setRemoving(p)}
                aria-label={`Supprimer la clé ${p.name}`}
              >
                Supprimer
              </button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form onSubmit={onAdd} noValidate className="mt-4 flex flex-wrap items-end gap-3">
          <Field
            label="Nom de la clé"
            error={error}
            hint="Par exemple : iPhone de Pierre, ordinateur de l'atelier."
            className="min-w-56 flex-1"
          >
            {(a11y) => (
              <input
                {...a11y}
                name="passkeyName"
                maxLength={60}
                className={inputClass}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </Field>
          <button type="submit" className={btnSmallPrimary} disabled={busy}>
            {busy ? "En attente de l'appareil..." : "Ajouter une clé d'accès"}
          </button>
        </form>
      ) : (
        <p className="mt-4 text-sm text-muted">Ce navigateur ne permet pas d'utiliser les clés d'accès.</p>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Supprimer cette clé d'accès ?"
        description={`« ${removing?.name ?? ""} » ne permettra plus de se connecter. Pensez aussi à la retirer de l'appareil.`}
        confirmLabel="Supprimer"
        onConfirm={() => {
          if (removing) void onRemove(removing.id);
          setRemoving(null);
        }}
      />
    </Card>
  );
}
