import type { KeptEvidence } from "./signature-evidence.ts";
import { z } from "zod";

/**
 * The « Procès-verbal de réception » (art. 1792-6 du Code civil) and « Publier en réalisation »
 * (decision 052, docs/chantiers.md): the reservations, the warranties the reception starts, the
 * evidence of the client's online signature, the publication request.
 */

export const receptionSchema = z.object({
  reservations: z
    .array(z.string().trim().max(500, "Une réserve : 500 caractères maximum"))
    .max(50, "50 réserves au plus")
    .default([])
    .transform((list) => list.map((r) => r.replace(/[\p{Cc}\p{Cf}]+/gu, " ").trim()).filter(Boolean)),
});

/** « avec réserves » when at least one is noted, else « sans réserve ». */
export const receptionVerdict = (reservations: readonly string[]) =>
  reservations.length > 0 ? "avec réserves" : "sans réserve";

/** YYYY-MM-DD + n years; a 29 February without twin ends on the last day of February (art. 641 CPC). */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** The warranties the reception starts, with their last day (docs/chantiers.md). */
export function warranties(receptionDate: string) {
  return [
    { key: "parfait", label: "Garantie de parfait achèvement (1 an, art. 1792-6)", until: addYears(receptionDate, 1) },
    {
      key: "biennale",
      label: "Garantie biennale de bon fonctionnement (2 ans, art. 1792-3)",
      until: addYears(receptionDate, 2),
    },
    { key: "decennale", label: "Garantie décennale (10 ans, art. 1792-4-1)", until: addYears(receptionDate, 10) },
  ] as const;
}

/** What the signature proves (shown on the certificate page of the signed PV). */
export interface ReceptionEvidence extends KeptEvidence {
  chantierId: number;
  title: string;
  signedAt: string;
  /** The reception's date (YYYY-MM-DD, Paris): the start of the warranties. */
  receptionDate: string;
  reservations: string[];
  ip: string;
  userAgent: string;
  email: string;
  typedName: string;
  /** The client agreed that photos of the job may be published (commune only). */
  publishConsent: boolean;
  pdfSha256: string;
  /** The company signed first: the member who did the réception, with his session (absent on older records). */
  company?: { id: number | null; name: string; signedAt: string };
}

const photoId = z.number({ error: "Photo inconnue." }).int().positive();

/** « Publier en réalisation »: the chosen photos of the chantier, in order, and before/after pairs among them. */
export const publicationSchema = z
  .object({
    photoIds: z.array(photoId).min(1, "Choisissez au moins une photo du chantier.").max(30, "30 photos au plus."),
    pairs: z
      .array(
        z.object({ before: photoId, after: photoId }).refine((p) => p.before !== p.after, {
          message: "Choisissez deux photos différentes pour « avant » et « après ».",
        }),
      )
      .max(15)
      .default([]),
    /** The artisan's words about the job, the draft's story (docs/chantiers.md §8). */
    story: z.string().trim().max(5000, "5 000 caractères au plus.").optional(),
  })
  .refine((v) => v.pairs.every((p) => v.photoIds.includes(p.before) && v.photoIds.includes(p.after)), {
    message: "Les photos « avant » et « après » doivent faire partie des photos choisies.",
    path: ["pairs"],
  });
