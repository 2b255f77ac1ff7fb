import { ArrowLeft } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { MediaItem } from "#domain/schemas/content.ts";
import { slugify } from "#domain/text.ts";
import { AiAssistant, type AiAssistantResult } from "#app/features/admin/ai-assistant/ai-assistant.tsx";
import { AiContentButton } from "#app/features/admin/ai-assistant/content-button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { Spinner } from "#app/ui/controls.tsx";
import { SeoGenerateButton } from "#app/features/admin/ai-assistant/seo-button.tsx";
import { ImagesCard, insertAtCursor, mediaMarkdown, OtherMediaCard } from "#app/features/admin/media/media-cards.tsx";
import { toast } from "#app/ui/toast.tsx";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { aliasEditorPath } from "#domain/content-paths.ts";

export function meta() {
  return [{ title: "Atelier IA – Administration" }, { name: "robots", content: "noindex" }];
}

/**
 * 'Atelier IA': the assistant, the media cards and the dialog on one screen, with a draft whose
 * text, images and SEO can be turned into an article. The editors use the same components.
 */
export default function AiLab() {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const draftHeading = useRef<HTMLHeadingElement>(null);
  const [variant, setVariant] = useState<"article" | "generic">("article");
  const [assistantKey, setAssistantKey] = useState(0);
  const [title, setTitle] = useState("");
  const [excerpt, setExcerpt] = useState("");
  const [content, setContent] = useState("");
  const [metaTitle, setMetaTitle] = useState("");
  const [metaDescription, setMetaDescription] = useState("");
  const [media, setMedia] = useState<MediaItem[]>([]);
  const [publish, setPublish] = useState(false);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<{ id: number; slug: string } | null>(null);
  const slug = slugify(title);

  const toDraft = () => draftHeading.current?.scrollIntoView({ behavior: "smooth", block: "start" });

  function accept(result: AiAssistantResult) {
    setTitle(result.title);
    setContent(result.content);
    setExcerpt(result.excerpt);
    if (result.image) setMedia((m) => [...m, result.image as MediaItem]);
    setAssistantKey((k) => k + 1);
    toast({
      title: "Proposition acceptée",
      description: "Le texte est dans le brouillon : relisez-le avant de l'enregistrer.",
    });
    requestAnimationFrame(toDraft);
  }

  function insert(item: MediaItem) {
    const el = textarea.current;
    const start = el?.selectionStart ?? content.length;
    const end = el?.selectionEnd ?? start;
    const next = insertAtCursor(content, start, end, mediaMarkdown(item));
    setContent(next.value);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.cursor, next.cursor);
    });
    toast({
      title: item.type === "image" ? "Image insérée" : "Lien inséré",
      description: "À l'emplacement du curseur dans le texte.",
    });
  }

  async function createArticle() {
    if (!title.trim() || !slug) {
      toast({ title: "Erreur de sauvegarde", description: "Le titre est requis", variant: "destructive" });
      return;
    }
    setSaving(true);
    try {
      const image = media.find((m) => m.type === "image");
      const article = await apiJson<{ id: number; slug: string }>("POST", "/api/articles", {
        title: title.trim(),
        slug,
        excerpt,
        content,
        category: "blog",
        metaTitle,
        metaDescription,
        media,
        featuredImage: image?.url ?? null,
        isPublished: publish,
        ...(publish ? { publishedAt: new Date().toISOString() } : {}),
        authorId: 1,
      });
      setCreated({ id: article.id, slug: article.slug ?? slug });
      toast({
        title: "Article créé",
        description: publish ? "L'article est publié sur le blog." : "L'article est enregistré en brouillon.",
        variant: "success",
      });
    } catch (err) {
      toast({
        title: "Erreur de sauvegarde",
        description: `Impossible de sauvegarder les modifications : ${errorMessage(err)}`,
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <main id="contenu" className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <header className="grid gap-3">
        <Link
          to={adminPaths.dashboard}
          className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-medium text-walnut hover:text-forest"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Tableau de bord
        </Link>
        <h1 className="text-3xl font-semibold">Atelier IA</h1>
        <p className="max-w-3xl text-muted">
          Préparez un texte avec l'assistant, ajoutez vos photos, des illustrations ou des documents, puis créez
          l'article. Rien n'est publié sans votre accord.
        </p>
      </header>

      <div className="grid gap-3">
        <div role="radiogroup" aria-label="Type de contenu" className="flex w-fit gap-1 rounded-full bg-sand/60 p-1">
          {(["article", "generic"] as const).map((v) => (
            <button
              key={v}
              type="button"
              role="radio"
              aria-checked={variant === v}
              onClick={() => setVariant(v)}
              className={`min-h-11 rounded-full px-4 text-sm font-medium ${variant === v ? "bg-white text-forest-dark shadow-sm" : "text-muted"}`}
            >
              {v === "article" ? "Article" : "Service ou réalisation"}
            </button>
          ))}
        </div>
        <AiAssistant
          key={`${variant}-${assistantKey}`}
          variant={variant}
          contentType={variant === "article" ? "articles" : "services"}
          onAccept={accept}
          onSkip={toDraft}
        />
      </div>

      <section className="grid gap-6" aria-labelledby={`${id}-draft`}>
        <h2 ref={draftHeading} id={`${id}-draft`} className="scroll-mt-6 text-2xl font-semibold">
          Brouillon
        </h2>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid content-start gap-5 rounded-2xl border border-line bg-white p-5">
            <Field id={`${id}-title`} label="Titre" hint={slug ? `Adresse : /blog/${slug}` : undefined}>
              <input
                id={`${id}-title`}
                className={inputClass}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
              />
            </Field>
            <Field id={`${id}-excerpt`} label="Résumé (optionnel)">
              <textarea
                id={`${id}-excerpt`}
                rows={3}
                className={inputClass}
                value={excerpt}
                onChange={(e) => setExcerpt(e.target.value)}
              />
            </Field>
            <div className="grid gap-1.5">
              <div className="flex flex-wrap items-end justify-between gap-2">
                <label htmlFor={`${id}-content`} className="text-sm font-medium text-forest-dark">
                  Contenu (Markdown)
                </label>
                <AiContentButton
                  title={title}
                  onGenerated={(r) => {
                    setContent(r.content);
                    setExcerpt(r.excerpt);
                    if (r.title) setTitle(r.title);
                  }}
                  onImage={(image) => setMedia((m) => [...m, image])}
                />
              </div>
              <textarea
                ref={textarea}
                id={`${id}-content`}
                rows={15}
                className={`${inputClass} font-mono text-[0.8125rem] leading-relaxed`}
                value={content}
                onChange={(e) => setContent(e.target.value)}
              />
            </div>
            <div className="grid gap-4 rounded-xl bg-cream p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">SEO</h3>
                <SeoGenerateButton
                  title={title}
                  content={content}
                  onGenerated={(m) => {
                    setMetaTitle(m.metaTitle);
                    setMetaDescription(m.metaDescription);
                  }}
                />
              </div>
              <Field id={`${id}-meta-title`} label="Titre SEO" hint={`${metaTitle.length} / 60 caractères`}>
                <input
                  id={`${id}-meta-title`}
                  className={inputClass}
                  value={metaTitle}
                  onChange={(e) => setMetaTitle(e.target.value)}
                />
              </Field>
              <Field
                id={`${id}-meta-description`}
                label="Description SEO"
                hint={`${metaDescription.length} / 160 caractères`}
              >
                <textarea
                  id={`${id}-meta-description`}
                  rows={3}
                  className={inputClass}
                  value={metaDescription}
                  onChange={(e) => setMetaDescription(e.target.value)}
                />
              </Field>
            </div>
          </div>
          <div className="grid content-start gap-6">
            <ImagesCard items={media} onChange={setMedia} onInsert={insert} />
            <OtherMediaCard items={media} onChange={setMedia} onInsert={insert} />
          </div>
        </div>
        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-[var(--color-forest)]"
              checked={publish}
              onChange={(e) => setPublish(e.target.checked)}
            />
            Publier l'article sur le blog
          </label>
          <div className="flex flex-wrap items-center gap-3">
            {created && (
              <Link
                to={publish ? `/blog/${created.slug}` : aliasEditorPath("articles", created.id)}
                className="text-sm font-medium text-walnut underline"
              >
                {publish ? "Voir l'article publié" : "Ouvrir dans l'éditeur"}
              </Link>
            )}
            <button type="button" className="btn-primary" onClick={createArticle} disabled={saving}>
              {saving ? <Spinner label="Enregistrement..." /> : "Créer l'article"}
            </button>
          </div>
        </div>
      </section>
    </main>
  );
}
