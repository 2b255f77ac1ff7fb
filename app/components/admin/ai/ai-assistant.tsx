import type { MediaItem } from "../../../../domain/schemas/content";

/** What the assistant hands to the editor when the admin accepts a generation. */
export interface AiAssistantResult {
  title: string;
  content: string;
  excerpt: string;
  suggestions: string[];
  /** The generated illustration, if one was made ('Image non générée' otherwise). */
  image: MediaItem | null;
  /** Which provider produced the text, shown to the admin (e.g. 'Assistant hors ligne'). */
  provider: string;
}

export interface AiAssistantProps {
  /** 'article': the article dialog's tones and styles; 'generic': services and portfolio. */
  variant: "article" | "generic";
  contentType: "articles" | "services" | "portfolio" | "pages";
  initialTitle?: string;
  onAccept(result: AiAssistantResult): void;
  onSkip(): void;
}

/**
 * AI assistant shown first for new articles, services and portfolio items (SPEC §2, §4).
 * Placeholder: the AI and media issue implements the form → preview → accept flow.
 */
export function AiAssistant({ onSkip }: AiAssistantProps) {
  return (
    <section className="rounded-2xl border border-line bg-white p-6">
      <h2 className="text-xl font-semibold">Assistant IA</h2>
      <button type="button" className="btn-outline mt-4" onClick={onSkip}>
        Créer manuellement
      </button>
    </section>
  );
}
