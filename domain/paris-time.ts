/** Schedules are chosen and shown in Europe/Paris time, whatever the browser's or server's zone. */
export const PARIS = "Europe/Paris";

function parts(date: Date): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of new Intl.DateTimeFormat("en-GB", {
    timeZone: PARIS,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(date)) {
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

/** « lundi 23 novembre 2026 à 14:30 » */
export function formatParisDateTime(date: Date | string): string {
  const d = typeof date === "string" ? new Date(date) : date;
  const day = new Intl.DateTimeFormat("fr-FR", {
    timeZone: PARIS,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(d);
  return `${day} à ${formatParisTime(d)}`;
}

/** « 14:32 » */
export function formatParisTime(date: Date | string): string {
  const d = typeof date === "string" ? new Date(date) : date;
  return new Intl.DateTimeFormat("fr-FR", { timeZone: PARIS, hour: "2-digit", minute: "2-digit" }).format(d);
}

/** « 22/11/2026 à 14:32 » (revision lists) */
export function formatParisShort(date: Date | string): string {
  const d = typeof date === "string" ? new Date(date) : date;
  const day = new Intl.DateTimeFormat("fr-FR", {
    timeZone: PARIS,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(d);
  return `${day} à ${formatParisTime(d)}`;
}
