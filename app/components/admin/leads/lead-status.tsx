import { useMutation } from "@tanstack/react-query";
import { leadStatusOptions } from "../../../../domain/leads";
import { apiJson, errorMessage } from "../../../lib/api-client";
import { toast } from "../../ui/toast";
import { useInvalidateLeads, type LeadRecord } from "./query";

/** The pipeline: nouveau → contacté → devis envoyé → signé, or perdu. One click per step. */
export function LeadStatus({ lead }: { lead: LeadRecord }) {
  const invalidate = useInvalidateLeads();
  const mutation = useMutation({
    mutationFn: (status: string) => apiJson("PATCH", `/api/leads/${lead.kind}/${lead.id}`, { status }),
    onSuccess: async () => {
      await invalidate();
      toast({ title: "Statut mis à jour" });
    },
    onError: (e) => toast({ title: "Erreur", description: errorMessage(e), variant: "destructive" }),
  });
  const current = mutation.isPending ? mutation.variables : lead.status;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-forest-dark">Statut</legend>
      <div role="radiogroup" aria-label="Statut de la demande" className="mt-2 flex flex-wrap gap-2">
        {leadStatusOptions.map((o) => (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={current === o.value}
            disabled={mutation.isPending}
            onClick={() => current !== o.value && mutation.mutate(o.value)}
            className="min-h-9 rounded-full border border-line bg-white px-3.5 py-1.5 text-sm font-medium text-ink transition-colors hover:border-oak disabled:cursor-wait aria-checked:border-forest aria-checked:bg-forest aria-checked:text-cream"
          >
            {o.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
