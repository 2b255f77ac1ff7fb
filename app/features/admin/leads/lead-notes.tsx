import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { btnSmallPrimary } from "#app/ui/buttons.ts";
import { useInvalidateLeads, type LeadRecord } from "./query";

/** Internal notes: only the admin sees them (never sent to the visitor). */
export function LeadNotes({ lead }: { lead: LeadRecord }) {
  const id = useId();
  const [notes, setNotes] = useState(lead.notes);
  const invalidate = useInvalidateLeads();
  const mutation = useMutation({
    mutationFn: () => apiJson("PATCH", `/api/leads/${lead.kind}/${lead.id}`, { notes }),
    onSuccess: async () => {
      await invalidate();
      toast({ title: "Notes enregistrées" });
    },
    onError: (e) => toast({ title: "Erreur", description: errorMessage(e), variant: "destructive" }),
  });
  const dirty = notes !== lead.notes;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        mutation.mutate();
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-forest-dark">
        Notes internes
      </label>
      <textarea
        id={id}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        rows={5}
        maxLength={10_000}
        placeholder="Appels, rendez-vous, mesures prises…"
        className="mt-2 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base focus:border-oak-dark focus:ring-3 focus:ring-oak/35 focus:outline-none"
      />
      <button type="submit" disabled={!dirty || mutation.isPending} className={`${btnSmallPrimary} mt-3`}>
        {mutation.isPending ? "Enregistrement..." : "Enregistrer les notes"}
      </button>
    </form>
  );
}
