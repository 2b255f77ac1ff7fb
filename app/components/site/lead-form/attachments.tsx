import { useEffect, useRef, useState, type DragEvent } from "react";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_FIELD,
  ATTACHMENT_FILES_FIELD,
  ATTACHMENT_LABEL,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  attachmentMessages,
  formatMb,
} from "#domain/attachments.ts";
import { FieldError } from "./fields";

export interface KeptFile {
  token: string;
  name: string;
  size: number;
  kind: "image" | "pdf";
}

interface Item {
  key: number;
  name: string;
  size: number;
  /** Object URL of the picked image (thumbnail), when the browser can show it. */
  preview: string | null;
  progress: number;
  state: "uploading" | "done" | "error";
  token?: string;
  error?: string;
  xhr?: XMLHttpRequest;
  /** Settles with the upload's outcome (read by the submit: never from a render not yet committed). */
  done: Promise<Outcome>;
}

type Outcome = { token: string } | { error: string };

const previewable = /^image\/(jpeg|png|webp|gif|avif)$/;

/**
 * The photos and plans of a quote: each file is sent on its own as soon as it is picked
 * (progress bar), the quote then carries the tokens. `waitForTokens` lets the submit wait for
 * the uploads still running.
 */
export function useAttachments(kept: KeptFile[] = []) {
  const [items, setItems] = useState<Item[]>(() =>
    kept.map((k, i) => ({
      key: -1 - i,
      name: k.name,
      size: k.size,
      preview: null,
      progress: 1,
      state: "done",
      token: k.token,
      done: Promise.resolve({ token: k.token }),
    })),
  );
  const [error, setError] = useState<string | undefined>();
  const ref = useRef(items);
  ref.current = items;
  const next = useRef(1);

  const update = (key: number, patch: Partial<Item>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  function upload(file: File, key: number): { xhr: XMLHttpRequest; done: Promise<Outcome> } {
    const xhr = new XMLHttpRequest();
    const done = new Promise<Outcome>((resolve) => {
      xhr.upload.onprogress = (e) => e.lengthComputable && update(key, { progress: e.loaded / e.total });
      xhr.onload = () => {
        let body: { token?: string; message?: string } = {};
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          /* keep the default message */
        }
        if (xhr.status === 201 && body.token) {
          update(key, { state: "done", progress: 1, token: body.token });
          resolve({ token: body.token });
        } else {
          const error = body.message ?? attachmentMessages.failed(file.name);
          update(key, { state: "error", error });
          resolve({ error });
        }
      };
      xhr.onerror = xhr.onabort = () => {
        const error = attachmentMessages.failed(file.name);
        update(key, { state: "error", error });
        resolve({ error });
      };
    });
    const data = new FormData();
    data.append("file", file);
    xhr.open("POST", "/api/quote-attachments");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.send(data);
    return { xhr, done };
  }

  function add(files: File[]) {
    setError(undefined);
    const current = ref.current.filter((i) => i.state !== "error");
    let total = current.reduce((s, i) => s + i.size, 0);
    const added: Item[] = [];
    for (const file of files) {
      if (current.length + added.length >= MAX_ATTACHMENTS) {
        setError(attachmentMessages.tooMany);
        break;
      }
      // Quick answers in the browser; the server decides from the content anyway.
      if (file.size === 0) {
        setError(attachmentMessages.empty(file.name));
        continue;
      }
      if (file.size > MAX_ATTACHMENT_BYTES) {
        setError(attachmentMessages.tooLarge(file.name));
        continue;
      }
      if (total + file.size > MAX_ATTACHMENTS_TOTAL_BYTES) {
        setError(attachmentMessages.totalTooLarge);
        continue;
      }
      total += file.size;
      const key = next.current++;
      const { xhr, done } = upload(file, key);
      added.push({
        key,
        name: file.name,
        size: file.size,
        preview: previewable.test(file.type) ? URL.createObjectURL(file) : null,
        progress: 0,
        state: "uploading",
        xhr,
        done,
      });
    }
    if (added.length) {
      // The list the submit reads is updated now, not at the next render.
      ref.current = [...ref.current, ...added];
      setItems((list) => [...list, ...added]);
    }
  }

  function remove(key: number) {
    const item = ref.current.find((i) => i.key === key);
    if (item?.state === "uploading") item.xhr?.abort();
    if (item?.preview) URL.revokeObjectURL(item.preview);
    ref.current = ref.current.filter((i) => i.key !== key);
    setItems((list) => list.filter((i) => i.key !== key));
    setError(undefined);
  }

  function reset() {
    for (const i of ref.current) if (i.preview) URL.revokeObjectURL(i.preview);
    setItems([]);
    setError(undefined);
  }

  /** Waits for the uploads still running; the tokens, or the message to show next to the field. */
  async function waitForTokens(): Promise<{ tokens: string[] } | { error: string }> {
    // The outcomes come from the uploads themselves: the state updates of the last uploads may not
    // be rendered yet on a busy phone (reading the rendered list then lost a token: flaky e2e).
    const items = ref.current;
    const outcomes = await Promise.all(items.map((i) => i.done));
    const kept = new Set(ref.current.map((i) => i.key));
    const results = outcomes.filter((_, n) => kept.has(items[n]!.key));
    const failed = results.find((o): o is { error: string } => "error" in o);
    if (failed) {
      setError(failed.error);
      return { error: failed.error };
    }
    return { tokens: results.flatMap((o) => ("token" in o ? [o.token] : [])) };
  }

  useEffect(() => () => ref.current.forEach((i) => i.preview && URL.revokeObjectURL(i.preview)), []);

  return { items, error, add, remove, reset, waitForTokens, uploading: items.some((i) => i.state === "uploading") };
}

export type AttachmentsState = ReturnType<typeof useAttachments>;

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
          className="mt-3 block w-full text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-forest file:px-4 file:py-2 file:font-medium file:text-cream"
        />
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
