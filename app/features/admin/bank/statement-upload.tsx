import { useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { CsvMapping } from "#domain/bank-statements/csv.ts";
import { statementFormatLabels, statementFormats } from "#domain/bank-statements/types.ts";
import type { ImportCounts } from "#server/modules/bank/types.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { btnSmallPrimary } from "#app/ui/buttons.ts";
import { inputClass } from "#app/ui/field.tsx";
import { CsvMappingForm } from "./csv-mapping-form.tsx";

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** « Déposer un relevé »: the file, its format (found by itself unless chosen), a CSV model; the counts. */
export function StatementUpload() {
  const client = useQueryClient();
  const mappings = useQuery<{ name: string; mapping: CsvMapping }[]>({ queryKey: ["/api/banque/modeles-csv"] });
  const [format, setFormat] = useState("");
  const [result, setResult] = useState<ImportCounts | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError("");
    setResult(null);
    try {
      const counts = await apiJson<ImportCounts>("POST", "/api/banque/releves", new FormData(event.currentTarget));
      setResult(counts);
      await client.invalidateQueries({ queryKey: ["/api/banque/operations"] });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mb-8 rounded-lg border border-line bg-white p-4" aria-labelledby="upload-title">
      <h2 id="upload-title" className="mb-3 text-lg font-semibold text-forest-dark">
        Déposer un relevé
      </h2>
      <form onSubmit={(e) => void send(e)} className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <label className="grid gap-1 text-sm font-medium">
          Fichier du relevé (CAMT.053, CFONB 120, OFX ou CSV)
          <input className={inputClass} type="file" name="file" required />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Format
          <select className={inputClass} name="format" value={format} onChange={(e) => setFormat(e.target.value)}>
            <option value="">Reconnu tout seul</option>
            {statementFormats.map((f) => (
              <option key={f} value={f}>
                {statementFormatLabels[f]}
              </option>
            ))}
          </select>
        </label>
        {format === "csv" && (
          <label className="grid gap-1 text-sm font-medium">
            Modèle de colonnes
            <select className={inputClass} name="mapping" required>
              {(mappings.data ?? []).map((m) => (
                <option key={m.name}>{m.name}</option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" className={btnSmallPrimary} disabled={busy}>
          {busy ? "Lecture…" : "Importer le relevé"}
        </button>
      </form>
      <div aria-live="polite">
        {result && (
          <p className="mt-3 text-sm text-forest-dark">
            {plural(result.imported, "opération importée", "opérations importées")} :{" "}
            <strong>{plural(result.matched, "rapprochée", "rapprochées")}</strong>,{" "}
            <strong>{result.toConfirm} à confirmer</strong>, {plural(result.duplicates, "déjà connue", "déjà connues")}{" "}
            (non comptées deux fois).
          </p>
        )}
        {error && <p className="mt-3 text-sm text-danger">{error}</p>}
      </div>
      <CsvMappingForm />
    </section>
  );
}
