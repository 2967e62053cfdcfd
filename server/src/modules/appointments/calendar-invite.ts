/**
 * A consultation as an iCalendar invite (RFC 5545) that Google Calendar, Outlook and Apple
 * Calendar import: one VEVENT with a stable UID (the appointment's), its times in UTC, a SEQUENCE
 * raised on every move (so calendars replace the old time), and an alarm 30 minutes before.
 * `METHOD:CANCEL` with `STATUS:CANCELLED` takes a cancelled call out of the calendar.
 */
export type CalendarInvite = {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The meeting link or the phone the astrologer calls. */
  location: string;
  url?: string | undefined;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When the invite was made (DTSTAMP). */
  stamp: Date;
};

/** `20261130T043000Z`: a UTC date-time as RFC 5545 writes it. */
function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** A parameter value (a name in CN=): quoted, without the characters quotes cannot hold. */
function parameter(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

/**
 * A content line folded at 75 octets (RFC 5545 3.1): continuation lines start with a space, and
 * a UTF-8 character (Devanagari takes three octets) is never split.
 */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The invite as the text of a `.ics` file (CRLF line ends). */
export function calendarInvite(invite: CalendarInvite): string {
  const cancelled = invite.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Shubh Jyotish//Consultations//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${utcDateTime(invite.stamp)}`,
    `DTSTART:${utcDateTime(invite.start)}`,
    `DTEND:${utcDateTime(invite.end)}`,
    `SUMMARY:${text(invite.summary)}`,
    `DESCRIPTION:${text(invite.description)}`,
    `LOCATION:${text(invite.location)}`,
    ...(invite.url ? [`URL:${invite.url}`] : []),
    `ORGANIZER;CN=${parameter(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    `ATTENDEE;CN=${parameter(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? 'DECLINED' : 'ACCEPTED'}:mailto:${invite.attendee.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    ...(cancelled
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${text(invite.summary)}`,
          'TRIGGER:-PT30M',
          'END:VALARM',
        ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
