import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { leadStatusOptions } from "#domain/lead-labels.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { btnSmallPrimary } from "#app/ui/buttons.ts";
import { formatDateTime } from "./format";
import { useInvalidateLeads, type LeadRecord } from "./query";

/** 'YYYY-MM-DDTHH:mm' in the browser's time zone, for a datetime-local input. */
function localInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The pipeline: nouveau → contacté → visite prévue (with its date) → devis envoyé → signé, or
 * perdu. One click per step; 'Visite prévue' asks for the date first.
 */
export function LeadStatus({ lead }: { lead: LeadRecord }) {
  const id = useId();
  const invalidate = useInvalidateLeads();
  const visitAt = (lead.visitAt as string | null | undefined) ?? null;
  const [askVisit, setAskVisit] = useState(false);
  const [visit, setVisit] = useState(localInput(visitAt));
  const mutation = useMutation({
    mutationFn: (patch: { status: string; visitAt?: string }) =>
      apiJson("PATCH", `/api/leads/${lead.kind}/${lead.id}`, patch),
    onSuccess: async () => {
      setAskVisit(false);
      await invalidate();
      toast({ title: "Statut mis à jour" });
    },
    onError: (e) => toast({ title: "Erreur", description: errorMessage(e), variant: "destructive" }),
  });
  const current = mutation.isPending ? mutation.variables.status : lead.status;
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
            onClick={() => {
              if (o.value === "visite-prevue") return setAskVisit(true);
              if (current !== o.value) mutation.mutate({ status: o.value });
            }}
            className="min-h-9 rounded-full border border-line bg-white px-3.5 py-1.5 text-sm font-medium text-ink transition-colors hover:border-oak disabled:cursor-wait aria-checked:border-forest aria-checked:bg-forest aria-checked:text-cream"
          >
            {o.label}
          </button>
        ))}
      </div>
      {lead.status === "visite-prevue" && visitAt && !askVisit && (
        <p className="mt-2 text-sm text-muted">Visite le {formatDateTime(visitAt)}</p>
      )}
      {askVisit && (
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (visit) mutation.mutate({ status: "visite-prevue", visitAt: new Date(visit).toISOString() });
          }}
        >
          <label htmlFor={`${id}-visit`} className="block text-sm font-medium text-forest-dark">
            Date de la visite
            <input
              id={`${id}-visit`}
              type="datetime-local"
              required
              value={visit}
              onChange={(e) => setVisit(e.target.value)}
              className="mt-1 block rounded-lg border border-line bg-white px-3 py-2 text-base"
            />
          </label>
          <button type="submit" disabled={!visit || mutation.isPending} className={btnSmallPrimary}>
            Enregistrer la visite
          </button>
        </form>
      )}
    </fieldset>
  );
}
