/**
 * Matching a bank credit to open invoices (docs/paiements.md). Pure. In order: the RF creditor
 * reference (structured, or in the free text, mod-97 checked), then the invoice number in the text,
 * then a unique amount due together with the client's name. Only a single invoice whose amount due
 * equals the credit is matched automatically; partial, grouped or ambiguous credits are left « à
 * confirmer » with their candidates (and, when the dues add up, a proposed split).
 */
import { isRfReference } from "./payments.ts";

export interface OpenInvoice {
  id: number;
  number: string;
  /** ISO 11649 reference, « RF » + 2 check digits + the number's letters and digits. */
  reference: string | null;
  clientName: string;
  amountDueCents: number;
}

export interface BankCredit {
  amountCents: number;
  label: string;
  remittance: string;
  structuredReference: string | null;
  counterpartyName: string | null;
}

export interface Allocation {
  invoiceId: number;
  amountCents: number;
}

export type MatchRule = "reference" | "number" | "amount_name";

export type MatchResult =
  | { kind: "matched"; rule: MatchRule; allocations: Allocation[]; reason: string }
  | {
      kind: "to_confirm";
      rule: MatchRule | "amount" | "name";
      candidates: number[];
      proposal: Allocation[];
      reason: string;
    }
  | { kind: "none"; reason: string };

const compact = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** ISO 11649, any separators tolerated: the check of domain/payments.ts on the compacted text. */
export const isValidRfReference = (reference: string): boolean => isRfReference(compact(reference));

/**
 * RF references written in a text, spaces tolerated (« RF12 F202 6000 1 »): from each « RF » and two
 * digits, the longest run of words (≤ 25 characters together) that passes the check; only valid ones.
 */
export function rfReferencesIn(text: string): string[] {
  const found = new Set<string>();
  const upper = text.toUpperCase();
  for (const m of upper.matchAll(/(?<![A-Z0-9])RF\d{2}/g)) {
    let ref = "";
    let best = "";
    for (const word of upper.slice(m.index).split(/\s+/)) {
      const alnum = /^[A-Z0-9]+/.exec(word)?.[0] ?? "";
      if (alnum === "" || ref.length + alnum.length > 25) break;
      ref += alnum;
      if (isValidRfReference(ref)) best = ref;
      if (alnum !== word) break;
    }
    if (best !== "") found.add(best);
  }
  return [...found];
}

/** Invoice numbers written in a text: « F-2026-0001 », « F2026-0001 », « F20260001 ». */
export function invoiceNumbersIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.toUpperCase().matchAll(/(?<![A-Z0-9])F[- ]?(20\d{2})[- ]?(\d{1,6})(?![0-9])/g)) {
    found.add(`F${m[1]}${m[2]!.padStart(4, "0")}`);
  }
  return [...found];
}

const words = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((w) => w.length >= 3 && !["SARL", "SAS", "EURL", "SCI", "MME", "MLLE", "M", "LES", "DES"].includes(w));

const nameWords = new Map<string, string[]>();
/** The client's name is in the text's words when every significant word of it is (any order, accents ignored). */
function nameIn(clientName: string, inText: ReadonlySet<string>): boolean {
  let name = nameWords.get(clientName);
  if (!name) {
    if (nameWords.size > 5000) nameWords.clear();
    name = words(clientName);
    nameWords.set(clientName, name);
  }
  return name.length > 0 && name.every((w) => inText.has(w));
}

export const nameAppears = (clientName: string, text: string) => nameIn(clientName, new Set(words(text)));

const euros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",") + " €";

/** Several invoices named by one credit: a split when their dues add up to it, else left to the artisan. */
function fromNamed(credit: BankCredit, invoices: OpenInvoice[], rule: "reference" | "number"): MatchResult {
  const how = rule === "reference" ? "Référence" : "Numéro de facture";
  const ids = invoices.map((i) => i.id);
  const numbers = invoices.map((i) => i.number).join(", ");
  if (invoices.length === 1) {
    const invoice = invoices[0]!;
    if (invoice.amountDueCents === credit.amountCents) {
      const allocations = [{ invoiceId: invoice.id, amountCents: credit.amountCents }];
      return {
        kind: "matched",
        rule,
        allocations,
        reason: `${how} de la facture ${invoice.number}, montant égal au reste dû`,
      };
    }
    const proposal = [{ invoiceId: invoice.id, amountCents: Math.min(credit.amountCents, invoice.amountDueCents) }];
    const gap =
      credit.amountCents < invoice.amountDueCents ? "inférieur (paiement partiel ?)" : "supérieur (trop-perçu ?)";
    const reason = `${how} de la facture ${invoice.number}, mais montant ${gap} au reste dû de ${euros(invoice.amountDueCents)}`;
    return { kind: "to_confirm", rule, candidates: ids, proposal, reason };
  }
  const total = invoices.reduce((sum, i) => sum + i.amountDueCents, 0);
  if (total === credit.amountCents) {
    const proposal = invoices.map((i) => ({ invoiceId: i.id, amountCents: i.amountDueCents }));
    return {
      kind: "to_confirm",
      rule,
      candidates: ids,
      proposal,
      reason: `Paiement groupé : ${numbers}, répartition proposée`,
    };
  }
  const reason = `Plusieurs factures citées (${numbers}) pour un total dû de ${euros(total)} : à répartir`;
  return { kind: "to_confirm", rule, candidates: ids, proposal: [], reason };
}

export function matchCredit(credit: BankCredit, open: readonly OpenInvoice[]): MatchResult {
  if (credit.amountCents <= 0) return { kind: "none", reason: "Débit : rien à rapprocher" };
  const text = `${credit.label} ${credit.remittance} ${credit.structuredReference ?? ""}`;
  const references = new Set(rfReferencesIn(text));
  if (credit.structuredReference && isValidRfReference(credit.structuredReference)) {
    references.add(compact(credit.structuredReference));
  }
  const byReference = open.filter((i) => i.reference !== null && references.has(compact(i.reference)));
  if (byReference.length > 0) return fromNamed(credit, byReference, "reference");

  const numbers = new Set(invoiceNumbersIn(text));
  const byNumber = open.filter((i) => numbers.has(compact(i.number)));
  if (byNumber.length > 0) return fromNamed(credit, byNumber, "number");

  const who = new Set(words(`${text} ${credit.counterpartyName ?? ""}`));
  const sameAmount = open.filter((i) => i.amountDueCents === credit.amountCents);
  const named = sameAmount.filter((i) => nameIn(i.clientName, who));
  if (sameAmount.length === 1 && named.length === 1) {
    const invoice = named[0]!;
    const allocations = [{ invoiceId: invoice.id, amountCents: credit.amountCents }];
    return {
      kind: "matched",
      rule: "amount_name",
      allocations,
      reason: `Montant et nom du client de la facture ${invoice.number}`,
    };
  }
  if (sameAmount.length > 0) {
    const reason =
      sameAmount.length > 1
        ? `${sameAmount.length} factures ont ce reste dû de ${euros(credit.amountCents)} : choisissez la bonne`
        : `Montant égal au reste dû de la facture ${sameAmount[0]!.number}, mais le nom du client n'apparaît pas`;
    const candidates = [...named, ...sameAmount.filter((i) => !named.includes(i))].map((i) => i.id);
    const proposal = named.length === 1 ? [{ invoiceId: named[0]!.id, amountCents: credit.amountCents }] : [];
    return { kind: "to_confirm", rule: "amount", candidates, proposal, reason };
  }
  const byName = open.filter((i) => nameIn(i.clientName, who));
  if (byName.length > 0) {
    const reason = `Nom du client reconnu, mais aucun reste dû de ${euros(credit.amountCents)}`;
    return { kind: "to_confirm", rule: "name", candidates: byName.map((i) => i.id), proposal: [], reason };
  }
  return { kind: "none", reason: "Aucune facture ouverte ne correspond" };
}
