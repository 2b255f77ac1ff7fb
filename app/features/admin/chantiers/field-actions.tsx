import { useQueryClient } from "@tanstack/react-query";
import { Camera, Loader2 } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { btnSmallPrimary } from "#app/ui/buttons.ts";
import { uploadChantierPhoto } from "./upload.ts";

/** Re-reads a chantier and the lists after a change. */
export function useRefreshChantier(id: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ["/api/chantiers", String(id)] });
    void client.invalidateQueries({ queryKey: ["/api/chantiers"] });
  };
}

/** « Prendre une photo »: the phone's camera (capture), then the upload, one photo after another. */
export function TakePhoto({ chantierId }: { chantierId: number }) {
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(0);
  const refresh = useRefreshChantier(chantierId);
  async function send(files: FileList | null) {
    const list = Array.from(files ?? []);
    if (input.current) input.current.value = "";
    for (const file of list) {
      setSending((n) => n + 1);
      try {
        await uploadChantierPhoto(chantierId, file);
        toast({ title: "Photo envoyée", variant: "success" });
      } catch (err) {
        toast({ title: "Photo non envoyée", description: errorMessage(err), variant: "destructive" });
      } finally {
        setSending((n) => n - 1);
      }
    }
    refresh();
  }
  return (
    <label className="flex min-h-16 w-full cursor-pointer items-center justify-center gap-3 rounded-2xl bg-forest px-6 py-4 text-lg font-semibold text-cream shadow-card hover:bg-forest-dark focus-within:ring-2 focus-within:ring-oak">
      {sending > 0 ? (
        <Loader2 aria-hidden="true" className="size-6 animate-spin" />
      ) : (
        <Camera aria-hidden="true" className="size-6" />
      )}
      {sending > 0 ? `Envoi en cours (${sending})…` : "Prendre une photo"}
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        onChange={(e) => void send(e.target.files)}
      />
    </label>
  );
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
