import { devisLineSchema, type DevisLine } from "#domain/devis.ts";
import type { AiProvider } from "#server/infra/ai-providers/types.ts";
import type { Db } from "#server/infra/db/client.ts";
import { devisOuvrages } from "./schema.ts";
import { quoteLead } from "#server/modules/leads/index.ts";
import { AppError } from "#server/errors.ts";
import { asId } from "#server/validation.ts";

type Draft = Pick<DevisLine, "designation" | "quantity" | "unit" | "unitPriceCents" | "vatRate">;

/** Typical lines per kind of project (prices HT in cents): a starting point the artisan must check. */
const typical: Record<string, Draft[]> = {
  cuisine: [
    {
      designation: "Caissons de cuisine sur mesure, façades bois massif",
      quantity: 1,
      unit: "ml",
      unitPriceCents: 95_000,
      vatRate: 10,
    },
    {
      designation: "Plan de travail bois, découpes et chants",
      quantity: 1,
      unit: "ml",
      unitPriceCents: 32_000,
      vatRate: 10,
    },
    { designation: "Pose et réglages", quantity: 1, unit: "forfait", unitPriceCents: 120_000, vatRate: 10 },
  ],
  dressing: [
    {
      designation: "Dressing sur mesure : caissons, étagères et penderies",
      quantity: 1,
      unit: "ml",
      unitPriceCents: 78_000,
      vatRate: 10,
    },
    { designation: "Portes coulissantes", quantity: 2, unit: "u", unitPriceCents: 42_000, vatRate: 10 },
    { designation: "Pose", quantity: 1, unit: "forfait", unitPriceCents: 60_000, vatRate: 10 },
  ],
  bibliotheque: [
    {
      designation: "Bibliothèque sur mesure en bois massif",
      quantity: 1,
      unit: "ml",
      unitPriceCents: 65_000,
      vatRate: 10,
    },
    { designation: "Pose et fixation murale", quantity: 1, unit: "forfait", unitPriceCents: 45_000, vatRate: 10 },
  ],
  terrasse: [
    {
      designation: "Terrasse bois : lambourdes et lames",
      quantity: 1,
      unit: "m²",
      unitPriceCents: 18_000,
      vatRate: 10,
    },
    {
      designation: "Préparation du support et plots",
      quantity: 1,
      unit: "forfait",
      unitPriceCents: 50_000,
      vatRate: 10,
    },
  ],
};
const fallback: Draft[] = [
  {
    designation: "Fabrication sur mesure en atelier",
    quantity: 1,
    unit: "forfait",
    unitPriceCents: 150_000,
    vatRate: 10,
  },
  { designation: "Pose sur le chantier", quantity: 8, unit: "h", unitPriceCents: 5_500, vatRate: 10 },
];

/** The model's lines, kept only when they make a valid line (price in euros → cents). */
function fromModel(raw: unknown[]): Draft[] {
  const lines = raw.slice(0, 10).flatMap((item) => {
    const r = (item ?? {}) as Record<string, unknown>;
    const parsed = devisLineSchema.safeParse({
      designation: String(r.designation ?? "").slice(0, 500),
      quantity: Math.round(Number(r.quantite) * 1000) / 1000,
      unit: r.unite,
      unitPriceCents: Math.round(Number(r.prixUnitaireHT) * 100),
      vatRate: Number(r.tva),
    });
    return parsed.success ? [parsed.data] : [];
  });
  if (lines.length === 0)
    throw new AppError("upstream", "L'IA n'a proposé aucune ligne utilisable : réessayez ou saisissez les lignes.");
  return lines;
}

/** Metres or square metres read from the request's dimensions ('3,20 m x 2,40 m', '320 cm'). */
function measure(text: string): { m: number | null; m2: number | null } {
  const values = [...text.matchAll(/(\d+(?:[.,]\d+)?)\s*(cm|m)\b/gi)].map(
    (x) => Number(x[1].replace(",", ".")) / (x[2].toLowerCase() === "cm" ? 100 : 1),
  );
  if (values.length === 0) return { m: null, m2: null };
  const round = (n: number) => Math.round(n * 100) / 100;
  return { m: round(values[0]), m2: values.length > 1 ? round(values[0] * values[1]) : null };
}

/**
 * « Proposer des lignes »: draft lines from the request (type, message, dimensions) and the price
 * library, each marked « à vérifier ». The configured model drafts them when it can
 * (`draftDevisLines`); the offline provider uses the typical lines above.
 */
export function createLineProposals(deps: { db: Db; ai: () => AiProvider }) {
  return async (body: unknown): Promise<DevisLine[]> => {
    const leadId = asId((body as { leadId?: unknown } | null)?.leadId);
    const extra = String((body as { text?: unknown } | null)?.text ?? "").slice(0, 2000);
    let type = "autre";
    let text = extra;
    let dimensions = "";
    if (leadId !== null) {
      const q = await quoteLead(deps.db, leadId);
      if (!q) throw new AppError("not-found", "Demande de devis introuvable.");
      type = q.projectType;
      text = `${q.projectDescription}\n${extra}`;
      dimensions = q.dimensions;
    }
    const { m, m2 } = measure(`${dimensions} ${text}`);
    const provider = deps.ai();
    const drafts = provider.draftDevisLines
      ? fromModel(
          await provider.draftDevisLines({ projectType: type, description: text, dimensions }).then((r) => r.lines),
        )
      : (typical[type] ?? fallback).map((d) => ({
          ...d,
          quantity: d.unit === "ml" && m ? m : d.unit === "m²" && m2 ? m2 : d.quantity,
        }));
    const words = new Set(text.toLowerCase().match(/\p{L}{5,}/gu) ?? []);
    const library = await deps.db.select().from(devisOuvrages).limit(500);
    const matches = library
      .filter((o) => (o.designation.toLowerCase().match(/\p{L}{5,}/gu) ?? []).some((w) => words.has(w)))
      .slice(0, 3)
      .map((o) => ({
        designation: o.designation,
        quantity: 1,
        unit: o.unit as DevisLine["unit"],
        unitPriceCents: o.unitPriceCents,
        vatRate: o.vatRate,
      }));
    return [...drafts, ...matches].map((d) => ({
      ...d,
      kind: "ligne" as const,
      description: "",
      toCheck: true,
      nature: "pose" as const,
    }));
  };
}
