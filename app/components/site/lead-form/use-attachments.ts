/**
 * The uploads of a quote's photos and plans, as state: each file sent on its own with its progress,
 * checked in the browser first, removed, and waited for by the submit.
 */
import { useEffect, useRef, useState } from "react";
import {
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  attachmentMessages,
} from "#domain/attachments.ts";

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
