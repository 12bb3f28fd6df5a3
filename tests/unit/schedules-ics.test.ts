import { buildIcs, escapeText, foldLine, icsDateTime } from '@/lib/schedules/ics';

// The .ics file of a session (RFC 5545): what a calendar application reads.

const event = {
  id: 'sch-123',
  startsAt: '2026-12-01T05:30:00.000Z',
  endsAt: '2026-12-01T07:00:00.000Z',
  summary: 'Practical training at Al Quoz',
  location: 'Al Quoz Branch, Street 12; Al Quoz, Dubai',
  now: new Date('2026-11-25T10:00:00.000Z'),
  host: 'portal.example.ae',
};

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('buildIcs', () => {
  const ics = buildIcs(event);

  it('is one VCALENDAR with one VEVENT, CRLF line endings throughout, ending with CRLF', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('carries UID, DTSTAMP, DTSTART and DTEND in UTC', () => {
    const lines = unfold(ics).split('\r\n');
    expect(lines).toContain('UID:schedule-sch-123@portal.example.ae');
    expect(lines).toContain('DTSTAMP:20261125T100000Z');
    expect(lines).toContain('DTSTART:20261201T053000Z');
    expect(lines).toContain('DTEND:20261201T070000Z');
  });

  it('escapes text values (commas, semicolons, backslashes, newlines)', () => {
    expect(unfold(ics)).toContain('LOCATION:Al Quoz Branch\\, Street 12\\; Al Quoz\\, Dubai');
    expect(escapeText('a\\b\nc,d;e')).toBe('a\\\\b\\nc\\,d\\;e');
  });

  it('folds long lines at 75 octets without splitting an Arabic letter', () => {
    const arabic = buildIcs({ ...event, summary: 'تدريب عملي في فرع القوز، شارع ١٢، دبي، الإمارات العربية المتحدة — حصة مدتها ساعة ونصف' });
    for (const line of arabic.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(arabic).toContain('\r\n ');
    // unfolding gives back the escaped text, every character whole
    expect(unfold(arabic)).toContain('SUMMARY:تدريب عملي في فرع القوز، شارع ١٢، دبي، الإمارات العربية المتحدة — حصة مدتها ساعة ونصف');
  });
});

describe('foldLine and icsDateTime', () => {
  it('leaves a short line alone and folds a long one', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(200)}`);
    const parts = folded.split('\r\n');
    expect(parts[0]).toHaveLength(75);
    expect(parts.slice(1).every((p) => p.startsWith(' ') && p.length <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'x'.repeat(200)}`);
  });

  it('formats instants in UTC and refuses garbage', () => {
    expect(icsDateTime('2026-02-28T20:00:00.000Z')).toBe('20260228T200000Z');
    expect(() => icsDateTime('not a date')).toThrow(RangeError);
  });
});
