import { frenchDate } from "./typography.ts";
/** Schedules are chosen and shown in Europe/Paris time, whatever the browser's or server's zone. */
export const PARIS = "Europe/Paris";

// The formatters are made once (decision 060): building one costs far more than formatting with it.
/** The wall clock of Paris in parts (24-hour, two digits): also the calendar files' stamps (ics.ts). */
export const partsFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARIS,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});
const longDayFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: PARIS,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("fr-FR", { timeZone: PARIS, hour: "2-digit", minute: "2-digit" });
const shortDayFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: PARIS,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

function parts(date: Date): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of partsFormat.formatToParts(date)) {
    if (p.type !== "literal") out[p.type] = Number(p.value);
  }
  return out;
}

/** Offset of Paris from UTC at that instant, in milliseconds (+1 h in winter, +2 h in summer). */
function parisOffset(date: Date): number {
  const p = parts(date);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** "2026-11-23T14:30" read as a Paris wall-clock time → the instant; null when not a date-time. */
export function parisLocalToDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  let guess = wall - parisOffset(new Date(wall));
  // Around a change of hour the offset at the guess may differ: settle on it.
  guess = wall - parisOffset(new Date(guess));
  return Number.isNaN(guess) ? null : new Date(guess);
}

/** The instant as the value of an <input type="datetime-local"> in Paris time. */
export function dateToParisLocal(date: Date): string {
  const p = parts(date);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** « lundi 23 novembre 2026 à 14:30 », « mardi 1er décembre 2026 à 9:00 » */
export function formatParisDateTime(date: Date | string): string {
  const d = typeof date === "string" ? new Date(date) : date;
  return `${frenchDate(longDayFormat.format(d))} à ${formatParisTime(d)}`;
}

/** « 14:32 » */
export function formatParisTime(date: Date | string): string {
  const d = typeof date === "string" ? new Date(date) : date;
  return timeFormat.format(d);
}

/** « 22/11/2026 à 14:32 » (revision lists) */
export function formatParisShort(date: Date | string): string {
  const d = typeof date === "string" ? new Date(date) : date;
  const day = shortDayFormat.format(d);
  return `${day} à ${formatParisTime(d)}`;
}

/** YYYY-MM-DD + n calendar days (no clock, so no daylight-saving hour can move it to another day). */
export function addDays(isoDay: string, days: number): string {
  const [y, m, d] = isoDay.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
