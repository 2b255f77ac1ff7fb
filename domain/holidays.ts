/**
 * French public holidays (jours fériés, Code du travail L3133-1), Easter-based ones included.
 * Dates are Paris calendar days, YYYY-MM-DD. Alsace-Moselle's extra days are not counted.
 */

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, « Meeus/Jones/Butcher »): [month, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

/** The 11 public holidays of a year: date → French name. */
export function frenchHolidays(year: number): Map<string, string> {
  const [em, ed] = easterSunday(year);
  const easter = (offset: number) => iso(year, em, ed + offset);
  return new Map([
    [iso(year, 1, 1), "Jour de l'an"],
    [easter(1), "Lundi de Pâques"],
    [iso(year, 5, 1), "Fête du Travail"],
    [iso(year, 5, 8), "Victoire 1945"],
    [easter(39), "Ascension"],
    [easter(50), "Lundi de Pentecôte"],
    [iso(year, 7, 14), "Fête nationale"],
    [iso(year, 8, 15), "Assomption"],
    [iso(year, 11, 1), "Toussaint"],
    [iso(year, 11, 11), "Armistice 1918"],
    [iso(year, 12, 25), "Noël"],
  ]);
}

const cache = new Map<number, Map<string, string>>();
/** The holiday's name on that Paris day (YYYY-MM-DD), or undefined. */
export function holidayName(day: string): string | undefined {
  const year = Number(day.slice(0, 4));
  let list = cache.get(year);
  if (!list) cache.set(year, (list = frenchHolidays(year)));
  return list.get(day);
}
