import { AssistantStep } from "#app/features/admin/ai-assistant/assistant-step.tsx";
import { useRef, useState, type ComponentType } from "react";
import { Link } from "react-router";
import { contentTypeConfigs, contentTypeLabels, slugFor, type ContentType } from "#domain/content-types.ts";
import { editorPath, sectionPath } from "#domain/content-paths.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import type { AiAssistantResult } from "../ai-assistant/ai-assistant";
import { AiImageNote } from "../ai-assistant/ai-image-note";
import { pageClass } from "../shell/admin-shell";
import { useEditorCore } from "./use-editor-core";
import { IdentityFields, PublicationCard, SeoCard } from "./common-fields";
import type { FieldsProps } from "./types";
import { EditorHeader } from "./editor-header";
import { AutosaveStatus, RecoveredBanner } from "./publishing/autosave-status";
import { HistoryPanel } from "./publishing/history-panel";
import { openPreview } from "./publishing/open-preview";
import { ScheduleShareCard } from "./publishing/schedule-share-card";
import { adminPaths } from "#app/lib/paths.ts";

/**
 * Generic editor of docs/product.md §2 (/admin/editor/{type}/{id|new} and its aliases; articles have
 * their own, see editors.tsx): every field of the type, preview, save (keeps the switch), publish
 * (published now, back to sections). New items of the types the registry says start with the AI
 * assistant, which can be skipped.
 */
export function GenericEditor({
  type,
  id,
  fields: TypeFields,
}: {
  type: ContentType;
  id: number | null;
  /** The type's own fields, besides the common ones (editors.tsx). */
  fields: ComponentType<FieldsProps>;
}) {
  const [busy, setBusy] = useState<"save" | "publish" | null>(null);
  const [assistant, setAssistant] = useState(id === null && contentTypeConfigs[type].startsWithAssistant);
  const [aiImage, setAiImage] = useState<{ url: string; alt: string } | null>(null);
  // The time suffix is chosen once, so the slug does not change at every keystroke.
  const stamp = useRef(Date.now());
  const core = useEditorCore(type, id, {
    slugFor: (title) => slugFor(type, title, stamp.current),
    editPath: (newId) => editorPath(type, newId),
  });
  const { isNew, item, autosave, values, setValues, errors, dialog, set, onTitle, onSlug, applyResult } = core;
  const label = contentTypeLabels[type].singular;

  function acceptAssistant(result: AiAssistantResult) {
    autosave.markAi();
    setValues((v) => {
      if (!v) return v;
      const title = result.title || v.title;
      const next = { ...v, title, slug: slugFor(type, title, stamp.current), fullDescription: result.content };
      if (type === "services") next.shortDescription = result.excerpt;
      else next.description = result.excerpt;
      if (result.image) {
        next.featuredImage = result.image.url;
        next.media = [...v.media, result.image];
      }
      return next;
    });
    if (result.image) setAiImage({ url: result.image.url, alt: result.image.altText || result.title });
    setAssistant(false);
  }

  async function save(publish: boolean) {
    if (!values) return;
    const next = publish ? { ...values, isPublished: true } : values;
    setBusy(publish ? "publish" : "save");
    try {
      const outcome = await core.submit(next, publish ? new Date().toISOString() : undefined);
      if (!outcome.ok) {
        toast({
          title: publish ? "Erreur de publication" : "Erreur de sauvegarde",
          description: outcome.reason,
          variant: "destructive",
        });
        return;
      }
      const result = outcome.item;
      applyResult(result, { stay: publish });
      if (publish) {
        toast({ title: "Contenu publié", description: result.title, variant: "success" });
        await core.warnMissingAlt(outcome.payload);
        core.allowNextNavigation();
        core.navigate(sectionPath(type));
      } else {
        toast({ title: "Modifications enregistrées", description: result.title, variant: "success" });
      }
    } catch (error) {
      toast(
        publish
          ? { title: "Erreur de publication", description: errorMessage(error), variant: "destructive" }
          : {
              title: "Erreur de sauvegarde",
              description: "Impossible de sauvegarder les modifications",
              variant: "destructive",
            },
      );
    } finally {
      setBusy(null);
    }
  }

  function preview() {
    if (!item.data) {
      toast({
        title: "Impossible de prévisualiser",
        description: "Veuillez d'abord sauvegarder le contenu",
        variant: "destructive",
      });
      return;
    }
    // The draft (autosaved first), with the public layout: /apercu/{type}/{id}.
    void openPreview(type, item.data.id, autosave.flush);
  }

  const heading = isNew ? contentTypeLabels[type].newItem : values ? `Modifier : ${values.title || label}` : label;
  const fieldProps = values ? { values, set, errors } : null;

  return (
    <>
      <EditorHeader
        title={heading}
        published={isNew || !values ? null : (item.data?.isPublished ?? null)}
        scheduledAt={item.data?.publishAt ?? null}
        status={values ? <AutosaveStatus autosave={autosave} /> : null}
        backTo={adminPaths.sections}
        busy={busy}
        onPreview={preview}
        onSave={() => save(false)}
        onPublish={() => save(true)}
        showActions={!assistant && values !== null}
      />
      <main className={pageClass}>
        {!isNew && item.isPending && <p className="text-muted">Chargement...</p>}
        {!isNew && item.isError && (
          <div className="rounded-2xl border border-line bg-white p-6">
            <p className="font-semibold">{label} introuvable</p>
            <p className="mt-1 text-sm text-muted">{errorMessage(item.error)}</p>
            <Link to={sectionPath(type)} className="btn-outline mt-4">
              Retour aux sections
            </Link>
          </div>
        )}
        {assistant && (
          <AssistantStep
            variant="generic"
            contentType={type}
            onAccept={acceptAssistant}
            onSkip={() => setAssistant(false)}
          />
        )}
        {!assistant && values && (
          <RecoveredBanner
            autosave={autosave}
            onRestore={() => {
              const recovered = autosave.takeRecovered();
              if (recovered) setValues(recovered);
            }}
          />
        )}
        {!assistant && fieldProps && values && (
          <form
            noValidate
            onSubmit={(e) => (e.preventDefault(), save(false))}
            className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
          >
            <div className="grid content-start gap-6">
              {aiImage && (
                <AiImageNote
                  url={aiImage.url}
                  alt={aiImage.alt}
                  onReplace={(url) => (set("featuredImage", url), setAiImage({ ...aiImage, url }))}
                  onRemove={() => (set("featuredImage", ""), setAiImage(null))}
                />
              )}
              <IdentityFields {...fieldProps} onTitle={onTitle} onSlug={onSlug} />
              <TypeFields {...fieldProps} />
            </div>
            <div className="grid content-start gap-6">
              <PublicationCard {...fieldProps} />
              <SeoCard type={type} {...fieldProps} />
              <ScheduleShareCard
                type={type}
                id={id}
                item={item.data}
                values={values}
                decorate={autosave.decorate}
                onSaved={core.applyWrite}
              />
              {id !== null && (
                <HistoryPanel
                  type={type}
                  id={id}
                  values={values}
                  decorate={autosave.decorate}
                  savedAt={autosave.savedAt}
                  onRestored={core.applyWrite}
                />
              )}
            </div>
          </form>
        )}
      </main>
      {dialog}
    </>
  );
}
