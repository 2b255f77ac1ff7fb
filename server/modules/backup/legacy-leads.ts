/**
 * Archives made before the one lead table (decision 055) hold `quote_requests` and
 * `contact_messages`, and every reference to a lead is an untyped (lead_type, lead_id) pair. The
 * restore maps them as migrations 0023–0024 do: quote requests keep their ids, contact messages
 * follow them, the French columns of the contact form take the common names, and a reference to a
 * lead the archive does not hold (erased before the foreign keys) is dropped or emptied.
 */

/** The old lead tables, in the order their rows become `leads` rows. */
export const LEGACY_LEAD_TABLES = ["quote_requests", "contact_messages"] as const;

/** Tables whose rows cannot exist without their lead (NOT NULL lead_id): a row of a missing lead is left out. */
const REQUIRED_LEAD = new Set(["lead_events", "lead_alerts", "review_invitations", "visits", "visit_links"]);
/** Tables that pointed at a quote request only (no lead_type column). */
const QUOTE_ONLY = new Set(["visits", "visit_links"]);

type Row = Record<string, unknown>;

export interface LegacyLeadMap {
  /** A row of quote_requests or contact_messages as a row of `leads`. */
  lead(table: (typeof LEGACY_LEAD_TABLES)[number], row: Row): Row;
  /** A row of another table with its lead reference mapped; null when it must be left out. */
  reference(table: string, row: Row): Row | null;
  /** The archive's tables a table of today is restored from (`leads`: the two old tables). */
  sources(table: string): readonly string[];
  /** A batch of archived rows (JSON lines) of `source`, mapped for `table`, without those left out. */
  rows(table: string, source: string, lines: string[]): string[];
}

export function createLegacyLeadMap(): LegacyLeadMap {
  let lastQuoteId = 0;
  const restored = new Set<number>();
  const map: LegacyLeadMap = {
    lead(table, row) {
      if (table === "quote_requests") {
        const id = Number(row.id);
        lastQuoteId = Math.max(lastQuoteId, id);
        restored.add(id);
        const { project_description, ...rest } = row;
        return { ...rest, kind: "quote", message: project_description };
      }
      // Contact messages come after every quote request: their ids follow the last one.
      const id = Number(row.id) + lastQuoteId;
      restored.add(id);
      const { nom, prenom, telephone, projet, ...rest } = row;
      return {
        ...rest,
        id,
        kind: "contact",
        first_name: prenom,
        last_name: nom,
        phone: telephone ?? "",
        project_type: projet ?? "",
      };
    },
    reference(table, row) {
      if (!("lead_id" in row) || row.lead_id === null || row.lead_id === undefined) return row;
      const type = QUOTE_ONLY.has(table) ? "quote" : row.lead_type;
      const id = Number(row.lead_id) + (type === "contact" ? lastQuoteId : 0);
      const { lead_type: _type, ...rest } = row;
      if (restored.has(id)) return { ...rest, lead_id: id };
      return REQUIRED_LEAD.has(table) ? null : { ...rest, lead_id: null };
    },
    sources: (table) => (table === "leads" ? LEGACY_LEAD_TABLES : [table]),
    rows(table, source, lines) {
      const out: string[] = [];
      for (const line of lines) {
        const row = JSON.parse(line) as Row;
        const mapped =
          table === "leads" ? map.lead(source as (typeof LEGACY_LEAD_TABLES)[number], row) : map.reference(table, row);
        if (mapped) out.push(JSON.stringify(mapped));
      }
      return out;
    },
  };
  return map;
}
