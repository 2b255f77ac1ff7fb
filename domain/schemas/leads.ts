import { z } from "zod/mini";
import { contactProjectOptions, budgetOptions, projectTypeOptions, timelineOptions } from "./lead-options.ts";

export {
  budgetOptions,
  contactProjectOptions,
  optionLabel,
  projectTypeOptions,
  timelineOptions,
} from "./lead-options.ts";

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [string, ...string[]];

/*
 * These schemas run in the visitor's browser too (the forms validate with them before sending):
 * they use zod/mini, whose functions are tree-shaken, so the home page does not carry all of zod.
 */

/** Required text: message when missing or too short, and a length cap against abuse. */
const text = (min: number, max: number, message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.trim()),
    z.string().check(z.minLength(min, message), z.maxLength(max, `${max} caractères maximum`)),
  );

/** Optional text, empty when absent. */
const optionalText = (max: number) =>
  z._default(z.optional(z.string().check(z.trim(), z.maxLength(max, `${max} caractères maximum`))), "");

const option = (options: readonly { value: string }[], message: string) =>
  z.string({ error: message }).check(
    z.minLength(1, message),
    z.refine((v) => values(options).includes(v), message),
  );

/** A checkbox: true, "on" or "true" (plain HTML form) is ticked; anything else is not. */
const ticked = (v: boolean | string | undefined) => v === true || v === "on" || v === "true";
const checkbox = z.pipe(
  z.optional(z.union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false"), z.literal("")])),
  z.transform((v: boolean | "on" | "true" | "false" | "" | undefined) => ticked(v)),
);

const email = (message: string) =>
  z.pipe(z.string({ error: message }).check(z.trim(), z.maxLength(254, message)), z.email(message));

/** Quote request form (docs/product.md §3 and §5). */
export const quoteRequestSchema = z.object({
  firstName: text(2, 100, "Le prénom est requis"),
  lastName: text(2, 100, "Le nom est requis"),
  email: email("Email invalide"),
  phone: text(10, 30, "Numéro de téléphone invalide"),
  address: text(5, 300, "Adresse complète requise"),
  projectType: option(projectTypeOptions, "Type de projet requis"),
  projectDescription: text(20, 5000, "Description détaillée requise (minimum 20 caractères)"),
  budget: option(budgetOptions, "Budget approximatif requis"),
  timeline: option(timelineOptions, "Délai souhaité requis"),
  dimensions: optionalText(500),
  visitRequest: checkbox,
  newsletterConsent: checkbox,
  rgpdConsent: z.pipe(
    z.optional(z.union([z.boolean(), z.string()], { error: "Vous devez accepter le traitement de vos données" })),
    z.pipe(
      z.transform(ticked),
      z.boolean().check(z.refine((v) => v === true, "Vous devez accepter le traitement de vos données")),
    ),
  ),
});
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** Contact page form (docs/product.md §3 and §5). */
export const contactMessageSchema = z.object({
  nom: text(2, 100, "Le nom doit contenir au moins 2 caractères"),
  prenom: text(2, 100, "Le prénom doit contenir au moins 2 caractères"),
  email: email("Adresse email invalide"),
  telephone: optionalText(30),
  projet: z._default(
    z.optional(
      z
        .string()
        .check(z.refine((v) => v === "" || values(contactProjectOptions).includes(v), "Type de projet inconnu")),
    ),
    "",
  ),
  message: text(10, 5000, "Le message doit contenir au moins 10 caractères"),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** Fields that only bots fill, and the time a human needs at least (anti-spam, no third party). */
export const antiSpamSchema = z.object({
  website: z._default(z.optional(z.string().check(z.maxLength(500))), ""),
  startedAt: z.optional(z.coerce.number()),
});
