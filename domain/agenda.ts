import { z } from "zod";
import type { Closure, DayHours } from "./schemas/business.ts";
import { holidayName } from "./holidays.ts";
import { addDays, parisLocalToDate, PARIS } from "./paris-time.ts";

/**
 * Technical visits (« visite technique »): the availability settings, the free slots offered to
 * the visitor, the served area and the time counted in opening hours (speed to lead).
 * Shared by the server (booking, e-mails) and the pages.
 */

export * from "./agenda-labels.ts";

export const SLOT_TAKEN_MESSAGE = "Ce créneau vient d'être réservé : choisissez-en un autre.";
export const OUT_OF_AREA_MESSAGE =
  "Cette adresse est en dehors de notre zone d'intervention : appelez-nous pour en parler, nous trouverons une solution.";
/** Cancelling or moving online stops this long before the visit. */
export const CHANGE_LIMIT_HOURS = 24;

const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Heure invalide (HH:MM)");
const window = z
  .object({ start: time, end: time })
  .refine((w) => w.start < w.end, { message: "La fin doit suivre le début", path: ["end"] });
const int = (min: number, max: number, what: string) =>
  z.coerce
    .number({ message: `${what} invalide` })
    .int(`${what} : un nombre entier`)
    .min(min, `${what} : ${min} minimum`)
    .max(max, `${what} : ${max} maximum`);

export const agendaSettingsSchema = z.object({
  /** Monday first; up to 3 windows a day. */
  week: z.array(z.array(window).max(3, "3 plages maximum par jour")).length(7),
  visitMinutes: int(15, 480, "Durée de la visite"),
  bufferMinutes: int(0, 240, "Temps de trajet"),
  noticeHours: int(0, 336, "Délai de prévenance"),
  horizonDays: int(1, 366, "Horizon"),
  /** Communes served besides the « Entreprise » areaServed list. */
  areaCommunes: z.array(z.string().trim().min(1).max(80)).max(200),
  /** Postal codes served by their beginning ("33" = all the Gironde). */
  postalPrefixes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{1,5}$/, "Code postal invalide (chiffres)"),
    )
    .max(100),
  /** A web push to the subscribed phones at every new lead, not only after an opening hour. */
  pushEveryLead: z.boolean(),
});
export type AgendaSettings = z.infer<typeof agendaSettingsSchema>;

const weekday = [
  { start: "08:30", end: "12:00" },
  { start: "14:00", end: "17:30" },
];
export const defaultAgendaSettings: AgendaSettings = {
  week: [weekday, weekday, weekday, weekday, weekday, [], []],
  visitMinutes: 60,
  bufferMinutes: 30,
  noticeHours: 24,
  horizonDays: 30,
  areaCommunes: [],
  postalPrefixes: ["33"],
  pushEveryLead: false,
};

/** The stored value read leniently: anything unreadable falls back to the defaults. */
export function parseStoredAgenda(raw: unknown): AgendaSettings {
  const parsed = agendaSettingsSchema.safeParse({ ...defaultAgendaSettings, ...(raw as object) });
  return parsed.success ? parsed.data : defaultAgendaSettings;
}

// ---------------------------------------------------------------- days (Europe/Paris)

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: PARIS,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const parisDay = (d: Date) => dayFormat.format(d);
/** 0 = Monday … 6 = Sunday. */
const weekdayIndex = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
const at = (day: string, hhmm: string) => parisLocalToDate(`${day}T${hhmm}`) as Date;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;

/** Why no visit can take place that day ('' when it can): holiday, closure, business closed. */
export function dayOff(day: string, hours: DayHours[], closures: Closure[]): string {
  const holiday = holidayName(day);
  if (holiday) return `Jour férié (${holiday})`;
  if (closures.some((c) => c.from <= day && day <= c.to)) return "Fermeture exceptionnelle";
  if (hours[weekdayIndex(day)]?.closed !== false) return "Fermé";
  return "";
}

export interface Slot {
  /** ISO instant of the start (the slot's identifier in forms). */
  start: string;
  end: string;
}
export interface SlotDay {
  day: string;
  slots: Slot[];
}

export interface SlotInput {
  settings: AgendaSettings;
  hours: DayHours[];
  closures: Closure[];
  now: Date;
  /** Booked visits: [start, blocked until) of each, their travel buffer included (as the database stores them). */
  busy: { start: Date; end: Date }[];
}

/**
 * The free slots, by Paris day: inside the weekly windows AND the opening hours, never on a
 * holiday or a closure, not before `now + notice`, not after `now + horizon`, and never
 * overlapping a booked visit, the travel buffer counted after each visit (the same rule as the
 * database's exclusion constraint).
 */
export function freeSlots({ settings, hours, closures, now, busy }: SlotInput): SlotDay[] {
  const length = settings.visitMinutes;
  const step = length + settings.bufferMinutes;
  const bufferMs = settings.bufferMinutes * 60_000;
  const earliest = now.getTime() + settings.noticeHours * 3_600_000;
  const latest = now.getTime() + settings.horizonDays * 86_400_000;
  const blocked = busy.map((b) => [b.start.getTime(), b.end.getTime()] as const);
  const days: SlotDay[] = [];
  const first = parisDay(now);
  for (let i = 0; i <= settings.horizonDays; i++) {
    const day = addDays(first, i);
    if (dayOff(day, hours, closures)) continue;
    const open = hours[weekdayIndex(day)];
    const slots: Slot[] = [];
    for (const w of settings.week[weekdayIndex(day)] ?? []) {
      const from = Math.max(minutes(w.start), minutes(open.opens));
      const to = Math.min(minutes(w.end), minutes(open.closes));
      for (let t = from; t + length <= to; t += step) {
        const start = at(day, hhmm(t));
        const end = at(day, hhmm(t + length));
        const s = start.getTime();
        if (s < earliest || s > latest) continue;
        const e = end.getTime() + bufferMs;
        if (blocked.some(([bs, be]) => s < be && bs < e)) continue;
        slots.push({ start: start.toISOString(), end: end.toISOString() });
      }
    }
    if (slots.length) days.push({ day, slots });
  }
  return days;
}

// ---------------------------------------------------------------- served area

const normalize = (s: string) =>
  ` ${s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;

/** True when the address names a served commune (whole words) or has a served postal code. */
export function inServedArea(address: string, communes: string[], postalPrefixes: string[]): boolean {
  const text = normalize(address);
  if (communes.some((c) => normalize(c).trim() !== "" && text.includes(normalize(c)))) return true;
  const postal = /(?:^|\D)(\d{5})(?:\D|$)/.exec(address)?.[1];
  return Boolean(postal && postalPrefixes.some((p) => p !== "" && postal.startsWith(p)));
}

// ---------------------------------------------------------------- opening hours (speed to lead)

/** Minutes between two instants counted only inside the opening hours (no holiday, no closure). */
export function openingMinutesBetween(from: Date, to: Date, hours: DayHours[], closures: Closure[]): number {
  if (to <= from) return 0;
  let total = 0;
  const last = parisDay(to);
  for (let day = parisDay(from), n = 0; day <= last && n < 4000; day = addDays(day, 1), n++) {
    if (dayOff(day, hours, closures)) continue;
    const open = hours[weekdayIndex(day)];
    const start = Math.max(at(day, open.opens).getTime(), from.getTime());
    const end = Math.min(at(day, open.closes).getTime(), to.getTime());
    if (end > start) total += (end - start) / 60_000;
  }
  return Math.round(total);
}

/** The median of a list (undefined when empty). */
export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
