import { Sparkles } from "lucide-react";
import type { ContentType } from "#domain/content-types.ts";
import { useState } from "react";
import type { MediaItem } from "#domain/schemas/content.ts";
import { DialogShell } from "#app/ui/dialog-shell.tsx";
import { AiAssistant } from "./lazy-ai-assistant";

export interface AiContentButtonProps {
  title: string;
  /** Receives the generated markdown (and excerpt) when the admin accepts it. */
  onGenerated(result: { content: string; excerpt: string; title?: string }): void;
  /** Receives the illustration generated with the text; without it no illustration is offered. */
  onImage?(image: MediaItem): void;
  contentType?: ContentType;
  variant?: "article" | "generic";
}

/** The markdown area's 'AI content generation' button: the assistant in a dialog. */
export function AiContentButton({
  title,
  onGenerated,
  onImage,
  contentType = "articles",
  variant = "article",
}: AiContentButtonProps) {
  const [open, setOpen] = useState(false);
  // A new key each opening: the form starts from the editor's current title.
  const [session, setSession] = useState(0);
  return (
    <>
      <button
        type="button"
        className="btn-outline min-h-11 px-4"
        onClick={() => {
          setSession((n) => n + 1);
          setOpen(true);
        }}
      >
        <Sparkles className="size-4" aria-hidden="true" />
        Générer le contenu avec l'IA
      </button>
      <DialogShell
        open={open}
        onOpenChange={setOpen}
        title="Générer le contenu avec l'IA"
        description="Le texte proposé remplacera le contenu actuel si vous l'acceptez."
        size="lg"
      >
        <AiAssistant
          key={session}
          variant={variant}
          contentType={contentType}
          initialTitle={title}
          showHeader={false}
          imageOption={Boolean(onImage)}
          skipLabel="Annuler"
          onSkip={() => setOpen(false)}
          onRefuse={() => setOpen(false)}
          onAccept={(result) => {
            onGenerated({ content: result.content, excerpt: result.excerpt, title: result.title });
            if (result.image) onImage?.(result.image);
            setOpen(false);
          }}
        />
      </DialogShell>
    </>
  );
}
