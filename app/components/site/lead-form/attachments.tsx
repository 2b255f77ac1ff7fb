/** The field of a quote's photos and plans: the file input, its button and drop zone, and the list of files. */
import { useRef, useState, type DragEvent } from "react";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_FIELD,
  ATTACHMENT_FILES_FIELD,
  ATTACHMENT_LABEL,
  MAX_ATTACHMENTS,
  formatMb,
} from "#domain/attachments.ts";
import { FieldError } from "./fields";
import type { AttachmentsState } from "./use-attachments";

/**
 * 'Photos ou plans (facultatif)': a file input that works without JavaScript (multipart, field
 * `files`), offers the camera or the gallery on a phone (no `capture`: the visitor chooses),
 * accepts drag and drop, and lists each file with its size, thumbnail, progress and a remove button.
 */
export function AttachmentField({
  id,
  hydrated,
  state,
  serverError,
}: {
  id: string;
  hydrated: boolean;
  state: AttachmentsState;
  serverError?: string;
}) {
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const error = state.error ?? serverError;
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (e.dataTransfer.files.length) state.add(Array.from(e.dataTransfer.files));
  };
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-forest-dark">
        Photos ou plans <span className="font-normal text-muted">(facultatif)</span>
      </label>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-drop-over={over || undefined}
        className="rounded-lg border-2 border-dashed border-line bg-cream/40 p-4 text-sm text-muted transition-colors data-[drop-over]:border-oak data-[drop-over]:bg-cream"
      >
        <p id={`${id}-hint`}>
          Jusqu'à {MAX_ATTACHMENTS} fichiers (JPEG, PNG, WebP ou PDF), 15 Mo par fichier, 40 Mo au total.
          {hydrated && <span className="hidden sm:inline"> Glissez-les ici ou choisissez-les.</span>}
        </p>
        <input
          ref={input}
          id={id}
          type="file"
          // Without JavaScript the files go with the form; with it, each is sent as soon as picked.
          name={hydrated ? undefined : ATTACHMENT_FILES_FIELD}
          multiple
          accept={ATTACHMENT_ACCEPT}
          aria-label={ATTACHMENT_LABEL}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            if (!hydrated) return;
            state.add(Array.from(e.currentTarget.files ?? []));
            e.currentTarget.value = "";
          }}
          // Once hydrated, a button of ours opens it: the browser's own button speaks its
          // interface's language (« Choose Files » on an English phone).
          tabIndex={hydrated ? -1 : undefined}
          className={
            hydrated
              ? "sr-only"
              : "mt-3 block w-full text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-forest file:px-4 file:py-2 file:font-medium file:text-cream"
          }
        />
        {hydrated && (
          <button
            type="button"
            onClick={() => input.current?.click()}
            aria-describedby={`${id}-hint`}
            className="mt-3 inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-forest px-4 py-2 font-medium text-cream"
          >
            Choisir des photos ou plans
          </button>
        )}
      </div>
      {state.items.length > 0 && (
        <ul aria-label="Fichiers joints" className="mt-3 grid gap-2">
          {state.items.map((item) => (
            <li key={item.key} className="flex items-center gap-3 rounded-lg border border-line bg-white p-2">
              {/* Files kept from a plain-form submission go back with it. */}
              {item.token && <input type="hidden" name={ATTACHMENT_FIELD} value={item.token} />}
              {item.preview ? (
                <img src={item.preview} alt="" className="size-12 shrink-0 rounded object-cover" />
              ) : (
                <span
                  aria-hidden="true"
                  className="grid size-12 shrink-0 place-items-center rounded bg-cream text-xs font-semibold text-walnut"
                >
                  {/\.pdf$/i.test(item.name) ? "PDF" : "IMG"}
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-ink">{item.name}</p>
                <p className="text-xs text-muted">
                  {formatMb(item.size)}
                  {item.state === "uploading" && " · envoi en cours…"}
                  {item.state === "done" && " · prêt"}
                </p>
                {item.state === "uploading" && (
                  <progress
                    className="mt-1 block h-1.5 w-full"
                    max={1}
                    value={item.progress}
                    aria-label={`Envoi de ${item.name}`}
                  />
                )}
                {item.state === "error" && <p className="text-xs font-medium text-danger">{item.error}</p>}
              </div>
              {hydrated && (
                <button
                  type="button"
                  onClick={() => state.remove(item.key)}
                  className="min-h-11 min-w-11 shrink-0 rounded-lg px-2 text-sm font-medium text-walnut underline-offset-2 hover:underline"
                  aria-label={`Retirer ${item.name}`}
                >
                  Retirer
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
