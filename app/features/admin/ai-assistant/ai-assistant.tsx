import { Sparkles } from "lucide-react";
import type { ContentType } from "#domain/content-types.ts";
import { useEffect, useRef, useState } from "react";
import { missingInfo, parseKeywords } from "#domain/ai-labels.ts";
import type { MediaItem } from "#domain/schemas/content.ts";
import { excerptOf } from "#domain/text.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { generateContent, generateImage, toMediaItem, useAiStatus } from "#app/features/admin/data/ai-client.ts";
import { AiOptionsForm, defaultFormValues, type AiFormValues } from "./ai-options-form";
import { AiPreview, type AiAssistantResult } from "./ai-preview";
import { AiProgress } from "./ai-progress";
import { ErrorNote } from "#app/ui/controls.tsx";
import { ProviderBadge } from "#app/ui/provider-badge.tsx";

export type { AiAssistantResult };

export interface AiAssistantProps {
  /** 'article': the article dialog's tones and styles; 'generic': services and portfolio. */
  variant: "article" | "generic";
  contentType: ContentType;
  initialTitle?: string;
  onAccept(result: AiAssistantResult): void;
  onSkip(): void;
  /** Label of the skip button (default 'Créer manuellement'). */
  skipLabel?: string;
  /** Called when the admin refuses a proposal; without it the form comes back. */
  onRefuse?(): void;
  /** False when the caller cannot use an image: no checkbox, no illustration. */
  imageOption?: boolean;
  /** False inside a dialog that has its own title. */
  showHeader?: boolean;
}

type Phase = "form" | "generating" | "preview";

/** Prompt of the illustration that goes with a text. */
function illustrationPrompt(values: AiFormValues): string {
  const keywords = parseKeywords(values.keywords);
  return [values.title, values.context.slice(0, 400), keywords.length ? `Mots-clés : ${keywords.join(", ")}` : ""]
    .filter(Boolean)
    .join(". ");
}

/**
 * AI assistant shown first for new articles, services and portfolio items (docs/product.md §2, §4):
 * options form → progress (streamed text) → preview → regenerate / edit / refuse / accept.
 */
export function AiAssistant({
  variant,
  contentType,
  initialTitle,
  onAccept,
  onSkip,
  skipLabel,
  onRefuse,
  imageOption = true,
  showHeader = true,
}: AiAssistantProps) {
  const status = useAiStatus();
  const [values, setValues] = useState<AiFormValues>(() => defaultFormValues(initialTitle ?? ""));
  const [phase, setPhase] = useState<Phase>("form");
  const [step, setStep] = useState<"text" | "image">("text");
  const [streamed, setStreamed] = useState("");
  const [result, setResult] = useState<AiAssistantResult | null>(null);
  const [editing, setEditing] = useState(false);
  const [edited, setEdited] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const withImage = imageOption && values.generateImage;

  useEffect(() => () => abort.current?.abort(), []);

  async function generate() {
    if (!values.title.trim() || !values.context.trim()) {
      toast({ title: missingInfo.title, description: missingInfo.message, variant: "destructive" });
      setError(missingInfo.message);
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setError(null);
    setStreamed("");
    setStep("text");
    setEditing(false);
    setEdited(false);
    setPhase("generating");
    let text;
    try {
      text = await generateContent(
        {
          title: values.title.trim(),
          context: values.context.trim(),
          keywords: parseKeywords(values.keywords),
          tone: values.tone,
          length: values.length,
          style: values.style,
          contentType,
          targetAudience: values.targetAudience.trim(),
        },
        (delta) => setStreamed((s) => s + delta),
        controller.signal,
      );
    } catch (err) {
      if (controller.signal.aborted) return;
      setError(errorMessage(err));
      toast({ title: "Erreur de génération", description: "Impossible de générer le contenu", variant: "destructive" });
      setPhase("form");
      return;
    }
    let image: MediaItem | null = null;
    if (withImage) {
      setStep("image");
      try {
        image = toMediaItem(await generateImage(illustrationPrompt(values)));
      } catch (err) {
        if (controller.signal.aborted) return;
        toast({
          title: "Image non générée",
          description: `Le texte est conservé ; vous pourrez ajouter une image manuellement. (${errorMessage(err)})`,
        });
      }
    }
    if (controller.signal.aborted) return;
    setResult({
      title: values.title.trim(),
      content: text.content,
      excerpt: text.excerpt,
      suggestions: text.suggestions,
      image,
      provider: text.provider,
    });
    setPhase("preview");
  }

  function cancel() {
    abort.current?.abort();
    setPhase("form");
  }

  function refuse() {
    setResult(null);
    setEditing(false);
    if (onRefuse) onRefuse();
    else setPhase("form");
  }

  function accept() {
    if (!result) return;
    // An edited text gets a fresh excerpt (docs/product.md §9: the first 20 words).
    onAccept({ ...result, excerpt: edited || !result.excerpt ? excerptOf(result.content, 20) : result.excerpt });
  }

  return (
    <section
      className="grid gap-5 rounded-2xl border border-line bg-paper p-4 shadow-card sm:p-6"
      aria-label="Assistant IA"
      data-phase={phase}
    >
      {showHeader && (
        <header className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <Sparkles className="size-5 text-oak-dark" aria-hidden="true" />
              Assistant IA
            </h2>
            {status && <ProviderBadge provider={status.provider} prefix="Fournisseur" />}
          </div>
          <p className="text-sm text-muted">
            {variant === "article"
              ? "Décrivez votre article : l'assistant propose un texte, un résumé et une illustration, que vous pourrez modifier avant de les garder."
              : "Décrivez le contenu : l'assistant propose un texte que vous pourrez relire, régénérer ou refuser."}
          </p>
        </header>
      )}
      {phase === "form" && (
        <>
          <ErrorNote message={error} />
          <AiOptionsForm
            variant={variant}
            values={values}
            onChange={setValues}
            onSubmit={generate}
            imageOption={imageOption}
            skip={{ label: skipLabel ?? "Créer manuellement", onSkip }}
          />
        </>
      )}
      {phase === "generating" && <AiProgress step={step} withImage={withImage} streamed={streamed} onCancel={cancel} />}
      {phase === "preview" && result && (
        <AiPreview
          result={result}
          editable={variant === "article"}
          editing={editing}
          onEdit={setEditing}
          onChange={(next) => {
            setResult(next);
            setEdited(true);
          }}
          onRegenerate={() => setPhase("form")}
          onRefuse={refuse}
          onAccept={accept}
        />
      )}
    </section>
  );
}
