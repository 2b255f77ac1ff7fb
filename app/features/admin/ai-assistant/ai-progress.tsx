import { Check } from "lucide-react";
import { useEffect, useRef } from "react";
import { Spinner } from "#app/ui/controls.tsx";

interface Props {
  step: "text" | "image";
  withImage: boolean;
  streamed: string;
  onCancel(): void;
}

/** Progress while generating: the steps, and the text as the provider writes it. */
export function AiProgress({ step, withImage, streamed, onCancel }: Props) {
  const box = useRef<HTMLPreElement>(null);
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [streamed]);
  const words = streamed.split(/\s+/).filter(Boolean).length;
  const item = (done: boolean, active: boolean, label: string) => (
    <li
      className={`flex items-center gap-2 text-sm ${active ? "font-medium text-forest-dark" : done ? "text-success" : "text-muted"}`}
    >
      {done ? (
        <Check className="size-4" aria-hidden="true" />
      ) : active ? (
        <Spinner />
      ) : (
        <span className="inline-block size-4 rounded-full border border-line" aria-hidden="true" />
      )}
      {label}
    </li>
  );
  return (
    <div className="grid gap-4" aria-busy="true">
      <ol className="grid gap-2">
        {item(step !== "text", step === "text", `Rédaction du texte${words ? ` (${words} mots)` : "…"}`)}
        {withImage && item(false, step === "image", "Création de l'illustration")}
      </ol>
      <p role="status" className="sr-only">
        {step === "text" ? "Rédaction du texte en cours" : "Création de l'illustration en cours"}
      </p>
      <pre
        ref={box}
        className="max-h-72 min-h-32 overflow-y-auto rounded-xl border border-line bg-white p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap text-ink"
        data-testid="ai-stream"
      >
        {streamed || "L'assistant prépare votre texte…"}
      </pre>
      <div className="flex justify-end">
        <button type="button" className="btn-outline" onClick={onCancel}>
          Annuler
        </button>
      </div>
    </div>
  );
}
