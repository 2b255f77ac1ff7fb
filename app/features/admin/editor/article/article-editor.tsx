import { AssistantStep } from "#app/features/admin/ai-assistant/assistant-step.tsx";
import { ArrowLeft, Eye, Sparkles } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import type { AiAssistantResult } from "#app/features/admin/ai-assistant/ai-assistant.tsx";
import { AiImageNote } from "#app/features/admin/ai-assistant/ai-image-note.tsx";
import { pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { ImagesCard, OtherMediaCard } from "#app/features/admin/media/media-cards.tsx";
import { btnSmall } from "#app/ui/buttons.ts";
import { StatusBadge } from "#app/ui/status-badge.tsx";
import { ContentCard } from "./content-card";
import { ArticleSeoCard, InfoCard, PublicationSwitchCard } from "./side-cards";
import { useArticleForm } from "./use-article-form";
import { AutosaveStatus, RecoveredBanner } from "#app/features/admin/editor/publishing/autosave-status.tsx";
import { HistoryPanel } from "#app/features/admin/editor/publishing/history-panel.tsx";
import { ScheduleShareCard } from "#app/features/admin/editor/publishing/schedule-share-card.tsx";
import { openPreview } from "#app/features/admin/editor/publishing/open-preview.ts";
import { adminPaths } from "#app/lib/paths.ts";

/**
 * The simple article editor (docs/product.md §2) on all its routes: AI assistant first for a new article,
 * markdown with live preview, images and other media, info, publication, SEO, and the actions.
 */
export function ArticleEditor({ id, category }: { id: number | null; category: string }) {
  const form = useArticleForm(id, category);
  const { isNew, item, values, errors } = form;
  const [assistant, setAssistant] = useState(isNew);
  const [aiNote, setAiNote] = useState<{ url: string; alt: string; provider: string; suggestions: string[] } | null>(
    null,
  );

  function acceptAssistant(result: AiAssistantResult) {
    form.autosave.markAi();
    form.setValues((v) => {
      if (!v) return v;
      const next = { ...v, content: result.content, excerpt: result.excerpt || v.excerpt };
      if (result.image) {
        next.media = [...v.media, result.image];
        next.featuredImage = result.image.url;
      }
      return next;
    });
    // The title goes through onTitle so the slug follows it.
    if (result.title) form.onTitle(result.title);
    setAiNote(
      result.image
        ? {
            url: result.image.url,
            alt: result.image.altText || result.title,
            provider: result.provider,
            suggestions: result.suggestions,
          }
        : null,
    );
    setAssistant(false);
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
    // The draft (autosaved first), with the public layout: /apercu/articles/{id}.
    void openPreview("articles", item.data.id, form.autosave.flush);
  }

  return (
    <main className={pageClass}>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <Link to={adminPaths.dashboard} className={btnSmall}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour
        </Link>
        <h1 className="font-serif text-2xl font-semibold text-forest-dark sm:text-3xl">
          {isNew ? "Nouvel article" : "Modifier l'article"}
        </h1>
        {!isNew && item.data && <StatusBadge published={item.data.isPublished} scheduledAt={item.data.publishAt} />}
      </div>

      {!isNew && item.isPending && <p className="text-muted">Chargement de l'article...</p>}
      {!isNew && item.isError && (
        <div className="rounded-2xl border border-line bg-white p-6">
          <p className="font-semibold">Article non trouvé</p>
          <p className="mt-1 text-sm text-muted">{errorMessage(item.error)}</p>
          <Link to={adminPaths.dashboard} className="btn-outline mt-4">
            Retour au tableau de bord
          </Link>
        </div>
      )}

      {assistant && (
        <AssistantStep
          variant="article"
          contentType="articles"
          onAccept={acceptAssistant}
          onSkip={() => setAssistant(false)}
        />
      )}

      {!assistant && values && (
        <RecoveredBanner
          autosave={form.autosave}
          onRestore={() => {
            const recovered = form.autosave.takeRecovered();
            if (recovered) form.setValues(recovered);
          }}
        />
      )}
      {!assistant && values && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void form.save();
          }}
          className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
        >
          {/* One column on phones (title first), two from lg: the wrappers only exist at lg. */}
          <div className="contents lg:grid lg:min-w-0 lg:content-start lg:gap-6">
            {aiNote && (
              <div className="order-0 grid gap-2">
                <AiImageNote
                  url={aiNote.url}
                  alt={aiNote.alt}
                  onReplace={(url) => {
                    form.set("featuredImage", url);
                    setAiNote({ ...aiNote, url });
                  }}
                  onRemove={() => {
                    form.set("featuredImage", "");
                    form.set(
                      "media",
                      values.media.filter((m) => m.url !== aiNote.url),
                    );
                    setAiNote(null);
                  }}
                />
                {aiNote.provider && (
                  <p className="flex items-center gap-1.5 text-xs text-muted">
                    <Sparkles aria-hidden="true" className="size-3.5" />
                    Texte proposé par : {aiNote.provider}
                  </p>
                )}
              </div>
            )}
            <div className="order-2 min-w-0">
              <ContentCard
                content={values.content}
                onContent={form.onContent}
                editorRef={form.editorRef}
                syncAuto={form.syncAuto}
                onSyncAuto={form.onSyncAuto}
                title={values.title}
                onGenerated={(r) => {
                  form.onContent(r.content);
                  if (r.excerpt) form.set("excerpt", r.excerpt);
                  if (r.title && !form.syncAuto) form.onTitle(r.title);
                }}
                onSaveContent={() => void form.saveContentOnly()}
                savingContent={form.savingContent}
                error={errors.content}
              />
            </div>
            <div className="order-3 grid gap-6 md:grid-cols-2">
              <ImagesCard
                items={values.media.filter((m) => m.type === "image")}
                onChange={(list) => form.setMedia("image", list)}
                onInsert={form.insertMedia}
              />
              <OtherMediaCard
                items={values.media.filter((m) => m.type !== "image")}
                onChange={(list) => form.setMedia("other", list)}
                onInsert={form.insertMedia}
              />
            </div>
          </div>
          <div className="contents lg:grid lg:content-start lg:gap-6">
            <div className="order-1">
              <InfoCard values={values} set={form.set} errors={errors} onTitle={form.onTitle} onSlug={form.onSlug} />
            </div>
            <div className="order-4">
              <PublicationSwitchCard values={values} set={form.set} errors={errors} />
            </div>
            <div className="order-5">
              <ArticleSeoCard values={values} set={form.set} errors={errors} />
            </div>
            <div className="order-5">
              <ScheduleShareCard
                type="articles"
                id={id}
                item={item.data}
                values={values}
                decorate={form.autosave.decorate}
                onSaved={(result) => {
                  form.applyWrite(result);
                }}
              />
            </div>
            {id !== null && (
              <div className="order-5">
                <HistoryPanel
                  type="articles"
                  id={id}
                  values={values}
                  decorate={form.autosave.decorate}
                  savedAt={form.autosave.savedAt}
                  onRestored={(result) => {
                    form.applyWrite(result);
                  }}
                />
              </div>
            )}
          </div>
          <div
            data-sticky-actions
            className="sticky bottom-0 z-20 order-6 -mx-4 border-t border-line bg-paper/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-card lg:col-span-2"
          >
            <div className="flex flex-wrap items-center justify-end gap-2">
              <AutosaveStatus autosave={form.autosave} className="mr-auto" />
              <Link to={adminPaths.dashboard} className="btn-outline min-h-10 flex-1 px-4 sm:flex-none">
                Annuler
              </Link>
              <button
                type="button"
                className="btn-outline min-h-10 flex-1 px-4 sm:flex-none"
                onClick={preview}
                disabled={!values.slug}
              >
                <Eye aria-hidden="true" className="size-4" />
                Aperçu
              </button>
              <button type="submit" className="btn-primary min-h-10 flex-1 px-5 sm:flex-none" disabled={form.saving}>
                {form.saving ? "Enregistrement..." : "Enregistrer"}
              </button>
            </div>
          </div>
        </form>
      )}
      {form.dialog}
    </main>
  );
}
