import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { btnSmallPrimary } from "#app/ui/buttons.ts";
import { CreateAndOpenButton } from "#app/ui/create-and-open.tsx";
import { adminPaths } from "#app/lib/paths.ts";

/** Re-reads a chantier and the lists after a change. */
export function useRefreshChantier(id: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ["/api/chantiers", String(id)] });
    void client.invalidateQueries({ queryKey: ["/api/chantiers"] });
  };
}

/** « Ajouter une note »: an internal note (never shown to the client). */
export function AddNote({ chantierId }: { chantierId: number }) {
  const [body, setBody] = useState("");
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshChantier(chantierId);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await apiJson("POST", `/api/chantiers/${chantierId}/notes`, { body });
      setBody("");
      toast({ title: "Note ajoutée", variant: "success" });
      refresh();
    } catch (err) {
      toast({ title: "Note non ajoutée", description: errorMessage(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
      <label htmlFor={`note-${chantierId}`} className="text-sm font-semibold text-forest-dark">
        Ajouter une note
      </label>
      <textarea
        id={`note-${chantierId}`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={3}
        maxLength={4000}
        required
        className="rounded-xl border border-line p-3 text-base"
        placeholder="Mesures prises, matériel manquant, remarque du client…"
      />
      <button type="submit" className={`${btnSmallPrimary} self-start`} disabled={busy || !body.trim()}>
        Ajouter la note
      </button>
    </form>
  );
}

/** « Ouvrir le chantier » on a lead marked « Signé » (or the chantier already opened from it). */
export function OpenChantierButton({ kind, leadId, className }: { kind: string; leadId: number; className: string }) {
  return (
    <CreateAndOpenButton
      label="Ouvrir le chantier"
      create={() => apiJson<{ id: number }>("POST", "/api/chantiers", { leadType: kind, leadId })}
      pathOf={adminPaths.chantier}
      className={className}
    />
  );
}
