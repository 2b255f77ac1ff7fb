import { Crosshair, Sparkles } from "lucide-react";
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from "react";
import { ALT_TEXT_MAX } from "#domain/alt-text.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { btnSmall, btnSmallPrimary } from "#app/ui/buttons.ts";
import { Field, inputClass } from "#app/ui/field.tsx";

interface MediaDetails {
  id: string;
  url: string;
  type: string;
  description: string;
  altText: string;
  focalX: number;
  focalY: number;
}

const mediaId = (url: string) => /^\/media\/([a-z0-9][a-z0-9-]{0,120})\//.exec(url)?.[1] ?? null;

/**
 * Alt text and focal point of an image of the media library, under the image field of an editor.
 * The focal point is chosen by clicking on the image (or with the arrow keys): every crop of the
 * site (cards, Open Graph image, thumbnails) keeps it in view.
 */
export function ImageDetails({ url }: { url: string }) {
  const id = mediaId(url);
  const [media, setMedia] = useState<MediaDetails | null>(null);
  const [alt, setAlt] = useState("");
  const [focal, setFocal] = useState({ x: 50, y: 50 });
  const [busy, setBusy] = useState<"save" | "suggest" | null>(null);

  useEffect(() => {
    setMedia(null);
    if (!id) return;
    let live = true;
    apiJson<MediaDetails>("GET", `/api/media/${id}`)
      .then((m) => {
        if (!live) return;
        setMedia(m);
        setAlt(m.altText);
        setFocal({ x: m.focalX, y: m.focalY });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [id]);

  if (!id || !media || media.type !== "image") return null;
  const changed = alt.trim() !== media.altText || focal.x !== media.focalX || focal.y !== media.focalY;

  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setFocal({
      x: Math.round(Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100))),
      y: Math.round(Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100))),
    });
  };
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowLeft: [-5, 0], ArrowRight: [5, 0], ArrowUp: [0, -5], ArrowDown: [0, 5] }[event.key];
    if (!step) return;
    event.preventDefault();
    setFocal((f) => ({ x: Math.min(100, Math.max(0, f.x + step[0]!)), y: Math.min(100, Math.max(0, f.y + step[1]!)) }));
  };

  async function suggest() {
    setBusy("suggest");
    try {
      const { altText } = await apiJson<{ altText: string }>("POST", `/api/media/${id}/suggest-alt`, {});
      if (altText) setAlt(altText);
      else toast({ title: "Aucune suggestion", description: "Décrivez l'image vous-même : sa description est vide." });
    } catch (err) {
      toast({ title: "Suggestion impossible", description: errorMessage(err), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  async function save() {
    setBusy("save");
    try {
      const saved = await apiJson<MediaDetails>("PATCH", `/api/media/${id}`, {
        altText: alt.trim(),
        focalX: focal.x,
        focalY: focal.y,
      });
      setMedia(saved);
      toast({
        title: "Image enregistrée",
        description: "Texte alternatif et point d'intérêt mis à jour",
        variant: "success",
      });
    } catch (err) {
      toast({ title: "Erreur de sauvegarde", description: errorMessage(err), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid gap-3 rounded-xl border border-line bg-white p-3" data-testid="image-details">
      <div className="grid gap-1.5">
        <p className="text-sm font-medium text-forest-dark">Point d'intérêt</p>
        <button
          type="button"
          onClick={pick}
          onKeyDown={nudge}
          className="relative block w-full max-w-sm cursor-crosshair overflow-hidden rounded-lg border border-line focus-visible:ring-2 focus-visible:ring-oak-dark"
          aria-label={`Point d'intérêt : ${focal.x} % depuis la gauche, ${focal.y} % depuis le haut. Cliquez sur l'image ou utilisez les flèches pour le déplacer.`}
        >
          <img src={media.url} alt="" className="block w-full" />
          <span
            aria-hidden="true"
            className="absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-oak-dark/70 shadow"
            style={{ left: `${focal.x}%`, top: `${focal.y}%` }}
          />
        </button>
        <p className="flex items-center gap-1.5 text-xs text-muted">
          <Crosshair aria-hidden="true" className="size-3.5" />
          Les recadrages du site (cartes, image de partage 1200×630, vignettes) gardent ce point visible.
        </p>
      </div>
      <Field
        label="Texte alternatif"
        hint={alt.trim() ? `${alt.trim().length}/${ALT_TEXT_MAX} caractères conseillés` : undefined}
        error={
          alt.trim()
            ? undefined
            : "Cette image n'a pas de texte alternatif : les lecteurs d'écran et la recherche d'images n'en sauront rien."
        }
      >
        {(a11y) => (
          <input
            {...a11y}
            className={inputClass}
            value={alt}
            maxLength={ALT_TEXT_MAX * 2}
            onChange={(e) => setAlt(e.target.value)}
            placeholder="Ce que montre l'image, en une phrase"
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={btnSmall} onClick={suggest} disabled={busy !== null}>
          <Sparkles aria-hidden="true" className="size-4" />
          Suggérer un texte
        </button>
        <button type="button" className={btnSmallPrimary} onClick={save} disabled={busy !== null || !changed}>
          {busy === "save" ? "Enregistrement…" : "Enregistrer l'image"}
        </button>
      </div>
    </div>
  );
}
