import { FileText, Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { imageStyleLabels, imageStyleValues, missingMediaDescription, type ImageStyle } from "#domain/ai-labels.ts";
import { mediaTypeNouns } from "#domain/media.ts";
import type { MediaItem, MediaType } from "#domain/schemas/content.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { generateMedia, toMediaItem, useAiStatus, type MediaAnswer } from "#app/features/admin/data/ai-client.ts";
import { MediaTypeSelect } from "./media-type-select";
import { Field, inputClass } from "#app/ui/field.tsx";
import { ErrorNote, SelectField, Spinner } from "#app/ui/controls.tsx";
import { ProviderBadge } from "#app/ui/provider-badge.tsx";

interface Props {
  types: readonly MediaType[];
  initialType: MediaType;
  onAdded(item: MediaItem): void;
}

function Preview({ media }: { media: MediaAnswer }) {
  if (media.type === "image")
    return (
      <img
        src={media.url}
        alt={media.altText || media.description}
        className="aspect-[3/2] w-full rounded-xl border border-line object-cover"
      />
    );
  if (media.type === "audio") return <audio controls src={media.url} className="w-full" />;
  if (media.type === "video") return <video controls src={media.url} className="w-full rounded-xl" />;
  return (
    <a
      href={media.url}
      className="flex items-center gap-2 rounded-xl border border-line bg-white px-3 py-3 text-sm font-medium text-walnut underline"
      download
    >
      <FileText className="size-5" aria-hidden="true" />
      {media.fileName || "Document"}
    </a>
  );
}

/** 'Générer avec l'IA': a description, a style for images, then a preview to add. */
export function MediaGeneratePanel({ types, initialType, onAdded }: Props) {
  const id = useId();
  const status = useAiStatus();
  const [type, setType] = useState<MediaType>(initialType);
  const [prompt, setPrompt] = useState("");
  const [style, setStyle] = useState<ImageStyle>("illustration");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<MediaAnswer | null>(null);
  const unavailable = status?.unavailable[type] ?? null;

  async function run() {
    if (!prompt.trim()) {
      toast({ title: "Description requise", description: missingMediaDescription, variant: "destructive" });
      setError(missingMediaDescription);
      return;
    }
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      setResult(await generateMedia(prompt.trim(), type, style));
    } catch (err) {
      setError(errorMessage(err));
      toast({
        title: "Erreur de génération",
        description: `Impossible de générer le ${mediaTypeNouns[type]}`,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-4">
      <MediaTypeSelect
        id={`${id}-type`}
        types={types}
        value={type}
        onChange={(t) => {
          setType(t);
          setResult(null);
          setError(null);
        }}
      />
      {unavailable ? (
        <p
          className="rounded-xl bg-cream px-3 py-3 text-sm text-walnut-dark"
          role="note"
          data-testid="media-unavailable"
        >
          {unavailable}
        </p>
      ) : (
        <>
          <Field
            id={`${id}-prompt`}
            label="Description du média"
            hint={
              type === "document"
                ? "Par exemple : fiche projet d'un dressing en noyer pour une chambre."
                : "Par exemple : cuisine en chêne avec un îlot vert sauge, lumière du matin."
            }
          >
            <textarea
              id={`${id}-prompt`}
              rows={3}
              maxLength={2000}
              className={inputClass}
              aria-describedby={`${id}-prompt-hint`}
              value={prompt}
              onChange={(e) => setPrompt(e.target.value)}
            />
          </Field>
          {type === "image" && (
            <SelectField<ImageStyle>
              id={`${id}-style`}
              label="Style"
              value={style}
              onChange={setStyle}
              options={imageStyleValues.map((s) => ({ value: s, label: imageStyleLabels[s] }))}
            />
          )}
          <div className="flex justify-end">
            <button type="button" className="btn-outline" onClick={run} disabled={busy}>
              {busy ? (
                <Spinner label="Génération en cours…" />
              ) : (
                <>
                  <Sparkles className="size-4" aria-hidden="true" />
                  Générer
                </>
              )}
            </button>
          </div>
        </>
      )}
      <ErrorNote message={error} />
      {result && (
        <div className="grid gap-3" data-testid="generated-media">
          <Preview media={result} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            {result.provider && <ProviderBadge provider={result.provider} />}
            <button type="button" className="btn-primary" onClick={() => onAdded(toMediaItem(result))}>
              Ajouter
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
