/** The editors' own way past the AI assistant (docs/product.md §2: it can be skipped to create manually). */
export function SkipAssistant({ onSkip }: { onSkip(): void }) {
  return (
    <p className="text-center text-sm text-muted">
      Vous préférez écrire vous-même ?{" "}
      <button
        type="button"
        className="font-medium text-walnut underline underline-offset-2 hover:text-forest"
        onClick={onSkip}
      >
        Passer l'assistant et créer manuellement
      </button>
    </p>
  );
}
