import { z } from "zod";

/** Validation of the 'Entreprise' settings (admin), with French messages. */

// ---------------------------------------------------------------- checks

/** SIRET: 14 digits whose Luhn sum is a multiple of 10 (La Poste's SIRET, 356 000 000…, is the only exception). */
export function isValidSiret(value: string): boolean {
  const digits = value.replace(/\s/g, "");
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith("356000000")) return [...digits].reduce((s, d) => s + Number(d), 0) % 5 === 0;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let n = Number(digits[13 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** French VAT number: FR + 2-character key + the 9-digit SIREN; a numeric key must be (12 + 3 × (SIREN mod 97)) mod 97. */
export function isValidFrenchVat(value: string): boolean {
  const v = value.replace(/\s/g, "").toUpperCase();
  const m = /^FR([0-9A-HJ-NP-Z]{2})(\d{9})$/.exec(v);
  if (!m) return false;
  if (!/^\d{2}$/.test(m[1])) return true;
  return Number(m[1]) === (12 + 3 * (Number(m[2]) % 97)) % 97;
}

/** SIREN: 9 digits whose Luhn sum is a multiple of 10. */
export function isValidSiren(value: string): boolean {
  const digits = value.replace(/\s/g, "");
  if (!/^\d{9}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let n = Number(digits[8 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** IBAN without spaces, upper case (how it is stored). */
export const compactIban = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** IBAN (ISO 13616): 2 letters, 2 check digits, up to 30 characters; the number read with the country moved to the end is 1 mod 97. */
export function isValidIban(value: string): boolean {
  const v = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(v)) return false;
  const moved = v.slice(4) + v.slice(0, 4);
  let rest = 0;
  for (const c of moved) {
    const n = c >= "A" ? String(c.charCodeAt(0) - 55) : c;
    for (const d of n) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

const phonePattern = /^(?:\+33\s?|0)[1-9](?:[\s.-]?\d{2}){4}$/;
export const isValidFrenchPhone = (value: string) => phonePattern.test(value.trim());

// ---------------------------------------------------------------- schema

const text = (max: number) => z.string().trim().max(max, `${max} caractères maximum`);
const required = (max: number, message: string) => text(max).min(1, message);
const optionalUrl = z
  .string()
  .trim()
  .max(500, "500 caractères maximum")
  .refine(
    (v) => v === "" || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v),
    "Adresse web invalide (elle doit commencer par https://)",
  );
/** An image of the media library (`/media/{id}/{file}`), or none. */
const mediaImage = z
  .string()
  .trim()
  .max(300, "300 caractères maximum")
  .refine(
    (v) => v === "" || /^\/media\/[a-z0-9][a-z0-9-]{0,120}\/[\w.-]{1,120}$/.test(v),
    "Choisissez l'image dans la médiathèque",
  );
const optionalPhone = z
  .string()
  .trim()
  .max(30, "30 caractères maximum")
  .refine((v) => v === "" || isValidFrenchPhone(v), "Numéro de téléphone invalide");
const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Date invalide (AAAA-MM-JJ)");
const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Heure invalide (HH:MM)");

const dayHoursSchema = z
  .object({ closed: z.boolean(), opens: time, closes: time })
  .refine((d) => d.closed || d.opens < d.closes, {
    message: "L'heure de fermeture doit suivre l'heure d'ouverture",
    path: ["closes"],
  });

const closureSchema = z
  .object({ from: isoDate, to: isoDate, label: text(120) })
  .refine((c) => c.from <= c.to, { message: "La date de fin doit suivre la date de début", path: ["to"] });

export const businessSettingsSchema = z.object({
  name: required(80, "Le nom commercial est requis"),
  legalName: required(120, "La raison sociale est requise"),
  legalForm: text(60),
  trade: required(80, "Le métier est requis"),
  tagline: text(160),
  siret: z
    .string()
    .trim()
    .refine(
      (v) => v === "" || isValidSiret(v),
      "SIRET invalide : 14 chiffres dont la clé de contrôle (Luhn) doit être juste",
    ),
  registration: text(120),
  vatNumber: z
    .string()
    .trim()
    .refine(
      (v) => v === "" || isValidFrenchVat(v),
      "Numéro de TVA invalide : FR, une clé de 2 caractères puis les 9 chiffres du SIREN",
    ),
  shareCapital: text(40),
  publicationDirector: text(120),
  host: z.object({ name: text(120), address: text(240), phone: optionalPhone }),
  address: z.object({
    street: required(160, "L'adresse est requise"),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, "Code postal invalide (5 chiffres)"),
    city: required(80, "La commune est requise"),
    region: text(80),
  }),
  phone: z.string().trim().refine(isValidFrenchPhone, "Numéro de téléphone invalide"),
  email: z.email("Adresse e-mail invalide"),
  geo: z.object({
    latitude: z.number("Latitude invalide").min(-90, "Latitude invalide").max(90, "Latitude invalide"),
    longitude: z.number("Longitude invalide").min(-180, "Longitude invalide").max(180, "Longitude invalide"),
  }),
  areaServed: z
    .array(required(80, "Commune vide"))
    .min(1, "Indiquez au moins une commune")
    .max(60, "60 communes au maximum"),
  hours: z.array(dayHoursSchema).length(7, "Un horaire par jour de la semaine"),
  closures: z.array(closureSchema).max(20, "20 fermetures au maximum"),
  teamSize: z.number("Nombre invalide").int("Nombre entier attendu").min(1, "Au moins 1").max(500, "500 au maximum"),
  foundingYear: z
    .number("Année invalide")
    .int("Année invalide")
    .min(1800, "Année invalide")
    .max(2100, "Année invalide"),
  projectsDone: text(20),
  copyrightYear: z
    .number("Année invalide")
    .int("Année invalide")
    .min(1990, "Année invalide")
    .max(2100, "Année invalide"),
  social: z.object({ facebook: optionalUrl, instagram: optionalUrl, linkedin: optionalUrl }),
  mediator: z.object({ name: text(160), url: optionalUrl }),
  insurance: z.object({ insurer: text(160), contact: text(240), coverage: text(160) }),
  rge: z.object({ body: text(120), number: text(60), validUntil: z.union([z.literal(""), isoDate]) }),
  reviewUrl: optionalUrl,
  /** The VAT rate of a new devis line: the artisan's usual case (10 % for renovation). */
  devisDefaultVat: z
    .number("Taux de TVA invalide")
    .refine((r) => [20, 10, 5.5, 0].includes(r), "Taux de TVA invalide (20, 10, 5,5 ou 0)")
    .default(20),
  // Texts and images of the site (decision 051): the logo, the home page's photo, the about page's history and team.
  logo: mediaImage,
  heroImage: mediaImage,
  timeline: z
    .array(
      z.object({
        year: required(20, "L'année est requise"),
        title: required(160, "Le titre est requis"),
        text: text(1200),
      }),
    )
    .max(30, "30 étapes au maximum"),
  team: z
    .array(z.object({ name: required(80, "Le nom est requis"), role: text(120), bio: text(1200) }))
    .max(40, "40 personnes au maximum"),
  // Invoices (docs/factures.md): how the client pays, the terms printed on every invoice, the numbering's start.
  bank: z
    .object({
      iban: z
        .string()
        .transform(compactIban)
        .refine(
          (v) => v === "" || isValidIban(v),
          "IBAN invalide : vérifiez les chiffres (clé de contrôle incorrecte)",
        ),
      bic: z
        .string()
        .transform(compactIban)
        .refine((v) => v === "" || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v), "BIC invalide (8 ou 11 caractères)"),
      /** The account holder's exact name (« vérification du bénéficiaire » of SEPA transfers). */
      holder: text(70),
    })
    .default({ iban: "", bic: "", holder: "" }),
  /** Paid by cheque only: no bank details on the invoices. */
  chequeOnly: z.boolean("Valeur invalide").default(false),
  /** « Option pour le paiement de la taxe d'après les débits ». */
  vatOnDebits: z.boolean("Valeur invalide").default(false),
  paymentTermsDays: z
    .number("Délai invalide")
    .int("Délai invalide (nombre entier de jours)")
    .min(0, "Délai invalide")
    .max(60, "60 jours au plus après la facture (article L441-10 du Code de commerce)")
    .default(30),
  latePenaltyRate: required(200, "Le taux des pénalités de retard est requis").default(
    "trois fois le taux d'intérêt légal",
  ),
  /** The next invoice number of the current year, read once: at the first invoice ever issued. */
  invoiceStartNumber: z
    .number("Numéro invalide")
    .int("Numéro invalide (nombre entier)")
    .min(1, "Numéro invalide (1 au moins)")
    .max(999_999, "Numéro trop grand")
    .default(1),
  /** The firm's Plateforme Agréée (e-invoicing), optional until the hand-off. */
  einvoicingPlatform: text(160).default(""),
  /** The introductions of the home page's sections (domain/home-texts.ts); empty: the default text. */
  homeTexts: z.object({ services: text(600), portfolio: text(600), gallery: text(600), contact: text(600) }),
});

export type BusinessSettings = z.infer<typeof businessSettingsSchema>;
export type DayHours = BusinessSettings["hours"][number];
export type Closure = BusinessSettings["closures"][number];
