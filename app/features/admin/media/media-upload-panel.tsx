import { FileUp } from "lucide-react";
import { useId, useRef, useState } from "react";
import {
  formatLimit,
  formatMegabytes,
  mediaAccept,
  mediaFormatsHint,
  mediaMaxBytes,
  mediaTypeNouns,
} from "#domain/media.ts";
import type { MediaItem, MediaType } from "#domain/schemas/content.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { toMediaItem } from "#app/features/admin/data/ai-client.ts";
import { MediaTypeSelect } from "./media-type-select";
import { Field, inputClass } from "#app/ui/field.tsx";
import { ErrorNote, ProgressBar, Spinner } from "#app/ui/controls.tsx";
import { uploadMedia } from "./upload";

interface Props {
  types: readonly MediaType[];
  initialType: MediaType;
  onAdded(item: MediaItem): void;
}

/** 'Depuis un fichier': choose a file (name and size in Mo shown), then add it with a progress bar. */
export function MediaUploadPanel({ types, initialType, onAdded }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<MediaType>(initialType);
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const tooBig = file ? file.size > mediaMaxBytes[type] : false;

  async function add() {
    if (!file || tooBig) return;
    setError(null);
    setProgress(0);
    try {
      const answer = await uploadMedia(file, type, description.trim(), setProgress);
      if (type === "image")
        toast({ title: "Image uploadée", description: "L'image a été ajoutée avec succès", variant: "success" });
      else
        toast({
          title: "Fichier uploadé",
          description: `Le ${mediaTypeNouns[type]} a été ajouté avec succès`,
          variant: "success",
        });
      onAdded(toMediaItem(answer));
    } catch (err) {
      setError(errorMessage(err));
      toast({
        title: "Erreur lors de l'upload",
        description: `Impossible d'uploader le ${mediaTypeNouns[type]}`,
        variant: "destructive",
      });
    } finally {
      setProgress(null);
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
          setFile(null);
          if (input.current) input.current.value = "";
        }}
      />
      <div className="grid gap-1.5">
        <label
          htmlFor={`${id}-file`}
          data-over={over || undefined}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setOver(false);
            const dropped = e.dataTransfer.files[0];
            if (dropped) {
              setError(null);
              setFile(dropped);
            }
          }}
          className="flex min-h-24 data-over:border-forest data-over:bg-cream cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-line bg-white px-4 py-5 text-center text-sm text-muted transition hover:border-oak-dark focus-within:border-oak-dark"
        >
          <FileUp className="size-6 text-oak-dark" aria-hidden="true" />
          <span className="font-medium text-forest-dark">
            {file ? "Choisir un autre fichier" : "Choisir un fichier ou le glisser ici"}
          </span>
          <span className="text-xs">
            {mediaFormatsHint[type]} · {formatLimit(type)} maximum
          </span>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={mediaAccept[type]}
            className="sr-only"
            onChange={(e) => {
              setError(null);
              setFile(e.target.files?.[0] ?? null);
            }}
          />
        </label>
        {file && (
          <p
            className="flex flex-wrap justify-between gap-2 rounded-lg bg-cream px-3 py-2 text-sm"
            data-testid="chosen-file"
          >
            <span className="min-w-0 truncate font-medium text-forest-dark">{file.name}</span>
            <span className={tooBig ? "text-danger" : "text-muted"}>{formatMegabytes(file.size)}</span>
          </p>
        )}
        {tooBig && <ErrorNote message={`Fichier trop volumineux (${formatLimit(type)} maximum)`} />}
      </div>
      <Field id={`${id}-description`} label={type === "image" ? "Description (texte alternatif)" : "Description"}>
        <input
          id={`${id}-description`}
          className={inputClass}
          maxLength={500}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      {progress !== null && <ProgressBar value={progress} label="Envoi du fichier" />}
      <ErrorNote message={error} />
      <div className="flex justify-end">
        <button type="button" className="btn-primary" onClick={add} disabled={!file || tooBig || progress !== null}>
          {progress !== null ? <Spinner label="Envoi…" /> : "Ajouter"}
        </button>
      </div>
    </div>
  );
}
