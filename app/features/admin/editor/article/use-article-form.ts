import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { slugify } from "#domain/text.ts";
import { ApiError, apiJson, errorMessage } from "#app/lib/api-client.ts";
import {
  emptyValues,
  payloadFor,
  serverFieldErrors,
  validatePayload,
  valuesFromItem,
  type EditorValues,
} from "../editor-values";
import { insertAt, mediaMarkdown, titleFromContent } from "../markdown-edit";
import type { ContentItem, MediaItem } from "#app/features/admin/data/types.ts";
import { saveContent, useContentItem, useRefreshContent } from "#app/features/admin/data/use-content.ts";
import { toast } from "#app/ui/toast.tsx";
import { imagesWithoutAlt, missingAltWarning } from "#app/features/admin/media/media-alt.ts";
import { useUnsavedChanges } from "../unsaved-changes";
import { editorItem, useAutosave } from "#app/features/admin/publishing/use-autosave.ts";

/**
 * State and actions of the simple article editor: loading, title sync, slug from the title,
 * media insertion at the cursor, saves (whole article, or the content only), unsaved-changes guard.
 */
export function useArticleForm(id: number | null, category: string) {
  const navigate = useNavigate();
  const refresh = useRefreshContent();
  const isNew = id === null;
  const item = useContentItem("articles", id);
  const [values, setValues] = useState<EditorValues | null>(isNew ? emptyValues("articles", category) : null);
  const [saved, setSaved] = useState(() => JSON.stringify(values));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [savingContent, setSavingContent] = useState(false);
  const [syncAuto, setSyncAuto] = useState(isNew);
  const slugTouched = useRef(!isNew);
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const autosave = useAutosave("articles", id, values);
  const { loaded: autosaveLoaded } = autosave;

  useEffect(() => {
    if (values === null && item.data) {
      // A pending draft (autosave, restore) is what the editor continues from.
      const loaded = valuesFromItem("articles", editorItem(item.data));
      setValues(loaded);
      setSaved(JSON.stringify(loaded));
      autosaveLoaded(loaded, item.data);
    }
  }, [item.data, values, autosaveLoaded]);
  useEffect(() => {
    if (isNew && values) autosaveLoaded(values, null);
    // Once, with the empty form of a new article.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const dirty = values !== null && JSON.stringify(values) !== saved;
  // Changes already autosaved as the draft are not lost by leaving.
  const { allowNextNavigation, dialog } = useUnsavedChanges(dirty && autosave.pending);

  const set = <K extends keyof EditorValues>(key: K, value: EditorValues[K]) =>
    setValues((v) => (v ? { ...v, [key]: value } : v));
  const withTitle = (v: EditorValues, title: string): EditorValues => ({
    ...v,
    title,
    slug: slugTouched.current ? v.slug : slugify(title),
  });

  const onTitle = (title: string) => {
    // A title typed by hand is no longer taken from the content.
    setSyncAuto(false);
    setValues((v) => (v ? withTitle(v, title) : v));
  };
  const onSlug = (slug: string) => {
    slugTouched.current = true;
    set("slug", slug);
  };
  const onContent = (content: string) =>
    setValues((v) => {
      if (!v) return v;
      const next = { ...v, content };
      return syncAuto ? withTitle(next, titleFromContent(content) || v.title) : next;
    });
  const onSyncAuto = (on: boolean) => {
    setSyncAuto(on);
    if (on) setValues((v) => (v ? withTitle(v, titleFromContent(v.content) || v.title) : v));
  };

  /** Inserts an image (`![alt](url)`) or a link at the cursor of the markdown area. */
  function insertMedia(media: MediaItem) {
    const el = textareaRef.current;
    const snippet = mediaMarkdown(media);
    setValues((v) => {
      if (!v) return v;
      const start = el?.selectionStart ?? v.content.length;
      const end = el?.selectionEnd ?? start;
      const { text, caret } = insertAt(v.content, snippet, start, end);
      requestAnimationFrame(() => {
        el?.focus();
        el?.setSelectionRange(caret, caret);
      });
      return { ...v, content: text };
    });
  }

  function setMedia(kind: "image" | "other", list: MediaItem[]) {
    setValues((v) =>
      v
        ? {
            ...v,
            media: [...v.media.filter((m) => (kind === "image" ? m.type !== "image" : m.type === "image")), ...list],
          }
        : v,
    );
  }

  function afterSave(result: ContentItem) {
    const after = valuesFromItem("articles", editorItem(result));
    setValues(after);
    setSaved(JSON.stringify(after));
    autosave.saved(after, result);
    slugTouched.current = true;
    if (isNew) {
      allowNextNavigation();
      navigate(`/admin/articles/${result.id}/edit`, { replace: true });
    }
  }

  function failed(error: unknown) {
    if (error instanceof ApiError) setErrors(serverFieldErrors(error.status, error.body));
    toast({
      title: "Erreur de sauvegarde",
      description: `Impossible de sauvegarder les modifications : ${errorMessage(error)}`,
      variant: "destructive",
    });
  }

  /** 'Enregistrer': the whole article (POST, then PUT). */
  async function save(): Promise<boolean> {
    if (!values) return false;
    const payload = payloadFor("articles", values);
    const invalid = validatePayload("articles", payload);
    if (invalid) {
      setErrors(invalid.errors);
      toast({
        title: "Erreur de sauvegarde",
        description: `Impossible de sauvegarder les modifications : ${invalid.summary}`,
        variant: "destructive",
      });
      return false;
    }
    setErrors({});
    setSaving(true);
    try {
      const result = await saveContent("articles", id, autosave.decorate(payload));
      await refresh("articles", result);
      toast({ title: "Article enregistré", description: result.title, variant: "success" });
      if (result.isPublished) {
        const missing = await imagesWithoutAlt(payload);
        if (missing.length > 0) toast(missingAltWarning(missing.length));
      }
      afterSave(result);
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setSaving(false);
    }
  }

  /**
   * 'Sauvegarder le contenu': the text and its media only (PATCH) of a draft article; a published
   * one's go to its draft; a new article is created whole.
   */
  async function saveContentOnly() {
    if (!values) return;
    if (isNew) {
      await save();
      return;
    }
    setSavingContent(true);
    try {
      // A published article keeps its public text until 'Enregistrer' (decision 042): the content
      // goes to its draft, like the autosave.
      if (item.data?.isPublished) {
        const ok = await autosave.flush();
        if (ok) {
          toast({
            title: "Brouillon enregistré",
            description: "La page publique changera quand vous cliquerez sur Enregistrer.",
            variant: "success",
          });
        } else {
          toast({ title: "Erreur de sauvegarde", description: "Impossible de sauvegarder les modifications", variant: "destructive" });
        }
        return;
      }
      const result = await apiJson<ContentItem>(
        "PATCH",
        `/api/articles/${id}`,
        autosave.decorate({ content: values.content, media: values.media }),
      );
      autosave.synced(result);
      await refresh("articles", result);
      setSaved(JSON.stringify({ ...JSON.parse(saved), content: result.content, media: result.media }));
      toast({ title: "Contenu sauvegardé", variant: "success" });
    } catch (error) {
      failed(error);
    } finally {
      setSavingContent(false);
    }
  }

  return {
    isNew,
    item,
    autosave,
    afterSave,
    refresh,
    dirty,
    values,
    errors,
    saving,
    savingContent,
    syncAuto,
    textareaRef,
    dialog,
    set,
    setValues,
    onTitle,
    onSlug,
    onContent,
    onSyncAuto,
    insertMedia,
    setMedia,
    save,
    saveContentOnly,
  };
}
