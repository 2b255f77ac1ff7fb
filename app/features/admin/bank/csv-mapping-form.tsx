import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { csvDateFormats } from "#domain/bank-statements/csv.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { btnSmallPrimary } from "#app/ui/buttons.ts";
import { inputClass } from "#app/ui/field.tsx";

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** « Nouveau modèle CSV »: the columns of one bank's CSV export, named after the bank. */
export function CsvMappingForm() {
  const client = useQueryClient();
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError("");
    setMessage("");
    try {
      await apiJson("PUT", "/api/banque/modeles-csv", {
        name: text(form, "name"),
        separator: text(form, "separator") === "virgule" ? "," : ";",
        dateColumn: text(form, "dateColumn"),
        dateFormat: text(form, "dateFormat"),
        amountColumn: text(form, "amountColumn"),
        debitColumn: text(form, "debitColumn"),
        creditColumn: text(form, "creditColumn"),
        decimalComma: text(form, "decimal") !== "point",
        labelColumn: text(form, "labelColumn"),
        referenceColumn: text(form, "referenceColumn"),
      });
      setMessage(`Modèle « ${text(form, "name")} » enregistré : choisissez le format CSV pour l'utiliser.`);
      await client.invalidateQueries({ queryKey: ["/api/banque/modeles-csv"] });
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  const field = (name: string, label: string, required = false) => (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      <input className={inputClass} name={name} required={required} />
    </label>
  );
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-medium text-forest-dark">
        Nouveau modèle CSV (les colonnes du fichier de votre banque, telles qu'écrites dans sa première ligne)
      </summary>
      <form onSubmit={(e) => void save(e)} className="mt-3 grid gap-3 sm:grid-cols-3">
        {field("name", "Nom du modèle (votre banque)", true)}
        {field("dateColumn", "Colonne de la date", true)}
        <label className="grid gap-1 text-sm font-medium">
          Écriture de la date
          <select className={inputClass} name="dateFormat">
            {csvDateFormats.map((f) => (
              <option key={f}>{f}</option>
            ))}
          </select>
        </label>
        {field("labelColumn", "Colonne du libellé", true)}
        {field("amountColumn", "Colonne du montant (ou débit et crédit)")}
        {field("debitColumn", "Colonne du débit")}
        {field("creditColumn", "Colonne du crédit")}
        {field("referenceColumn", "Colonne de la référence de l'opération")}
        <label className="grid gap-1 text-sm font-medium">
          Séparateur
          <select className={inputClass} name="separator">
            <option value="point-virgule">Point-virgule (;)</option>
            <option value="virgule">Virgule (,)</option>
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Décimales
          <select className={inputClass} name="decimal">
            <option value="virgule">Virgule (1 234,56)</option>
            <option value="point">Point (1234.56)</option>
          </select>
        </label>
        <div className="sm:col-span-3">
          <button type="submit" className={btnSmallPrimary}>
            Enregistrer le modèle
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {message && <p className="mt-2 text-forest-dark">{message}</p>}
        {error && <p className="mt-2 text-danger">{error}</p>}
      </div>
    </details>
  );
}
