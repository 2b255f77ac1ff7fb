import { useMutation } from "@tanstack/react-query";
import { AlertDialog } from "radix-ui";
import { useNavigate } from "react-router";
import { apiJson, errorMessage } from "../../../lib/api-client";
import { toast } from "../../ui/toast";
import { useInvalidateLeads, type LeadRecord } from "./query";

const fail = (e: unknown) => toast({ title: "Erreur", description: errorMessage(e), variant: "destructive" });

/** Spam flag, and deletion on the visitor's request (RGPD): the lead and its e-mails. */
export function LeadActions({ lead }: { lead: LeadRecord }) {
  const invalidate = useInvalidateLeads();
  const navigate = useNavigate();
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
      navigate("/admin/demandes");
    },
    onError: fail,
  });

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={() => spam.mutate()} disabled={spam.isPending} className="btn-outline min-h-10 px-4 py-2 text-xs sm:text-sm">
        {lead.isSpam ? "Ce n'est pas un spam" : "Marquer comme spam"}
      </button>
      <AlertDialog.Root>
        <AlertDialog.Trigger className="btn min-h-10 border border-danger/40 px-4 py-2 text-xs text-danger hover:bg-danger/5 sm:text-sm">Supprimer…</AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-forest-dark/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="font-serif text-xl font-semibold text-forest-dark">Supprimer définitivement cette demande ?</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted">
              La demande et tous ses e-mails seront effacés (droit à l'effacement, RGPD). Cette action est irréversible.
            </AlertDialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className="btn-outline min-h-10 px-4 py-2">Annuler</AlertDialog.Cancel>
              <AlertDialog.Action
                onClick={() => remove.mutate()}
                className="btn min-h-10 bg-danger px-4 py-2 text-white hover:bg-danger/90"
              >
                Supprimer définitivement
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
