/**
 * The pieces of an iCalendar file (RFC 5545) that every calendar the server writes shares: the
 * consultation invites (modules/appointments/calendar-invite.ts) and the festival feed
 * (modules/festival-feed).
 */

/** `20261130T043000Z`: a UTC date-time as RFC 5545 writes it. */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** `20261108`: a civil date `YYYY-MM-DD` as a DATE value (RFC 5545 3.3.4). */
export function dateValue(date: string): string {
  return date.replace(/-/g, '');
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** A parameter value (a name in CN=): quoted, without the characters quotes cannot hold. */
export function parameter(value: string): string {
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

/** Content lines as the text of a `.ics` file: each folded, CRLF line ends. */
export function icalendarText(lines: readonly string[]): string {
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
