import type { KeptEvidence } from "#domain/signature-evidence.ts";
import { sha256 } from "./code.ts";
import { signedAtText } from "./pdf-kit.ts";

/** JSON with the keys of every object sorted: the same record always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

/**
 * The SHA-256 of an evidence record (without its own `evidenceSha256`), printed on the certificate and
 * stored with the record: a record changed afterwards no longer matches the signed PDF.
 */
export function evidenceHash(record: object): string {
  const { evidenceSha256: _own, ...rest } = record as { evidenceSha256?: string };
  return sha256(canonical(rest));
}

/** The certificate's lines on the codes and on the office's changes before the signature (journaled). */
export function proofFacts(e: KeptEvidence): [string, string][] {
  if (!e.codes && !e.officeChanges) return [];
  const s = (n: number) => (n > 1 ? "s" : "");
  const codes = e.codes ?? { sent: 0, wrong: 0 };
  const changes = e.officeChanges ?? [];
  return [
    ["Codes de vérification", `${codes.sent} envoyé${s(codes.sent)}, ${codes.wrong} erroné${s(codes.wrong)}`],
    [
      "Modifications faites par l'entreprise avant la signature",
      changes.length === 0
        ? "aucune"
        : changes.map((c) => `${signedAtText(c.at)} : ${c.text}${c.by ? ` (par ${c.by})` : ""}`).join(" ; "),
    ],
  ];
}
