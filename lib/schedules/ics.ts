// One session as an iCalendar file (RFC 5545): a VCALENDAR with one VEVENT, CRLF line endings,
// content lines folded at 75 octets (never inside a UTF-8 character), text values escaped, times in
// UTC ('Z'). Pure: `now` (DTSTAMP) and the host (UID) are passed in.

export interface IcsEvent {
  id: string;
  startsAt: string;
  endsAt: string;
  summary: string;
  location: string;
  description?: string;
  /** DTSTAMP */
  now: Date;
  /** The UID's domain part, e.g. the portal's host. */
  host: string;
}

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma, newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** An instant as a UTC DATE-TIME: 20261201T053000Z. */
export function icsDateTime(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

const encoder = new TextEncoder();

/** A content line folded into chunks of at most 75 octets, continuations starting with one space. */
export function foldLine(line: string): string {
  const chunks: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    // the first line holds 75 octets; continuation lines 74 plus their leading space
    const limit = chunks.length === 0 ? 75 : 74;
    if (size + octets > limit) {
      chunks.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += octets;
  }
  chunks.push(current);
  return chunks.join('\r\n ');
}

export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Driving Centre//Student Portal//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:schedule-${event.id}@${event.host}`,
    `DTSTAMP:${icsDateTime(event.now)}`,
    `DTSTART:${icsDateTime(event.startsAt)}`,
    `DTEND:${icsDateTime(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
