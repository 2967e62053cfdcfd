import { createHash } from 'node:crypto';
import { zoneOffsetMinutes } from '@app/astro/birth-moment';
import { dayPartNames, type FestivalDate, type FestivalYear } from '@app/astro/festivals';
import { type Language, site } from '@app/contract/site';
import { dateValue, icalendarText, text, utcDateTime } from '../../lib/icalendar.ts';
import { festivalFeedMessages } from './festival-feed.messages.ts';

/**
 * A year's festivals at a place as an iCalendar feed (RFC 5545) that a calendar app subscribes
 * to: one all-day event per festival date (a festival two traditions keep on different days
 * appears on each, named with its tradition), free time (TRANSPARENT), with the rule that decided
 * the date and the day's muhurat windows on the place's clock. Each event's UID is made of the
 * year, the festival, the date, the tradition and the place, so a calendar that fetches the feed
 * again (daily, as REFRESH-INTERVAL asks) updates its events rather than adding them twice.
 */
export function festivalFeed(
  found: FestivalYear,
  options: {
    language: Language;
    /** The place's name for the calendar's title. */
    placeName: string;
    /** When the feed was made (DTSTAMP). */
    stamp: Date;
  },
): string {
  const { language, placeName } = options;
  const { year, place } = found;
  const placeId = createHash('sha256')
    .update(`${place.lat}|${place.lon}|${place.zone}`)
    .digest('hex')
    .slice(0, 12);
  const host = new URL(site.url).host;
  const stamp = utcDateTime(options.stamp);
  const name = festivalFeedMessages.calendarName({ year, place: placeName })[language];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${site.name.en}//Festivals//${language.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${text(name)}`,
    `X-WR-CALNAME:${text(name)}`,
    `X-WR-CALDESC:${text(
      festivalFeedMessages.calendarDescription({
        year,
        place: placeName,
        lat: place.lat,
        lon: place.lon,
        zone: place.zone,
        site: site.name[language],
      })[language],
    )}`,
    `X-WR-TIMEZONE:${place.zone}`,
    'REFRESH-INTERVAL;VALUE=DURATION:P1D',
    'X-PUBLISHED-TTL:P1D',
    ...found.festivals.flatMap((festival) => [
      'BEGIN:VEVENT',
      `UID:${[year, festival.id, dateValue(festival.date), festival.tradition ?? 'all', placeId].join('-')}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(festival.date)}`,
      `DTEND;VALUE=DATE:${dateValue(nextDate(festival.date))}`,
      `SUMMARY:${text(summaryOf(festival, language))}`,
      `DESCRIPTION:${text(descriptionOf(festival, place.zone, language))}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return icalendarText(lines);
}

/** The event's title: the festival's name, with the tradition whose date it is. */
function summaryOf(festival: FestivalDate, language: Language): string {
  const name = festival.name[language];
  return festival.tradition
    ? `${name} (${festivalFeedMessages[festival.tradition]()[language]})`
    : name;
}

/**
 * The rule that decided the date, then each muhurat window of the day, the moonrise where it
 * decides the vrat, and the span of the deciding tithi, on the place's clock with its offset
 * from UTC (a time on another day than the festival's says its date).
 */
function descriptionOf(festival: FestivalDate, zone: string, language: Language): string {
  const lines = [festival.rule[language]];
  for (const window of festival.windows) {
    const label = window.label[language];
    const start = Date.parse(window.start);
    const end = Date.parse(window.end);
    // A label that names the day already ("Parana on 2026-05-27") need not repeat it.
    const dayShown = /\d{4}-\d{2}-\d{2}/.exec(label)?.[0] ?? festival.date;
    lines.push(`${label}: ${clockSpan(start, end, zone, dayShown)}`);
  }
  if (festival.moonrise && !festival.windows.some((window) => window.kind === 'moonrise')) {
    const rise = Date.parse(festival.moonrise);
    lines.push(`${dayPartNames.moonrise[language]}: ${clockSpan(rise, rise, zone, festival.date)}`);
  }
  if (festival.tithi) {
    const from = clockOf(Date.parse(festival.tithi.start), zone);
    const to = clockOf(Date.parse(festival.tithi.end), zone);
    lines.push(
      festivalFeedMessages.tithi({
        tithi: festival.tithi.name[language],
        from: `${from.date} ${from.time}${from.offset === to.offset ? '' : ` (${from.offset})`}`,
        to: `${to.date} ${to.time} (${to.offset})`,
      })[language],
    );
  }
  return lines.join('\n');
}

/**
 * `17:54–19:50 (UTC+05:30)`: a span on the place's clock (an instant when start = end), with the
 * date of a time that falls on another day than `day` or than the time before it.
 */
function clockSpan(start: number, end: number, zone: string, day: string): string {
  const from = clockOf(start, zone);
  const fromText = from.date === day ? from.time : `${from.date} ${from.time}`;
  if (start === end) return `${fromText} (${from.offset})`;
  const to = clockOf(end, zone);
  const toText = to.date === from.date ? to.time : `${to.date} ${to.time}`;
  return from.offset === to.offset
    ? `${fromText}–${toText} (${from.offset})`
    : `${fromText} (${from.offset})–${toText} (${to.offset})`;
}

/** An instant on the zone's clock: its date, `HH:MM`, and the offset (`UTC+05:30`). */
function clockOf(instant: number, zone: string) {
  const minutes = zoneOffsetMinutes(zone, instant);
  const local = new Date(instant + minutes * 60_000).toISOString();
  const seconds = Math.round(Math.abs(minutes) * 60);
  const parts = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  // Whole minutes in every zone of our years but the old local mean times (+05:21:10).
  const shown = parts[2] === 0 ? parts.slice(0, 2) : parts;
  return {
    date: local.slice(0, 10),
    time: local.slice(11, 16),
    offset: `UTC${minutes < 0 ? '-' : '+'}${shown.map((part) => String(part).padStart(2, '0')).join(':')}`,
  };
}

/** The date after a date `YYYY-MM-DD`. */
function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
