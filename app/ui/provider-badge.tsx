import { Sparkles } from "lucide-react";
import { providerLabel } from "#domain/ai-labels.ts";

/** Which provider produced a result (docs/product.md: the UI always says it). */
export function ProviderBadge({ provider, prefix = "Produit par" }: { provider: string; prefix?: string }) {
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full bg-sand/70 px-2.5 py-1 text-xs font-medium text-walnut-dark"
      data-testid="ai-provider"
    >
      <Sparkles className="size-3.5" aria-hidden="true" />
      {prefix} : {providerLabel(provider)}
    </span>
  );
}
