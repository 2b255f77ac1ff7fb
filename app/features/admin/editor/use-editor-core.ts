import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { ContentType } from "#domain/content-types.ts";
import { ApiError } from "#app/lib/api-client.ts";
import type { ContentItem } from "../data/types";
import { saveContent, useContentItem, useRefreshContent } from "../data/use-content";
import { imagesWithoutAlt, missingAltWarning } from "../media/media-alt";
import { editorItem, useAutosave } from "./publishing/use-autosave";
import { toast } from "#app/ui/toast.tsx";
import {
  emptyValues,
  payloadFor,
  serverFieldErrors,
  checkPayload,
  valuesFromItem,
  type EditorValues,
} from "./editor-values";
import { useUnsavedChanges } from "./unsaved-changes";

export interface EditorCoreOptions {
  /** The slug a title gives while the slug was not typed by hand (docs/product.md §4, §5). */
  slugFor: (title: string) => string;
  /** Where a new item's editor goes once it is created. */
  editPath: (id: number) => string;
  /** The category of a new article. */
  category?: string;
}

export type SaveOutcome =
  { ok: true; item: ContentItem; payload: Record<string, unknown> } | { ok: false; reason: string };

/**
 * A project's slug also follows its title while it was never public (a draft made by « Publier en
 * réalisation » is retitled before its first publication); typing the slug stops it.
 */
const followsTitle = (type: ContentType, status: ContentItem["status"]) => type === "portfolio" && status === "draft";

/**
 * The core both article editors share (the simple one of /admin/articles/… and the generic one of
 * /admin/editor/…): the item loaded once (its pending draft first), the values and their saved
 * state, the autosave, the unsaved-changes guard, the title → slug rule, and the save through the
 * API with its field errors and the missing-alt warning. Each editor keeps its own texts.
 */
export function useEditorCore(type: ContentType, id: number | null, options: EditorCoreOptions) {
  const navigate = useNavigate();
  const refresh = useRefreshContent();
  const isNew = id === null;
  const item = useContentItem(type, id);
  const [values, setValues] = useState<EditorValues | null>(isNew ? emptyValues(type, options.category) : null);
  const [saved, setSaved] = useState(() => JSON.stringify(values));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const slugTouched = useRef(!isNew);
  const slugTyped = useRef(false);
  const autosave = useAutosave(type, id, values);
  const { loaded: autosaveLoaded } = autosave;

  // Loaded once per item: later refetches (after a save) never overwrite what is being typed.
  useEffect(() => {
    if (values === null && item.data) {
      // A pending draft (autosave, restore) is what the editor continues from.
      const loaded = valuesFromItem(type, editorItem(item.data));
      setValues(loaded);
      setSaved(JSON.stringify(loaded));
      slugTouched.current = !followsTitle(type, item.data.status);
      autosaveLoaded(loaded, item.data);
    }
  }, [item.data, type, values, autosaveLoaded]);
  useEffect(() => {
    if (isNew && values) autosaveLoaded(values, null);
    // Once, with the empty form of a new item.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const dirty = values !== null && JSON.stringify(values) !== saved;
  // Changes already autosaved as the draft are not lost by leaving.
  const { allowNextNavigation, dialog } = useUnsavedChanges(dirty && autosave.pending);

  const set = <K extends keyof EditorValues>(key: K, value: EditorValues[K]) =>
    setValues((v) => (v ? { ...v, [key]: value } : v));
  /** The title, and the slug that follows it until typed by hand. */
  const withTitle = (v: EditorValues, title: string): EditorValues => ({
    ...v,
    title,
    slug: slugTouched.current ? v.slug : options.slugFor(title),
  });
  const onTitle = (title: string) => setValues((v) => (v ? withTitle(v, title) : v));
  const onSlug = (slug: string) => {
    slugTouched.current = true;
    slugTyped.current = true;
    set("slug", slug);
  };

  /** The editor shows the server's answer; a new item's address becomes its edit address. */
  function applyResult(result: ContentItem, options2: { stay?: boolean } = {}) {
    const after = valuesFromItem(type, editorItem(result));
    setValues(after);
    setSaved(JSON.stringify(after));
    autosave.saved(after, result);
    slugTouched.current = slugTyped.current || !followsTitle(type, result.status);
    if (isNew && !options2.stay) {
      allowNextNavigation();
      navigate(options.editPath(result.id), { replace: true });
    }
  }

  /** After a write made elsewhere in the editor (schedule, restore): the lists refresh, the editor shows it. */
  function applyWrite(result: ContentItem) {
    void refresh(type, result);
    applyResult(result);
  }

  /**
   * Validates in the browser (the same schemas as the server), saves (POST, then PUT), refreshes the
   * lists and shows the answer. Field errors go next to their fields; the caller says the rest.
   */
  async function submit(next: EditorValues, publishedAt?: string): Promise<SaveOutcome> {
    const payload = payloadFor(type, next, publishedAt);
    const invalid = await checkPayload(type, payload);
    if (invalid) {
      setErrors(invalid.errors);
      return { ok: false, reason: invalid.summary };
    }
    setErrors({});
    try {
      const result = await saveContent(type, id, autosave.decorate(payload));
      await refresh(type, result);
      return { ok: true, item: result, payload };
    } catch (error) {
      if (error instanceof ApiError) setErrors(serverFieldErrors(error.status, error.body));
      throw error;
    }
  }

  /** After a publication: images of the library without alt text are pointed out (never blocking). */
  async function warnMissingAlt(payload: Record<string, unknown>) {
    const missing = await imagesWithoutAlt(payload);
    if (missing.length > 0) toast(missingAltWarning(missing.length));
  }

  return {
    isNew,
    item,
    autosave,
    refresh,
    values,
    setValues,
    saved,
    setSaved,
    errors,
    setErrors,
    dirty,
    dialog,
    allowNextNavigation,
    navigate,
    set,
    withTitle,
    onTitle,
    onSlug,
    applyResult,
    applyWrite,
    submit,
    warnMissingAlt,
  };
}

export type EditorCore = ReturnType<typeof useEditorCore>;
