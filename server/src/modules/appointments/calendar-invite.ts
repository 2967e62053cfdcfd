import { icalendarText, parameter, text, utcDateTime } from '../../lib/icalendar.ts';

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
  return icalendarText(lines);
}
