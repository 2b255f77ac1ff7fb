import { z } from "zod";
import { chantierStatuses } from "./chantier-labels.ts";

/**
 * Chantiers (the job after the devis is signed): statuses, the steps and their labels, the rules
 * of the client's link and the forms' schemas. Shared by the admin screens, the API and the
 * client's page `/mon-chantier/<token>` (docs/chantiers.md).
 */

/** Documents shown on the chantier (and to the client when visible). */
export const chantierDocumentKindOptions = [
  { value: "devis_signe", label: "Devis signé" },
  { value: "decennale", label: "Attestation d'assurance décennale" },
  { value: "facture", label: "Facture" },
  { value: "pv", label: "Procès-verbal de réception" },
  { value: "autre", label: "Document" },
] as const;
export type ChantierDocumentKind = (typeof chantierDocumentKindOptions)[number]["value"];

/** Who wrote a message of the thread. */
export type ChantierMessageFrom = "office" | "client";
/** Before/after marking of a photo. */
export type ChantierPairRole = "avant" | "apres";

/** The client's link: 24 random bytes (192 bits ≥ 128), base64url; only its SHA-256 is stored. */
export const CHANTIER_TOKEN_BYTES = 24;
export const chantierTokenPattern = /^[A-Za-z0-9_-]{32}$/;

const text = (max: number) => z.string().trim().max(max, `${max} caractères maximum`);
const oneLine = (max: number) => text(max).transform((v) => v.replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, " ").trim());
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Date invalide (AAAA-MM-JJ)")
  .nullable()
  .optional();

export const chantierUpdateSchema = z.object({
  title: oneLine(160).optional(),
  status: z.enum(chantierStatuses, { message: "Statut inconnu" }).optional(),
  clientName: oneLine(160).optional(),
  clientEmail: z.union([z.literal(""), z.string().trim().email("Adresse e-mail invalide").max(254)]).optional(),
  clientPhone: oneLine(40).optional(),
  street: oneLine(200).optional(),
  postalCode: z
    .union([
      z.literal(""),
      z
        .string()
        .trim()
        .regex(/^\d{5}$/, "Le code postal compte 5 chiffres"),
    ])
    .optional(),
  commune: oneLine(120).optional(),
});
export type ChantierUpdate = z.infer<typeof chantierUpdateSchema>;

export const chantierStepUpdateSchema = z
  .object({
    plannedStart: isoDate,
    plannedEnd: isoDate,
    doneOn: isoDate,
  })
  .refine((v) => !v.plannedStart || !v.plannedEnd || v.plannedEnd >= v.plannedStart, {
    message: "La date de fin précède la date de début",
    path: ["plannedEnd"],
  });

export const chantierNoteSchema = z.object({
  body: text(4000).min(1, "La note est vide"),
});
export const chantierMessageSchema = z.object({
  body: text(4000).min(1, "Le message est vide"),
});
/** The optional fields of a photo upload (the offline queue sends them). */
export const chantierPhotoFieldsSchema = z.object({
  clientKey: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F-]{8,64}$/, "Identifiant de photo invalide")
    .optional(),
  takenAt: z.iso.datetime({ offset: true, message: "Date de prise de vue invalide" }).optional(),
  /** The member who took the photo on the phone (its offline queue): only he may send it. */
  takenBy: z.coerce.number("Membre invalide").int("Membre invalide").positive("Membre invalide").optional(),
});

/**
 * A free-text address (« 12 rue des Pins 33650 Saucats ») split into street, postal code and
 * commune; what cannot be split stays in the street.
 */
export function splitAddress(address: string): { street: string; postalCode: string; commune: string } {
  const flat = address.replace(/\s+/g, " ").trim();
  const m = /^(.*?)[\s,]*\b(\d{5})\b[\s,]*([^\d,][^,]*)?$/u.exec(flat);
  if (!m) return { street: flat, postalCode: "", commune: "" };
  return { street: m[1].replace(/[\s,]+$/, ""), postalCode: m[2], commune: (m[3] ?? "").trim() };
}

/** The address in the phone's maps (Google Maps' universal link: the app on a phone, the site elsewhere). */
export const mapsUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

// The labels and the address, without zod: what the admin's lists import (their JavaScript stays light).
export * from "./chantier-labels.ts";
