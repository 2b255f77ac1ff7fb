import type { BusinessSettings } from "./schemas/business.ts";
import { isValidIban, isValidSiren } from "./schemas/business.ts";
import { devisSettingsChecklist } from "./devis-checks.ts";
import type { MissingSetting } from "./devis.ts";
import { isBusinessClient, type InvoiceClient, type InvoiceLine } from "./invoices.ts";

/**
 * What an invoice cannot be issued without (CGI 242 nonies A annexe II, C. com. L441-9, loi 96-603
 * art. 22-2), each missing field named in French: the 422 of « Émettre » and the editor's checklist
 * (docs/factures.md). The seller's mentions are the devis' (mediator and phone aside, not invoice
 * mentions); then payment, the client and the lines.
 */
export function invoiceChecklist(
  b: BusinessSettings,
  inv: { client: InvoiceClient; lines: readonly InvoiceLine[] },
): MissingSetting[] {
  const missing = devisSettingsChecklist(b).filter((m) => !/^(mediator\.|phone$)/.test(m.field));
  const need = (ok: unknown, field: string, label: string) => {
    if (!ok) missing.push({ field, label });
  };
  // A firm under the VAT franchise has no VAT number: every line then says so (0 %, article 293 B).
  const franchise = inv.lines.length > 0 && inv.lines.every((l) => l.exemption === "VATEX-FR-FRANCHISE");
  if (franchise) {
    const at = missing.findIndex((m) => m.field === "vatNumber");
    if (at >= 0) missing.splice(at, 1);
  }
  need(/^\d{5}$/.test(b.address.postalCode), "address.postalCode", "Code postal de l'entreprise");
  need(b.latePenaltyRate.trim(), "latePenaltyRate", "Taux des pénalités de retard");
  if (!b.chequeOnly) {
    need(isValidIban(b.bank.iban), "bank.iban", "IBAN du compte (ou « paiement par chèque uniquement »)");
    need(b.bank.holder.trim(), "bank.holder", "Titulaire du compte bancaire");
  }
  const c = inv.client;
  need(c.name.trim(), "client.name", "Nom du client");
  need(c.address.street.trim(), "client.address.street", "Adresse du client (rue)");
  need(
    /^\d{5}$/.test(c.address.postcode) || c.address.country !== "FR",
    "client.address.postcode",
    "Code postal du client",
  );
  need(c.address.city.trim(), "client.address.city", "Commune du client");
  need(c.address.country, "client.address.country", "Pays du client");
  if (isBusinessClient(c))
    need(isValidSiren(c.siren), "client.siren", "SIREN du client professionnel (9 chiffres, clé de contrôle juste)");
  need(inv.lines.length > 0, "lines", "Au moins une ligne");
  inv.lines.forEach((l, i) => {
    if (l.vatRate === 0) need(l.exemption, `lines.${i}.exemption`, `Motif d'exonération de TVA de la ligne ${i + 1}`);
  });
  return missing;
}

/** The 422's message: « Mentions manquantes : … ». */
export const missingMessage = (missing: readonly MissingSetting[]) =>
  `Facture incomplète, mentions obligatoires manquantes : ${missing.map((m) => m.label).join(" ; ")}.`;
