import { z } from "zod";

/**
 * Following up a lead from the inbox: reply templates, the reply composer's payload, the
 * timeline and the dashboard's figures (shared by the admin screens and the API).
 */

/** Placeholders of a reply template, replaced from the lead in the composer. */
export const templatePlaceholders = ["{prénom}", "{nom}", "{type de projet}", "{atelier}", "{téléphone}"] as const;

export const defaultReplyTemplate = {
  name: "Premier contact",
  subject: "Votre demande de {type de projet} – {atelier}",
  body: [
    "Bonjour {prénom},",
    "",
    "merci pour votre demande de {type de projet}. Nous avons bien reçu votre message et les éléments joints.",
    "",
    "Pour préparer un devis précis, nous vous proposons une visite technique gratuite afin de prendre les mesures et de discuter des essences et des finitions. Quelles sont vos disponibilités dans les prochains jours ?",
    "",
    "Bien cordialement,",
    "{atelier}",
    "{téléphone}",
  ].join("\n"),
};

export const replyTemplateSchema = z.object({
  name: z.string().trim().min(1, "Le nom du modèle est requis").max(80, "80 caractères maximum"),
  subject: z.string().trim().min(1, "L'objet est requis").max(200, "200 caractères maximum"),
  body: z.string().trim().min(1, "Le texte est requis").max(10_000, "10000 caractères maximum"),
});
export const replyTemplatesSchema = z.object({
  templates: z.array(replyTemplateSchema).min(1, "Gardez au moins un modèle").max(20, "20 modèles maximum"),
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

export const leadReplySchema = z
  .object({
    subject: z.string().trim().min(1, "L'objet est requis").max(200, "200 caractères maximum"),
    body: z.string().trim().min(1, "Le message est requis").max(20_000, "20000 caractères maximum"),
  })
  .strict();
export type LeadReply = z.infer<typeof leadReplySchema>;

/** Fills a template from the lead (plain text: nothing is interpreted). */
export function fillTemplate(text: string, values: Record<(typeof templatePlaceholders)[number], string>): string {
  return text.replace(
    /\{(prénom|nom|type de projet|atelier|téléphone)\}/g,
    (m) => values[m as keyof typeof values] ?? m,
  );
}

/** One line of a lead's timeline, oldest first. */
export interface TimelineEntry {
  at: string;
  type: "received" | "email" | "status" | "note" | "reply" | "devis";
  /** French, ready to show. */
  title: string;
  detail?: string;
  /** For e-mails and replies: the delivery status (outbox). */
  emailStatus?: string;
  /** The team member who did it (status changes, notes, replies). */
  author?: string;
}

export interface LeadStats {
  weeks: { start: string; quotes: number; contacts: number }[];
  byProjectType: { value: string; label: string; count: number }[];
  byBudget: { value: string; label: string; count: number }[];
  /** Quote requests (not spam) and those marked « Perdu ». The devis figures (sent, accepted, rate)
   * are the devis module's (`DevisStats`), the speed to lead the agenda's: one definition each. */
  quotes: number;
  lost: number;
}
