import { XMLParser, XMLValidator } from "fast-xml-parser";
import { isoDay, lineLocator, squeeze, StatementError, type BankStatement, type BankTransaction } from "./types.ts";

/**
 * CAMT.053 (ISO 20022 « BankToCustomerStatement », versions 001.02 to 001.13): one transaction per
 * booked entry (`Ntry`). The XML is read by fast-xml-parser; the element's offset gives the line.
 */

type Node = Record<string, unknown>;

const arrays = new Set(["Stmt", "Ntry", "TxDtls", "Ustrd", "Strd", "NtryDtls"]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  captureMetaData: true,
  processEntities: true,
  isArray: (name) => arrays.has(name),
});
const meta = XMLParser.getMetaDataSymbol();

export const looksLikeCamt053 = (text: string) => text.trimStart().startsWith("<") && text.includes("BkToCstmrStmt");

const asNode = (value: unknown): Node => (value && typeof value === "object" ? (value as Node) : {});
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(asNode) : value ? [asNode(value)] : []);
const text = (value: unknown): string => {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "#text" in value) return String((value as Node)["#text"]);
  return "";
};
const at = (node: unknown, ...path: string[]): unknown => path.reduce((n, key) => asNode(n)[key], node);

function lineOf(lineAt: (offset: number) => number, node: unknown, fallback: number): number {
  const index = (asNode(node) as Record<symbol, { startIndex?: number } | undefined>)[meta as symbol]?.startIndex;
  return typeof index === "number" ? lineAt(index) : fallback;
}

function camtDate(node: unknown): string | null {
  const raw = text(at(node, "Dt")) || text(at(node, "DtTm")).slice(0, 10);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  return match ? isoDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

function camtAmountCents(node: unknown): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text(node).trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

export function parseCamt053(source: string): BankStatement {
  // A statement has no DOCTYPE: refusing it rules out entity expansion.
  const doctype = source.search(/<!DOCTYPE/i);
  if (doctype >= 0)
    throw new StatementError(lineLocator(source)(doctype), "déclaration DOCTYPE refusée dans un relevé");
  const valid = XMLValidator.validate(source);
  if (valid !== true) throw new StatementError(valid.err.line, `XML illisible (${valid.err.msg})`);
  const document = parser.parse(source) as Node;
  const statements = list(at(document, "Document", "BkToCstmrStmt", "Stmt"));
  if (statements.length === 0) throw new StatementError(1, "ce n'est pas un relevé CAMT.053 (aucun « Stmt »)");
  const account: BankStatement["account"] = {
    iban: text(at(statements[0], "Acct", "Id", "IBAN")) || null,
    number: text(at(statements[0], "Acct", "Id", "Othr", "Id")) || null,
    currency: text(at(statements[0], "Acct", "Ccy")) || null,
  };
  const transactions: BankTransaction[] = [];
  const lineAt = lineLocator(source);
  for (const statement of statements) {
    for (const entry of list(statement.Ntry)) {
      const transaction = readEntry(lineAt, entry, lineOf(lineAt, statement, 1));
      if (transaction) transactions.push(transaction);
    }
  }
  return { format: "camt053", account, transactions };
}

function readEntry(lineAt: (offset: number) => number, entry: Node, statementLine: number): BankTransaction | null {
  const line = lineOf(lineAt, entry, statementLine);
  const status = text(entry.Sts) || text(at(entry, "Sts", "Cd"));
  if (status !== "" && status !== "BOOK") return null;
  const amount = camtAmountCents(entry.Amt);
  if (amount === null) throw new StatementError(lineOf(lineAt, entry.Amt, line), "montant illisible");
  const direction = text(entry.CdtDbtInd);
  if (direction !== "CRDT" && direction !== "DBIT") {
    throw new StatementError(line, "sens de l'opération illisible (CdtDbtInd : CRDT ou DBIT attendu)");
  }
  const bookingDate = camtDate(entry.BookgDt) ?? camtDate(entry.ValDt);
  if (bookingDate === null) throw new StatementError(lineOf(lineAt, entry.BookgDt, line), "date illisible");
  const details = list(entry.NtryDtls).flatMap((d) => list(d.TxDtls));
  const party = direction === "CRDT" ? "Dbtr" : "Cdtr";
  const names = details.map(
    (d) => text(at(d, "RltdPties", party, "Nm")) || text(at(d, "RltdPties", party, "Pty", "Nm")),
  );
  const free = details.flatMap((d) =>
    list(at(d, "RmtInf")).flatMap((r) => (r.Ustrd ? [r.Ustrd].flat().map(text) : [])),
  );
  const structured = details.flatMap((d) =>
    list(at(d, "RmtInf", "Strd")).map((s) => squeeze(text(at(s, "CdtrRefInf", "Ref"))).replace(/\s/g, "")),
  );
  const references = structured.filter((r) => r !== "");
  const refs = details.map((d) => text(at(d, "Refs", "AcctSvcrRef")));
  return {
    line,
    bookingDate,
    valueDate: camtDate(entry.ValDt),
    amountCents: direction === "CRDT" ? amount : -amount,
    label: squeeze(text(entry.AddtlNtryInf)) || squeeze(free.join(" ")),
    remittance: squeeze([...free, ...(references.length > 1 ? references : [])].join(" ")),
    structuredReference: references[0] ?? null,
    bankRef: squeeze(text(entry.AcctSvcrRef)) || squeeze(refs.find((r) => r !== "")) || null,
    counterpartyName: squeeze(names.find((n) => n !== "")) || null,
  };
}
