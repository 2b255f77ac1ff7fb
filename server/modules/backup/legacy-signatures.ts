/**
 * Archives made before the signing module (decision 062) keep a devis' and a PV's evidence and lock in
 * their own rows (`evidence`, `code_failures`, …): restored, they become rows of `signatures`, as
 * migration 0036 does, so that no signed document loses its proof. A pending code is not carried over.
 */
import { sql } from "drizzle-orm";
import type { Tx } from "#server/infra/db/client.ts";

/** Where each signed document's old columns were, and its kind in `signatures`. */
const SOURCES = [
  { table: "devis", kind: "devis", signedAt: "coalesce(r->>'accepted_at', r->>'updated_at')" },
  { table: "chantier_receptions", kind: "pv", signedAt: "coalesce(r->>'signed_at', r->>'updated_at')" },
] as const;

export const LEGACY_SIGNATURE_SOURCES = SOURCES.map((s) => s.table);

/** Inserts the signatures of one batch of archived rows (JSON texts) of `table`. */
export async function restoreLegacySignatures(tx: Tx, table: string, batch: string[]): Promise<void> {
  const source = SOURCES.find((s) => s.table === table);
  if (!source) return;
  await tx.execute(sql`
    insert into signatures (kind, document_id, code_failures, codes_day, codes_today, code_locked_at, method, signed_at, evidence, evidence_sha256)
    select ${source.kind}, (r->>'id')::int, coalesce((r->>'code_failures')::int, 0), r->>'codes_day',
      coalesce((r->>'codes_today')::int, 0), (r->>'code_locked_at')::timestamptz,
      case when r->'evidence' is null or json_typeof(r->'evidence') = 'null' then null else coalesce(r->'evidence'->>'method', 'en_ligne') end,
      case when r->'evidence' is null or json_typeof(r->'evidence') = 'null' then null else (${sql.raw(source.signedAt)})::timestamptz end,
      case when json_typeof(r->'evidence') = 'object' then (r->'evidence')::jsonb else null end,
      r->'evidence'->>'evidenceSha256'
    from json_array_elements(${`[${batch.join(",")}]`}::json) r
    where json_typeof(r->'evidence') = 'object' or coalesce((r->>'code_failures')::int, 0) > 0
      or coalesce((r->>'codes_today')::int, 0) > 0 or r->>'code_locked_at' is not null
    on conflict do nothing`);
}
