export interface SeoGenerateButtonProps {
  title: string;
  content: string;
  onGenerated(meta: { metaTitle: string; metaDescription: string }): void;
}

/** Generates the SEO title and description (POST /api/ai/generate-seo). Placeholder of the AI issue. */
export function SeoGenerateButton(_props: SeoGenerateButtonProps) {
  return null;
}
