import type { BusinessSettings, Closure, DayHours } from "./schemas/business.ts";
import { team, timeline } from "./about.ts";

export type { BusinessSettings, Closure, DayHours };

/**
 * The business's identity and legal mentions ('Entreprise' in the admin): stored in the database
 * (server/modules/business/service.ts), cached in memory, read by every page, the JSON-LD, the e-mails
 * and the AI prompts. `businessSeed` is only the first value written by the seed (and the fallback
 * of a page rendered without the root loader's data).
 */

export const weekDays = ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"] as const;
export const schemaOrgDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** +33… form of a French number, for tel: links and the JSON-LD. */
export function phoneE164(value: string): string {
  const digits = value.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return digits;
  if (digits.startsWith("0")) return `+33${digits.slice(1)}`;
  return digits;
}

/** Today's values, written once by the seed. */
export const businessSeed: BusinessSettings = {
  name: "Atelier Lartigue",
  legalName: "Atelier Lartigue – Menuiserie sur mesure",
  legalForm: "SARL",
  trade: "Menuiserie sur mesure",
  tagline: "Rendre le haut de gamme accessible à tous",
  siret: "",
  registration: "",
  vatNumber: "",
  shareCapital: "",
  publicationDirector: "",
  host: { name: "", address: "", phone: "" },
  address: { street: "Zone Artisanale", postalCode: "33650", city: "Saucats", region: "Gironde" },
  phone: "05 56 00 00 00",
  email: "contact@atelier-lartigue.fr",
  geo: { latitude: 44.6547, longitude: -0.5973 },
  areaServed: ["Saucats", "Bordeaux", "Bassin d'Arcachon", "Gironde"],
  hours: [
    ...Array.from({ length: 5 }, () => ({ closed: false, opens: "08:00", closes: "18:00" })),
    { closed: false, opens: "09:00", closes: "12:00" },
    { closed: true, opens: "09:00", closes: "12:00" },
  ],
  closures: [],
  teamSize: 5,
  foundingYear: 2008,
  projectsDone: "500+",
  copyrightYear: 2023,
  social: { facebook: "", instagram: "", linkedin: "" },
  mediator: { name: "", url: "" },
  insurance: { insurer: "", contact: "", coverage: "" },
  rge: { body: "", number: "", validUntil: "" },
  reviewUrl: "",
  devisDefaultVat: 20,
  logo: "",
  heroImage: "/media/seed-hero-atelier/1600.webp",
  timeline,
  team,
  homeTexts: { services: "", portfolio: "", gallery: "", contact: "" },
  bank: { iban: "", bic: "", holder: "" },
  chequeOnly: false,
  vatOnDebits: false,
  paymentTermsDays: 30,
  latePenaltyRate: "trois fois le taux d'intérêt légal",
  invoiceStartNumber: 1,
  einvoicingPlatform: "",
};

// ---------------------------------------------------------------- dates (Europe/Paris)

const parisDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
/** YYYY-MM-DD of `date` in Paris. */
export const parisDate = (date: Date = new Date()) => parisDay.format(date);

/** The next midnight in Paris after `now` (ms): closures and the RGE certificate change the pages at that moment. */
export function nextParisMidnight(now: number = Date.now()): number {
  const today = parisDate(new Date(now));
  const [y, m, d] = today.split("-").map(Number);
  const nextUtcMidnight = Date.UTC(y, m - 1, d + 1);
  for (const offsetHours of [2, 1, 0]) {
    const t = nextUtcMidnight - offsetHours * 3_600_000;
    if (t > now && parisDate(new Date(t)) !== today) return t;
  }
  return nextUtcMidnight;
}

const monthNames = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];
function dayMonth(iso: string, withYear: boolean): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d === 1 ? "1er" : d} ${monthNames[m - 1]}${withYear ? ` ${y}` : ""}`;
}

/** 'Fermeture exceptionnelle du 4 au 22 août' (and the label, when given). */
export function closureText(c: Closure): string {
  const sameYear = c.from.slice(0, 4) === c.to.slice(0, 4);
  const sameMonth = sameYear && c.from.slice(5, 7) === c.to.slice(5, 7);
  const thisYear = String(new Date().getFullYear());
  const withYear = !sameYear || c.to.slice(0, 4) !== thisYear;
  let when: string;
  if (c.from === c.to) when = `le ${dayMonth(c.from, withYear)}`;
  else if (sameMonth) when = `du ${Number(c.from.slice(8))} au ${dayMonth(c.to, withYear)}`;
  else when = `du ${dayMonth(c.from, !sameYear)} au ${dayMonth(c.to, withYear)}`;
  return `Fermeture exceptionnelle ${when}${c.label ? ` (${c.label})` : ""}`;
}

/** Closures still to come or under way on `today` (YYYY-MM-DD, Paris); a closure disappears the day after its end. */
export const visibleClosures = (b: BusinessSettings, today: string = parisDate()) =>
  b.closures.filter((c) => c.to >= today).sort((a, z) => a.from.localeCompare(z.from));

/** The RGE certificate is shown only while valid. */
export const rgeValid = (b: BusinessSettings, today: string = parisDate()) =>
  Boolean(b.rge.body && b.rge.number && b.rge.validUntil && b.rge.validUntil >= today);

// ---------------------------------------------------------------- display

const hourText = (t: string) => {
  const [h, m] = t.split(":");
  return `${Number(h)}h${m === "00" ? "" : m}`;
};

/** Consecutive days with the same hours, as shown on the site: 'Lundi – Vendredi' · '8h – 18h'. */
export function hoursLines(b: BusinessSettings): { days: string; hours: string }[] {
  const lines: { from: number; to: number; key: string; hours: string }[] = [];
  b.hours.forEach((d, i) => {
    const key = d.closed ? "closed" : `${d.opens}-${d.closes}`;
    const last = lines.at(-1);
    if (last && last.key === key) last.to = i;
    else
      lines.push({ from: i, to: i, key, hours: d.closed ? "Fermé" : `${hourText(d.opens)} – ${hourText(d.closes)}` });
  });
  return lines.map((l) => ({
    days: l.from === l.to ? weekDays[l.from] : `${weekDays[l.from]} – ${weekDays[l.to]}`,
    hours: l.hours,
  }));
}

/** schema.org openingHoursSpecification: one block per distinct opening, its days grouped. */
export function openingHoursSpecification(b: BusinessSettings) {
  const groups = new Map<string, { dayOfWeek: string[]; opens: string; closes: string }>();
  b.hours.forEach((d, i) => {
    if (d.closed) return;
    const key = `${d.opens}-${d.closes}`;
    const group = groups.get(key) ?? { dayOfWeek: [], opens: d.opens, closes: d.closes };
    group.dayOfWeek.push(schemaOrgDays[i]);
    groups.set(key, group);
  });
  return [...groups.values()];
}

export const fullAddress = (b: BusinessSettings) =>
  `${b.address.street}, ${b.address.postalCode} ${b.address.city}${b.address.region ? `, ${b.address.region}` : ""}`;

export const socialLinks = (b: BusinessSettings) =>
  (
    [
      ["Facebook", b.social.facebook],
      ["Instagram", b.social.instagram],
      ["LinkedIn", b.social.linkedin],
    ] as const
  ).filter(([, url]) => url !== "");

// ---------------------------------------------------------------- legal checklist

export interface ChecklistItem {
  /** Field id on /admin/entreprise (the link's anchor). */
  field: string;
  label: string;
}

/** What a French artisan's site still lacks to be legally complete (dashboard). */
export function legalChecklist(b: BusinessSettings): ChecklistItem[] {
  const missing: ChecklistItem[] = [];
  if (!b.siret) missing.push({ field: "siret", label: "Numéro SIRET" });
  if (!b.registration) missing.push({ field: "registration", label: "Immatriculation RCS ou RM" });
  if (!b.legalForm) missing.push({ field: "legalForm", label: "Forme juridique" });
  if (/^(SARL|SAS|SASU|EURL|SA)\b/i.test(b.legalForm) && !b.shareCapital)
    missing.push({ field: "shareCapital", label: "Capital social" });
  if (!b.vatNumber) missing.push({ field: "vatNumber", label: "Numéro de TVA intracommunautaire" });
  if (!b.publicationDirector) missing.push({ field: "publicationDirector", label: "Directeur de la publication" });
  if (!b.host.name || !b.host.address || !b.host.phone)
    missing.push({ field: "host.name", label: "Hébergeur du site (nom, adresse, téléphone)" });
  if (!b.mediator.name || !b.mediator.url)
    missing.push({ field: "mediator.name", label: "Médiateur de la consommation" });
  if (!b.insurance.insurer || !b.insurance.contact || !b.insurance.coverage)
    missing.push({ field: "insurance.insurer", label: "Assurance décennale (assureur, coordonnées, couverture)" });
  return missing;
}

// ---------------------------------------------------------------- the name in a French sentence

// The elision rules live with French typography (domain/typography.ts); re-exported for the callers of business.ts.
export { nameWithArticle, ofName, toName } from "./typography.ts";
