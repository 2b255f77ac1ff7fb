import { partsFormat } from "./paris-time.ts";

/**
 * iCalendar (RFC 5545) for the technical visits: the invitation attached to the e-mails
 * (METHOD:REQUEST / METHOD:CANCEL) and the subscription feed. Times are written in Europe/Paris
 * with its VTIMEZONE, so every calendar shows the visit at the artisan's wall-clock time.
 */

export interface IcsEvent {
  /** Stable across the updates of one visit: a calendar replaces the event instead of adding one. */
  uid: string;
  /** Bumped at each change (move, cancel). */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  cancelled?: boolean;
  /** Organizer (the business) and attendee (the visitor), for the invitations. */
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
  url?: string;
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export const icsText = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const bytes = new TextEncoder();
  if (bytes.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const n = bytes.encode(ch).length;
    if (size + n > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** 20261123T143000 in Paris time. */
export function parisStamp(date: Date): string {
  const p = Object.fromEntries(partsFormat.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}${p.month}${p.day}T${p.hour}${p.minute}${p.second}`;
}
/** 20261123T133000Z */
export const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Europe/Paris since 1996: CET/CEST, last Sunday of March and October. */
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Paris",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

function eventLines(e: IcsEvent, stamp: Date): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART;TZID=Europe/Paris:${parisStamp(e.start)}`,
    `DTEND;TZID=Europe/Paris:${parisStamp(e.end)}`,
    `SUMMARY:${icsText(e.summary)}`,
    `LOCATION:${icsText(e.location)}`,
    `DESCRIPTION:${icsText(e.description)}`,
    `STATUS:${e.cancelled ? "CANCELLED" : "CONFIRMED"}`,
  ];
  if (e.url) lines.push(`URL:${e.url}`);
  if (e.organizer) lines.push(`ORGANIZER;CN=${icsParam(e.organizer.name)}:mailto:${e.organizer.email}`);
  if (e.attendee)
    lines.push(`ATTENDEE;CN=${icsParam(e.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${e.attendee.email}`);
  lines.push("END:VEVENT");
  return lines;
}

/** A parameter value: quoted, without the characters a quoted value cannot hold. */
const icsParam = (value: string) => `"${value.replace(/["\r\n]/g, "")}"`;

/** The whole calendar: an invitation (REQUEST/CANCEL) or a feed (PUBLISH). */
export function icsCalendar(
  events: IcsEvent[],
  options: { method: "REQUEST" | "CANCEL" | "PUBLISH"; name?: string; now?: Date },
): string {
  const now = options.now ?? new Date();
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Menuiserie//Agenda des visites//FR",
    "CALSCALE:GREGORIAN",
    `METHOD:${options.method}`,
    ...(options.name ? [`X-WR-CALNAME:${icsText(options.name)}`, "X-WR-TIMEZONE:Europe/Paris"] : []),
    ...VTIMEZONE,
    ...events.flatMap((e) => eventLines(e, now)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
