import { useState, type FormEvent } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { Card } from "#app/ui/card.tsx";
import { btnSmallPrimary } from "#app/ui/buttons.ts";
import { toast } from "#app/ui/toast.tsx";

/**
 * « Votre nom »: the name the member gives himself, used in the greeting (« Bonjour Jean »), the
 * invitations he sends (« Jean Lartigue vous invite… ») and the team's pages.
 */
export function NameCard() {
  const layout = useRouteLoaderData<{ username: string; displayName: string }>("routes/admin/layout");
  const { revalidate } = useRevalidator();
  const [name, setName] = useState(layout?.displayName === layout?.username ? "" : (layout?.displayName ?? ""));
  const [error, setError] = useState("");
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError("");
    try {
      await apiJson("PUT", "/api/account/name", { displayName: name });
      toast({ title: "Nom enregistré", description: `Bonjour ${name.trim()} !`, variant: "success" });
      await revalidate();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card
      title="Votre nom"
      description="Il s'affiche dans l'accueil du tableau de bord, les invitations que vous envoyez et l'historique des demandes."
    >
      <form onSubmit={(e) => void save(e)} className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
          Prénom et nom
          <input
            name="displayName"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={80}
            autoComplete="name"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "nom-erreur" : undefined}
            className="rounded-xl border border-line bg-white px-3 py-2 font-normal"
          />
        </label>
        <button type="submit" className={btnSmallPrimary} disabled={saving}>
          Enregistrer
        </button>
        {error && (
          <p id="nom-erreur" className="w-full text-sm text-danger">
            {error}
          </p>
        )}
      </form>
    </Card>
  );
}
