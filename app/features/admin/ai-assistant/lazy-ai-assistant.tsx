import { lazy, Suspense, type ComponentProps } from "react";

export type { AiAssistantProps, AiAssistantResult } from "./ai-assistant";

const Assistant = lazy(() => import("./ai-assistant").then((m) => ({ default: m.AiAssistant })));

/**
 * The AI assistant (its form, progress and preview, ~5 KB) loaded when it shows — a new item's
 * first step or the content button's dialog — not with the editor of an existing item (decision 060).
 */
export function AiAssistant(props: ComponentProps<typeof Assistant>) {
  return (
    <Suspense
      fallback={
        <p className="rounded-2xl border border-line bg-white p-6 text-sm text-muted">Chargement de l'assistant...</p>
      }
    >
      <Assistant {...props} />
    </Suspense>
  );
}
