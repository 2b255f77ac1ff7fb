import { useCallback, useEffect, useRef, useState } from "react";
import type { ContentType } from "#domain/content-types.ts";
import { ApiError, apiJson } from "#app/lib/api-client.ts";
import { checkPayload, payloadFor, type EditorValues } from "../editor-values";
import type { ContentItem } from "../../data/types";

/** Seconds of quiet after the last keystroke before the draft is saved; and the longest wait while typing. */
export const AUTOSAVE_DELAY_MS = 3000;
export const AUTOSAVE_MAX_WAIT_MS = 30_000;
const RETRY_MS = 5_000;

export type AutosaveStatus = "idle" | "dirty" | "saving" | "saved" | "offline" | "conflict" | "invalid";

export interface LocalBackup {
  values: EditorValues;
  at: string;
}

export const backupKey = (type: ContentType, id: number | null) => `atelier:brouillon:${type}:${id ?? "nouveau"}`;

function readBackup(key: string): LocalBackup | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as LocalBackup) : null;
  } catch {
    return null;
  }
}
function writeBackup(key: string, values: EditorValues) {
  try {
    window.localStorage.setItem(key, JSON.stringify({ values, at: new Date().toISOString() }));
  } catch {
    /* storage full or disabled: nothing more to do */
  }
}
function clearBackup(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* ignore */
  }
}

/**
 * Autosave of an editor (decision 042): the whole state is sent as the item's draft
 * (PUT /api/{type}/{id}/draft) a few seconds after typing stops — never published by itself.
 * Every pending state is also kept in localStorage, so a network cut or a closed tab loses
 * nothing: the next visit offers to restore it. Tracks the item's version for the 409 check.
 */
export function useAutosave(type: ContentType, id: number | null, values: EditorValues | null) {
  const key = backupKey(type, id);
  const [status, setStatus] = useState<AutosaveStatus>("idle");
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [message, setMessage] = useState("");
  const [recovered, setRecovered] = useState<LocalBackup | null>(null);
  /** JSON of the last state the server holds (draft or explicit save); null until loaded. */
  const lastSent = useRef<string | null>(null);
  const version = useRef<number | undefined>(undefined);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const aiPending = useRef(false);
  const inFlight = useRef(false);
  const firstPending = useRef<number | null>(null);
  const [retryTick, setRetryTick] = useState(0);
  /** Requests sent (the figure of the closing note: autosave requests while typing). */
  const requests = useRef(0);

  const json = values ? JSON.stringify(values) : null;
  const pending = json !== null && lastSent.current !== null && json !== lastSent.current;

  /** The editor loaded the item (or created it): this state is what the server holds. */
  const loaded = useCallback(
    (loadedValues: EditorValues, item?: ContentItem | null) => {
      lastSent.current = JSON.stringify(loadedValues);
      version.current = item?.version;
      const backup = readBackup(key);
      if (backup && JSON.stringify(backup.values) !== lastSent.current) setRecovered(backup);
      else if (backup) clearBackup(key);
    },
    [key],
  );

  /** An explicit save (PUT/POST/PATCH/restore) succeeded with this answer. */
  const saved = useCallback(
    (afterValues: EditorValues, item: ContentItem) => {
      lastSent.current = JSON.stringify(afterValues);
      version.current = item.version;
      aiPending.current = false;
      clearBackup(key);
      clearBackup(backupKey(type, null));
      firstPending.current = null;
      setSavedAt(new Date());
      setStatus("saved");
      setMessage("");
    },
    [key, type],
  );

  /** Adds what the server needs to check and record the save (version, AI acceptance). */
  const decorate = useCallback((payload: Record<string, unknown>) => {
    const out: Record<string, unknown> = { ...payload };
    if (version.current !== undefined) out.version = version.current;
    if (aiPending.current) out.revisionKind = "ai";
    return out;
  }, []);

  const flush = useCallback(async (): Promise<boolean> => {
    const current = valuesRef.current;
    if (!current || lastSent.current === null) return true;
    const currentJson = JSON.stringify(current);
    if (currentJson === lastSent.current) return true;
    writeBackup(key, current);
    if (id === null || inFlight.current) return false;
    // In flight from the check on: the check awaits its code the first time (checkPayload).
    inFlight.current = true;
    try {
      const payload = payloadFor(type, current);
      const invalid = await checkPayload(type, payload);
      if (invalid) {
        setStatus("invalid");
        setMessage(`Brouillon non enregistré : ${invalid.summary}`);
        return false;
      }
      setStatus("saving");
      requests.current++;
      const result = await apiJson<{ version: number; savedAt: string }>(
        "PUT",
        `/api/${type}/${id}/draft`,
        decorate(payload),
      );
      version.current = result.version;
      aiPending.current = false;
      lastSent.current = currentJson;
      firstPending.current = null;
      if (JSON.stringify(valuesRef.current) === currentJson) clearBackup(key);
      setSavedAt(new Date(result.savedAt));
      setStatus(JSON.stringify(valuesRef.current) === currentJson ? "saved" : "dirty");
      setMessage("");
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setStatus("conflict");
        setMessage(error.serverMessage);
      } else if (error instanceof ApiError && error.status === 400) {
        setStatus("invalid");
        setMessage(`Brouillon non enregistré : ${error.serverMessage}`);
      } else {
        setStatus("offline");
        setMessage(
          "Connexion impossible : le texte est gardé dans ce navigateur. Nouvel essai dans quelques secondes.",
        );
        setTimeout(() => setRetryTick((n) => n + 1), RETRY_MS);
      }
      return false;
    } finally {
      inFlight.current = false;
    }
  }, [decorate, id, key, type]);

  // A few seconds after the last change (at most every 30 s while typing), save the draft.
  useEffect(() => {
    if (json === null || lastSent.current === null || json === lastSent.current) return;
    setStatus((s) => (s === "saving" || s === "conflict" ? s : "dirty"));
    firstPending.current ??= Date.now();
    const waited = Date.now() - firstPending.current;
    const delay = Math.max(0, Math.min(AUTOSAVE_DELAY_MS, AUTOSAVE_MAX_WAIT_MS - waited));
    const timer = setTimeout(() => void flush(), delay);
    return () => clearTimeout(timer);
  }, [json, flush, retryTick]);

  // Closing the tab with a change not yet sent: keep it in this browser.
  useEffect(() => {
    const onHide = () => {
      const current = valuesRef.current;
      if (current && lastSent.current !== null && JSON.stringify(current) !== lastSent.current)
        writeBackup(key, current);
    };
    const onOnline = () => setRetryTick((n) => n + 1);
    window.addEventListener("pagehide", onHide);
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("pagehide", onHide);
      window.removeEventListener("online", onOnline);
    };
  }, [key]);

  return {
    status,
    savedAt,
    message,
    pending,
    recovered,
    requests,
    loaded,
    saved,
    decorate,
    flush,
    /** Another explicit write (PATCH) answered with a new version. */
    synced(item: ContentItem) {
      version.current = item.version;
    },
    /** The next save comes from an accepted AI proposal ('ai' revision). */
    markAi() {
      aiPending.current = true;
    },
    dismissRecovered() {
      clearBackup(key);
      setRecovered(null);
    },
    takeRecovered(): EditorValues | null {
      const values = recovered?.values ?? null;
      setRecovered(null);
      return values;
    },
    get version() {
      return version.current;
    },
  };
}

export type Autosave = ReturnType<typeof useAutosave>;

/** What the editor shows: the item with its pending draft, if any, over the stored fields. */
export function editorItem(item: ContentItem): ContentItem {
  return item.draft ? ({ ...item, ...item.draft } as ContentItem) : item;
}
