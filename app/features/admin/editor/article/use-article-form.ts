import { useRef, useState } from "react";
import { slugFor } from "#domain/content-types.ts";
import { ApiError, apiJson, errorMessage } from "#app/lib/api-client.ts";
import { serverFieldErrors } from "../editor-values";
import { titleFromContent } from "../markdown-edit";
import type { RichTextHandle } from "../rich-text/lazy-rich-text-editor";
import type { ContentItem, MediaItem } from "#app/features/admin/data/types.ts";
import { toast } from "#app/ui/toast.tsx";
import { useEditorCore } from "../use-editor-core";
import { aliasEditorPath } from "#domain/content-paths.ts";

/**
 * State and actions of the simple article editor: loading, title sync, slug from the title,
 * media insertion at the cursor, saves (whole article, or the content only), unsaved-changes guard.
 */
export function useArticleForm(id: number | null, category: string) {
  const core = useEditorCore("articles", id, {
    slugFor: (title) => slugFor("articles", title, 0),
    editPath: (newId) => aliasEditorPath("articles", newId),
    category,
  });
  const {
    isNew,
    item,
    autosave,
    refresh,
    values,
    setValues,
    saved,
    setSaved,
    errors,
    dirty,
    dialog,
    set,
    withTitle,
    onSlug,
  } = core;
  const [saving, setSaving] = useState(false);
  const [savingContent, setSavingContent] = useState(false);
  const [syncAuto, setSyncAuto] = useState(isNew);
  const editorRef = useRef<RichTextHandle | null>(null);

  const onTitle = (title: string) => {
    // A title typed by hand is no longer taken from the content.
    setSyncAuto(false);
    core.onTitle(title);
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

  /** Inserts an image (its alt text asked) or a link after the paragraph holding the cursor. */
  function insertMedia(media: MediaItem) {
    editorRef.current?.insertMedia(media);
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

  const afterSave = (result: ContentItem) => core.applyResult(result);

  function failed(error: unknown) {
    if (error instanceof ApiError) core.setErrors(serverFieldErrors(error.status, error.body));
    toast({
      title: "Erreur de sauvegarde",
      description: `Impossible de sauvegarder les modifications : ${errorMessage(error)}`,
      variant: "destructive",
    });
  }

  /** 'Enregistrer': the whole article (POST, then PUT). */
  async function save(): Promise<boolean> {
    if (!values) return false;
    setSaving(true);
    try {
      const outcome = await core.submit(values);
      if (!outcome.ok) {
        toast({
          title: "Erreur de sauvegarde",
          description: `Impossible de sauvegarder les modifications : ${outcome.reason}`,
          variant: "destructive",
        });
        return false;
      }
      const result = outcome.item;
      toast({ title: "Article enregistré", description: result.title, variant: "success" });
      if (result.isPublished) await core.warnMissingAlt(outcome.payload);
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
          toast({
            title: "Erreur de sauvegarde",
            description: "Impossible de sauvegarder les modifications",
            variant: "destructive",
          });
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
    applyWrite: core.applyWrite,
    refresh,
    dirty,
    values,
    errors,
    saving,
    savingContent,
    syncAuto,
    editorRef,
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
