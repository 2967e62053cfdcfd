import { canonicalTimeZone, type ZoneOffsets, zoneOffsetsBetween } from './birth-moment.ts';
import {
  type FestivalDate,
  type FestivalId,
  type FestivalPlace,
  type FestivalYear,
  festivalsOfYear,
} from './festivals.ts';
import { grahaCourse } from './gochara.ts';
import {
  type LunarMonth,
  lunarMonthName,
  lunarMonthsBetween,
  purnimantaMonthOf,
  samvatYears,
} from './hindu-calendar.ts';
import { type Bilingual, nakshatraName, signName, tithiName } from './names.ts';
import { checkPlace, localMidnight, type Paksha, sunTimesBetween } from './panchang.ts';
import { siderealLongitude } from './positions.ts';
import { astroTimeFromUt, millisPerDay, utFromMillis } from './time.ts';
import { nakshatraOf } from './zodiac.ts';

/**
 * A Gregorian month as a Hindu calendar shows it (the page /panchang/calendar/{yyyy}/{mm}): for
 * each day at the place, the tithi and paksha current at sunrise, the Moon's nakshatra then, the
 * lunar month in both reckonings, the festivals and vrats of the day (festivals.ts), and marks
 * for Purnima, Amavasya, Ekadashi and Sankranti (the Sun entering a sign that day); for the
 * month, the lunar months it spans in both reckonings and its Vikram Samvat and Shaka years.
 */

export type LunarMonthLabel = { name: number; adhik: boolean; label: Bilingual };

export type CalendarMark = 'purnima' | 'amavasya' | 'ekadashi' | 'sankranti';

export type CalendarDay = {
  date: string;
  /** UTC ISO; null where the Sun does not rise (the tithi is then the one at local 06:00). */
  sunrise: string | null;
  /** At sunrise: 1-30 (1-15 shukla). */
  tithi: number;
  tithiName: Bilingual;
  paksha: Paksha;
  /** The Moon's nakshatra at sunrise, 1-27. */
  nakshatra: number;
  nakshatraName: Bilingual;
  amanta: LunarMonthLabel;
  purnimanta: LunarMonthLabel;
  festivals: Array<Pick<FestivalDate, 'id' | 'name'> & { tradition?: 'smarta' | 'vaishnava' }>;
  marks: CalendarMark[];
  /** The sign the Sun enters this day, when it does (a sankranti). */
  sankranti?: { sign: number; name: Bilingual; at: string };
};

export type CalendarMonth = {
  year: number;
  month: number;
  place: FestivalPlace;
  days: CalendarDay[];
  /** The lunar months the days fall in, in order, in each reckoning. */
  lunarMonths: { amanta: LunarMonthLabel[]; purnimanta: LunarMonthLabel[] };
  /** The Vikram Samvat and Shaka years of the month's days (two when Chaitra begins in it). */
  samvat: { vikram: number[]; shaka: number[] };
  /** The zone's offsets over the month, so a page writes times without an Intl formatter. */
  zoneOffsets: ZoneOffsets;
};

const markOf: Partial<Record<FestivalId, CalendarMark>> = {
  purnima: 'purnima',
  amavasya: 'amavasya',
  ekadashi: 'ekadashi',
};

const unique = <T>(items: T[], key: (item: T) => string) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = key(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
};

/**
 * The calendar of a Gregorian month (1-12) at a place. `festivalYear`, the year's festivals at
 * the same place, may be passed when already computed (a page that shows several months of one
 * year computes it once). Throws RangeError for a month or year out of range.
 */
export function monthCalendar(
  year: number,
  month: number,
  input: FestivalPlace,
  festivalYear?: FestivalYear,
): CalendarMonth {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError('The month must be from 1 to 12.');
  }
  checkPlace(input.lat, input.lon);
  const place = { ...input, zone: canonicalTimeZone(input.zone) };
  const festivals = festivalYear ?? festivalsOfYear(year, place, { month });
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const first = localMidnight(place.zone, { year, month, day: 1 }).getTime();
  const last = localMidnight(
    place.zone,
    month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 },
  ).getTime();
  const months = lunarMonthsBetween(first - 2 * millisPerDay, last + 2 * millisPerDay);
  const sankrantis = grahaCourse('sun', first, last).ingresses;
  const chaitra = festivals.months.find((entry) => entry.name === 1 && !entry.adhik);
  const chaitraStart = chaitra?.start.startsWith(`${year}`) ? Date.parse(chaitra.start) : undefined;

  const days: CalendarDay[] = [];
  let dayStart = first;
  for (let day = 1; day <= daysInMonth; day += 1) {
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const nextStart =
      day === daysInMonth
        ? last
        : localMidnight(place.zone, { year, month, day: day + 1 }).getTime();
    const { sunrise } = sunTimesBetween(
      new Date(dayStart),
      new Date(nextStart),
      place.lat,
      place.lon,
    );
    const at = sunrise?.getTime() ?? dayStart + 6 * 3_600_000;
    const monthIndex = months.findIndex((entry) => entry.start <= at && at < entry.end);
    const lunar = months[monthIndex] as LunarMonth;
    const tithi = lunar.tithis.find((span) => span.start <= at && at < span.end)?.tithi ?? 30;
    const nakshatra = nakshatraOf(siderealLongitude('moon', astroTimeFromUt(utFromMillis(at))));
    const purnimanta = purnimantaMonthOf(months, monthIndex, tithi) ?? lunar;
    const todays = festivals.festivals.filter((festival) => festival.date === date);
    const sankranti = sankrantis.find((ingress) => {
      const instant = Date.parse(ingress.at);
      return instant >= dayStart && instant < nextStart;
    });
    const marks = unique(
      todays.flatMap((festival) => {
        const mark = markOf[festival.id];
        return mark ? [mark] : [];
      }),
      (mark) => mark,
    );
    if (sankranti) marks.push('sankranti');
    days.push({
      date,
      sunrise: sunrise?.toISOString() ?? null,
      tithi,
      tithiName: tithiName(tithi),
      paksha: tithi <= 15 ? 'shukla' : 'krishna',
      nakshatra,
      nakshatraName: nakshatraName(nakshatra),
      amanta: { name: lunar.name, adhik: lunar.adhik, label: lunarMonthName(lunar) },
      purnimanta: {
        name: purnimanta.name,
        adhik: purnimanta.adhik,
        label: lunarMonthName(purnimanta),
      },
      festivals: todays.map((festival) => ({
        id: festival.id,
        name: festival.name,
        ...(festival.tradition ? { tradition: festival.tradition } : {}),
      })),
      marks,
      ...(sankranti
        ? { sankranti: { sign: sankranti.sign, name: signName(sankranti.sign), at: sankranti.at } }
        : {}),
    });
    dayStart = nextStart;
  }
  const labelKey = (label: LunarMonthLabel) => `${label.name}|${label.adhik}`;
  const samvats = days.map((day) =>
    samvatYears(Date.parse(day.sunrise ?? `${day.date}T06:00:00Z`), year, chaitraStart),
  );
  return {
    year,
    month,
    place,
    days,
    lunarMonths: {
      amanta: unique(
        days.map((day) => day.amanta),
        labelKey,
      ),
      purnimanta: unique(
        days.map((day) => day.purnimanta),
        labelKey,
      ),
    },
    samvat: {
      vikram: [...new Set(samvats.map((entry) => entry.vikram))],
      shaka: [...new Set(samvats.map((entry) => entry.shaka))],
    },
    zoneOffsets: zoneOffsetsBetween(place.zone, first, last),
  };
}
