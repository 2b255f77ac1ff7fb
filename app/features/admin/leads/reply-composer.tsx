import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router";
import { fillTemplate, type ReplyTemplate } from "#domain/lead-followup.ts";
import { optionLabel, projectTypeOptions } from "#domain/schemas/lead-options.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { useBusiness } from "#app/lib/business.ts";
import { toast } from "#app/ui/toast.tsx";
import { btnSmall, btnSmallPrimary } from "#app/ui/buttons.ts";
import { useInvalidateLeads, type LeadRecord } from "./query";
import { adminPaths } from "#app/lib/paths.ts";

const field =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base focus:border-oak-dark focus:ring-3 focus:ring-oak/35 focus:outline-none";

function values(lead: LeadRecord, business: { name: string; phone: string }) {
  const quote = lead.kind === "quote";
  return {
    "{prénom}": String((quote ? lead.firstName : lead.prenom) ?? ""),
    "{nom}": String((quote ? lead.lastName : lead.nom) ?? ""),
    "{type de projet}": quote ? optionLabel(projectTypeOptions, String(lead.projectType)).toLowerCase() : "projet",
    "{atelier}": business.name,
    "{téléphone}": business.phone,
  };
}

/**
 * 'Répondre': a composer prefilled from a template (editable in /admin/demandes/modeles), sent
 * through the outbox; the reply shows in the timeline with its delivery status.
 */
export function ReplyComposer({ lead, onClose }: { lead: LeadRecord; onClose(): void }) {
  const id = useId();
  const business = useBusiness();
  const invalidate = useInvalidateLeads();
  const { data } = useQuery<{ templates: ReplyTemplate[] }>({ queryKey: ["/api/leads/templates"] });
  const templates = data?.templates ?? [];
  const [chosen, setChosen] = useState(0);
  const [draft, setDraft] = useState<{ subject: string; body: string } | null>(null);
  const template = templates[chosen];
  const current =
    draft ??
    (template
      ? {
          subject: fillTemplate(template.subject, values(lead, business)),
          body: fillTemplate(template.body, values(lead, business)),
        }
      : null);
  const mutation = useMutation({
    mutationFn: (body: { subject: string; body: string }) =>
      apiJson<{ emailStatus: string }>("POST", `/api/leads/${lead.kind}/${lead.id}/reply`, body),
    onSuccess: async (result) => {
      await invalidate();
      // Never « envoyée » when nothing leaves: the lead also stays where it was.
      toast(
        result.emailStatus === "not_configured"
          ? {
              title: "Réponse enregistrée, pas encore envoyée : la messagerie n'est pas configurée",
              description: "Configurez-la dans « Messagerie », puis « Renvoyer » depuis cette demande.",
              variant: "destructive",
            }
          : { title: "Réponse envoyée", description: `Elle part à ${lead.email} dans quelques secondes.` },
      );
      onClose();
    },
    onError: (e) => toast({ title: "Erreur", description: errorMessage(e), variant: "destructive" }),
  });
  if (!current) return <p className="text-sm text-muted">Chargement des modèles…</p>;
  return (
    <form
      aria-label="Répondre à la demande"
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        mutation.mutate(current);
      }}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="font-sans text-base font-semibold text-forest-dark">Répondre à {lead.email}</h2>
        <Link to={adminPaths.replyTemplates} className="text-sm text-walnut underline-offset-2 hover:underline">
          Modifier les modèles
        </Link>
      </div>
      {templates.length > 1 && (
        <label className="block text-sm font-medium text-forest-dark">
          Modèle
          <select
            value={chosen}
            onChange={(e) => {
              setChosen(Number(e.target.value));
              setDraft(null);
            }}
            className={field}
          >
            {templates.map((t, i) => (
              <option key={i} value={i}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label htmlFor={`${id}-subject`} className="block text-sm font-medium text-forest-dark">
        Objet
      </label>
      <input
        id={`${id}-subject`}
        value={current.subject}
        maxLength={200}
        onChange={(e) => setDraft({ ...current, subject: e.target.value })}
        className={field}
      />
      <label htmlFor={`${id}-body`} className="block text-sm font-medium text-forest-dark">
        Message
      </label>
      <textarea
        id={`${id}-body`}
        rows={12}
        value={current.body}
        maxLength={20_000}
        onChange={(e) => setDraft({ ...current, body: e.target.value })}
        className={field}
      />
      <p className="text-xs text-muted">
        Envoyé par l'adresse du site ; la réponse du client arrivera dans la boîte de l'atelier.
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={mutation.isPending || !current.subject.trim() || !current.body.trim()}
          className={btnSmallPrimary}
        >
          {mutation.isPending ? "Envoi..." : "Envoyer la réponse"}
        </button>
        <button type="button" onClick={onClose} className={btnSmall}>
          Annuler
        </button>
      </div>
    </form>
  );
}
