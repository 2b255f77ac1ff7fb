import { parseSync } from "ofx-js";
import {
  isoDay,
  lineLocator,
  parseDecimalCents,
  squeeze,
  StatementError,
  type BankStatement,
  type BankTransaction,
} from "./types.ts";

/**
 * OFX (1.x SGML and 2.x XML), as online banking exports it: read by the ofx-js parser, one
 * transaction per `STMTTRN`, `FITID` as the bank's reference.
 */

type Node = Record<string, unknown>;
const asNode = (value: unknown): Node => (value && typeof value === "object" ? (value as Node) : {});
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(asNode) : value ? [asNode(value)] : []);
const str = (value: unknown) => (typeof value === "string" ? value.trim() : "");

export const looksLikeOfx = (text: string) =>
  /<OFX>/i.test(text.slice(0, 4000)) || /^OFXHEADER:/m.test(text.slice(0, 400));

/** The lines of every occurrence of a tag in the raw file, in order (errors name them). */
function linesOf(source: string, tag: string, lineAt: (offset: number) => number): number[] {
  const lines: number[] = [];
  for (let i = source.indexOf(tag); i >= 0; i = source.indexOf(tag, i + 1)) lines.push(lineAt(i));
  return lines;
}

function ofxDate(value: unknown): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(str(value));
  return match ? isoDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

function statementsOf(ofx: Node): Node[] {
  const bank = list(at(ofx, "BANKMSGSRSV1", "STMTTRNRS")).map((r) => asNode(r.STMTRS));
  const card = list(at(ofx, "CREDITCARDMSGSRSV1", "CCSTMTTRNRS")).map((r) => asNode(r.CCSTMTRS));
  return [...bank, ...card];
}
const at = (node: unknown, ...path: string[]): unknown => path.reduce((n, key) => asNode(n)[key], node);

export function parseOfx(source: string): BankStatement {
  // The SGML pass of ofx-js backtracks exponentially on long tag names: no real OFX tag is this long.
  const longTag = /<[A-Z0-9_.]{24,}/i.exec(source);
  if (longTag) throw new StatementError(lineLocator(source)(longTag.index), "balise OFX anormalement longue");
  let ofx: Node;
  try {
    ofx = asNode(parseSync(source).OFX);
  } catch (error) {
    const tag = /closing tag for ([\w.]+)/.exec(String(error))?.[1];
    const line = tag ? (linesOf(source, `<${tag}>`, lineLocator(source))[0] ?? 1) : 1;
    throw new StatementError(line, tag ? `balise OFX « ${tag} » mal fermée` : "fichier OFX illisible");
  }
  const statements = statementsOf(ofx);
  if (statements.length === 0) throw new StatementError(1, "ce n'est pas un relevé OFX (aucun « STMTRS »)");
  const first = statements[0]!;
  const from = asNode(first.BANKACCTFROM ?? first.CCACCTFROM);
  const account: BankStatement["account"] = {
    iban: null,
    number: [str(from.BANKID), str(from.BRANCHID), str(from.ACCTID)].filter(Boolean).join(" ") || null,
    currency: str(first.CURDEF) || null,
  };
  const transactions: BankTransaction[] = [];
  const lineAt = lineLocator(source);
  const [trnLines, amountLines, dateLines] = ["<STMTTRN>", "<TRNAMT>", "<DTPOSTED>"].map((tag) =>
    linesOf(source, tag, lineAt),
  );
  let n = 0;
  for (const statement of statements) {
    for (const trn of list(at(statement, "BANKTRANLIST", "STMTTRN"))) {
      const line = trnLines![n] ?? 1;
      const raw = str(trn.TRNAMT);
      const amountCents = parseDecimalCents(raw, raw.includes(","));
      if (amountCents === null) throw new StatementError(amountLines![n] ?? line, "montant illisible");
      const bookingDate = ofxDate(trn.DTPOSTED);
      if (bookingDate === null) throw new StatementError(dateLines![n] ?? line, "date illisible");
      n++;
      transactions.push({
        line,
        bookingDate,
        valueDate: ofxDate(trn.DTAVAIL) ?? ofxDate(trn.DTUSER),
        amountCents,
        label: squeeze(str(trn.NAME)) || squeeze(str(trn.MEMO)),
        remittance: squeeze(str(trn.MEMO)),
        structuredReference: null,
        bankRef: str(trn.FITID) || null,
        counterpartyName: squeeze(str(at(trn, "PAYEE", "NAME"))) || null,
      });
    }
  }
  return { format: "ofx", account, transactions };
}
