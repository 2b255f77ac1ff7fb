import { formatParisDateTime, formatParisTime } from "#domain/paris-time.ts";
import { btnSmall } from "#app/ui/buttons.ts";
import type { Autosave } from "./use-autosave";

/** 'Enregistré à 14:32' / 'Modifications non enregistrées' / 'Enregistrement...' (decision 042). */
export function autosaveText(autosave: Autosave): string {
  if (autosave.status === "saving") return "Enregistrement...";
  if (autosave.pending || ["dirty", "offline", "conflict", "invalid"].includes(autosave.status)) {
    return "Modifications non enregistrées";
  }
  if (autosave.savedAt) return `Enregistré à ${formatParisTime(autosave.savedAt)}`;
  return "Tout est enregistré";
}

export function AutosaveStatus({ autosave, className = "" }: { autosave: Autosave; className?: string }) {
  return (
    <div className={className}>
      <p role="status" aria-live="polite" data-testid="autosave-status" className="text-sm text-muted">
        {autosaveText(autosave)}
      </p>
      {autosave.message && (
        <p role="alert" className="mt-1 text-xs text-danger">
          {autosave.message}
        </p>
      )}
    </div>
  );
}

/** Offered when this browser kept text that never reached the server (network cut, tab closed). */
export function RecoveredBanner({ autosave, onRestore }: { autosave: Autosave; onRestore(): void }) {
  if (!autosave.recovered) return null;
  return (
    <div role="alert" className="mb-4 rounded-2xl border border-walnut/30 bg-sand/40 p-4 text-sm">
      <p className="font-semibold text-walnut-dark">Des modifications non enregistrées ont été retrouvées</p>
      <p className="mt-1 text-muted">
        Ce navigateur a gardé le texte que vous tapiez le {formatParisDateTime(autosave.recovered.at)}, avant qu'il
        puisse être enregistré.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={btnSmall} onClick={onRestore}>
          Restaurer le texte
        </button>
        <button type="button" className={btnSmall} onClick={() => autosave.dismissRecovered()}>
          Ignorer
        </button>
      </div>
    </div>
  );
}
