import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { templatePlaceholders, type ReplyTemplate } from "#domain/lead-followup.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { EnsureQueryClient, useInvalidateLeads } from "#app/features/admin/leads/query.tsx";
import { btnSmall, btnSmallDanger, btnSmallPrimary } from "#app/ui/buttons.ts";
import { toast } from "#app/ui/toast.tsx";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import type { Route } from "./+types/reply-templates";
import { adminPaths } from "#app/lib/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Modèles de réponse", matches);

const field =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base focus:border-oak-dark focus:ring-3 focus:ring-oak/35 focus:outline-none";

/** /admin/demandes/modeles: the templates of the reply composer. */
export default function ReplyTemplatesScreen() {
  return (
    <EnsureQueryClient>
      <Editor />
    </EnsureQueryClient>
  );
}

function Editor() {
  const { data } = useQuery<{ templates: ReplyTemplate[] }>({
    queryKey: ["/api/leads/templates"],
    refetchOnMount: "always",
  });
  return (
    <main className={pageClass}>
      <Link to={adminPaths.leads} className="text-sm font-medium text-walnut underline-offset-2 hover:underline">
        ← Toutes les demandes
      </Link>
      <PageHeader
        title="Modèles de réponse"
        description={`Repères remplacés à l'ouverture du formulaire de réponse : ${templatePlaceholders.join(", ")}.`}
      />
      {data ? (
        <Templates key={JSON.stringify(data.templates)} initial={data.templates} />
      ) : (
        <p className="text-muted">Chargement…</p>
      )}
    </main>
  );
}

function Templates({ initial }: { initial: ReplyTemplate[] }) {
  const [list, setList] = useState(initial);
  const invalidate = useInvalidateLeads();
  const mutation = useMutation({
    mutationFn: () => apiJson("PUT", "/api/leads/templates", { templates: list }),
    onSuccess: async () => {
      await invalidate();
      toast({ title: "Modèles enregistrés" });
    },
    onError: (e) => toast({ title: "Erreur de sauvegarde", description: errorMessage(e), variant: "destructive" }),
  });
  const set = (i: number, patch: Partial<ReplyTemplate>) =>
    setList((l) => l.map((t, j) => (j === i ? { ...t, ...patch } : t)));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        mutation.mutate();
      }}
      className="space-y-6"
    >
      {list.map((t, i) => (
        <fieldset key={i} className="space-y-2 rounded-2xl border border-line bg-white p-5">
          <legend className="px-1 text-sm font-semibold text-forest-dark">Modèle {i + 1}</legend>
          <label className="block text-sm font-medium">
            Nom
            <input value={t.name} maxLength={80} onChange={(e) => set(i, { name: e.target.value })} className={field} />
          </label>
          <label className="block text-sm font-medium">
            Objet
            <input
              value={t.subject}
              maxLength={200}
              onChange={(e) => set(i, { subject: e.target.value })}
              className={field}
            />
          </label>
          <label className="block text-sm font-medium">
            Texte
            <textarea
              rows={10}
              value={t.body}
              maxLength={10_000}
              onChange={(e) => set(i, { body: e.target.value })}
              className={field}
            />
          </label>
          {list.length > 1 && (
            <button
              type="button"
              onClick={() => setList((l) => l.filter((_, j) => j !== i))}
              className={btnSmallDanger}
            >
              Supprimer ce modèle
            </button>
          )}
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => setList((l) => [...l, { name: "Nouveau modèle", subject: "", body: "Bonjour {prénom},\n\n" }])}
          className={btnSmall}
        >
          Ajouter un modèle
        </button>
        <button type="submit" disabled={mutation.isPending} className={btnSmallPrimary}>
          {mutation.isPending ? "Enregistrement..." : "Enregistrer les modèles"}
        </button>
      </div>
    </form>
  );
}
