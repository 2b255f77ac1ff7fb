import { sha256 } from "./code.ts";

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
