export interface AiContentButtonProps {
  title: string;
  /** Receives the generated markdown (and excerpt) when the admin accepts it. */
  onGenerated(result: { content: string; excerpt: string; title?: string }): void;
}

/** The markdown area's 'AI content generation' button (opens the article dialog). Placeholder of the AI issue. */
export function AiContentButton(_props: AiContentButtonProps) {
  return null;
}
