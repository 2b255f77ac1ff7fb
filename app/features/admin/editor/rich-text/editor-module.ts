import { useEffect, useRef, useState } from "react";
import type * as Editor from "./rich-text-editor";

type EditorModule = typeof Editor;

let loaded: EditorModule | null = null;
let pending: Promise<EditorModule> | null = null;

/** The visual editor's code (Tiptap, ProseMirror, marked: ~150 KB), asked once; a failure can be retried. */
export function importEditor(): Promise<EditorModule> {
  pending ??= import("./rich-text-editor").then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

export type EditorLoad = "idle" | "loading" | "slow" | "failed";

/**
 * The visual editor loaded on the first intent to edit (decision 060): `prefetch` starts the
 * download (a pointer over the text, a focus), `load` also shows it. Past 300 ms the state turns
 * `slow` (the « Chargement » message), and `failed` when the download failed (offline).
 */
export function useEditorModule() {
  const [module, setModule] = useState<EditorModule | null>(loaded);
  const [state, setState] = useState<EditorLoad>("idle");
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  function load() {
    if (module || state === "loading" || state === "slow") return;
    setState("loading");
    const timer = setTimeout(() => alive.current && setState((s) => (s === "loading" ? "slow" : s)), 300);
    importEditor().then(
      (m) => {
        clearTimeout(timer);
        if (!alive.current) return;
        setModule(m);
        setState("idle");
      },
      () => {
        clearTimeout(timer);
        if (alive.current) setState("failed");
      },
    );
  }
  const prefetch = () => void importEditor().catch(() => undefined);
  return { module, state, load, prefetch };
}
