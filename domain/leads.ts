import { z } from "zod";
import { leadKinds, leadStatusOptions } from "./lead-labels.ts";
import { optionValues } from "./schemas/options.ts";

export * from "./lead-labels.ts";

/** PATCH of a lead from the inbox. */
export const leadUpdateSchema = z
  .object({
    status: z.enum(optionValues(leadStatusOptions), { error: "Statut inconnu" }),
    notes: z.string({ error: "Notes invalides" }).max(10_000, "10000 caractères maximum"),
    read: z.boolean({ error: "Valeur invalide" }),
    isSpam: z.boolean({ error: "Valeur invalide" }),
    /** The technical visit's date and time (status 'Visite prévue'); null clears it. */
    visitAt: z.iso.datetime({ offset: true, error: "Date de visite invalide" }).nullable(),
  })
  .partial()
  .strict();
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

export const leadListQuerySchema = z.object({
  kind: z.enum(["all", ...leadKinds]).default("all"),
  spam: z.enum(["0", "1"]).default("0"),
  status: z.enum(["", ...leadStatusOptions.map((o) => o.value)]).default(""),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;
