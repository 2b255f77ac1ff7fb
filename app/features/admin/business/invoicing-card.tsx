import type { ReactNode } from "react";
import type { BusinessSettings } from "#domain/business.ts";
import { Card } from "#app/ui/card.tsx";
import type { useBusinessForm } from "./use-business-form.tsx";

type Form = ReturnType<typeof useBusinessForm>;

/** « Facturation » in « Entreprise »: how the client pays, the terms, the numbering's start (docs/factures.md). */
export function InvoicingCard({ form }: { form: Form }) {
  const { values, set, text, number } = form;
  const box = (path: "chequeOnly" | "vatOnDebits", label: ReactNode) => (
    <label className="flex items-start gap-2 text-sm sm:col-span-2" id={path}>
      <input
        type="checkbox"
        name={path}
        className="mt-1"
        checked={(values as BusinessSettings)[path]}
        onChange={(e) => set(path, e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <Card
      title="Facturation"
      description="Repris sur chaque facture. Les coordonnées bancaires (ou « chèque uniquement ») sont nécessaires pour émettre une facture."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text("bank.iban", "IBAN", { hint: "Vérifié (clé de contrôle) ; enregistré sans espaces" })}
        {text("bank.bic", "BIC", { optional: true })}
        {text("bank.holder", "Titulaire du compte", {
          hint: "Le nom exact du compte : la banque du client le compare à l'IBAN avant chaque virement (70 caractères au plus)",
          className: "sm:col-span-2",
        })}
        {box("chequeOnly", "Paiement par chèque uniquement (aucune coordonnée bancaire sur les factures)")}
        {box("vatOnDebits", "Option pour le paiement de la taxe d'après les débits")}
        {number("paymentTermsDays", "Délai de paiement (jours après la facture)")}
        {text("latePenaltyRate", "Taux des pénalités de retard", {
          hint: "Par défaut : trois fois le taux d'intérêt légal",
        })}
        {number("invoiceStartNumber", "Prochain numéro de facture de l'année")}
        {text("einvoicingPlatform", "Plateforme Agréée (facturation électronique)", { optional: true })}
      </div>
      <p className="mt-3 text-xs text-muted">
        Le prochain numéro ne sert qu'une fois, avant la première facture émise ici : si vous facturiez ailleurs jusqu'à
        présent, indiquez le numéro qui suit votre dernière facture de l'année pour que la série continue sans trou ni
        doublon.
      </p>
    </Card>
  );
}
