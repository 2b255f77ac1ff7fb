import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { btnSmall, btnSmallDanger } from "#app/ui/buttons.ts";
import { ConfirmDialog } from "#app/ui/confirm-dialog.tsx";
import { useInvalidateLeads, type LeadRecord } from "./query";
import { adminPaths } from "#app/lib/paths.ts";

const fail = (e: unknown) => toast({ title: "Erreur", description: errorMessage(e), variant: "destructive" });

/** Spam flag, and deletion on the visitor's request (RGPD): the lead and its e-mails. */
export function LeadActions({ lead }: { lead: LeadRecord }) {
  const invalidate = useInvalidateLeads();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const url = `/api/leads/${lead.kind}/${lead.id}`;
  const spam = useMutation({
    mutationFn: () => apiJson("PATCH", url, { isSpam: !lead.isSpam }),
    onSuccess: async () => {
      await invalidate();
      toast({ title: lead.isSpam ? "Demande remise dans la boîte de réception" : "Demande classée comme indésirable" });
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => apiJson("DELETE", url),
    onSuccess: async () => {
      await invalidate();
      toast({ title: "Demande supprimée", description: "La demande et ses e-mails ont été effacés." });
      navigate(adminPaths.leads);
    },
    onError: fail,
  });

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={() => spam.mutate()} disabled={spam.isPending} className={btnSmall}>
        {lead.isSpam ? "Ce n'est pas un spam" : "Marquer comme spam"}
      </button>
      <button type="button" onClick={() => setConfirming(true)} disabled={remove.isPending} className={btnSmallDanger}>
        Supprimer…
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Supprimer définitivement cette demande ?"
        description="La demande et tous ses e-mails seront effacés (droit à l'effacement, RGPD). Cette action est irréversible."
        confirmLabel="Supprimer définitivement"
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}
