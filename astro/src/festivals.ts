import { siderealAscendant } from './ascendant.ts';
import { canonicalTimeZone, zoneOffsetMinutes } from './birth-moment.ts';
import { grahaCourse } from './gochara.ts';
import {
  ElongationTable,
  type LunarMonth,
  lunarMonthName,
  lunarMonthsOf,
  purnimantaMonthOf,
  SunLongitudeTable,
  type TithiSpan,
} from './hindu-calendar.ts';
import { moonRiseOrSetBetween } from './moon-rise-set.ts';
import { type Bilingual, tithiName } from './names.ts';
import { checkPlace } from './panchang.ts';
import { siderealLongitude } from './positions.ts';
import { type SunLongitudeAt, sunRiseOrSetBetween, sunRiseOrSetNear } from './sun-rise-set.ts';
import { astroTimeFromUt, dateFromUt, millisPerDay, utFromMillis } from './time.ts';
import { nakshatraOf, signOf } from './zodiac.ts';

/**
 * The festivals and vrats of a year at a place, computed from the sky (docs/decisions/037).
 *
 * Most are a tithi of a lunar month, kept on the civil day on which that tithi is current at the
 * time of day the tradition names: at sunrise (udaya tithi), in the forenoon (purvahna), at midday
 * (madhyahna), in the afternoon (aparahna), after sunset (pradosh), at midnight (nishita) or at
 * moonrise. Sunrise, sunset and moonrise are the place's, so a date can differ between cities:
 * Diwali 2024 was on 31 October in New York and on 1 November in New Delhi.
 *
 * The parts of the day, as Drik Panchang uses them: the daytime (sunrise to sunset) in five equal
 * parts: pratah, sangava, madhyahna, aparahna, sayahna; purvahna is its first half. The night
 * (sunset to the next sunrise) in fifteen muhurtas: pradosh is the first three, nishita the
 * eighth. Arunodaya is four ghatis (96 minutes) before sunrise.
 *
 * When the tithi is current in that part on two days, or on neither, each festival's rule
 * says which day (see `festivalRules` and the tests against published dates).
 */

/** Every festival id, in the order of the year (the monthly vrats last). */
export const festivalIds = [
  'makar-sankranti',
  'vasant-panchami',
  'maha-shivaratri',
  'holika-dahan',
  'holi',
  'chaitra-navratri',
  'ram-navami',
  'hanuman-jayanti',
  'akshaya-tritiya',
  'guru-purnima',
  'raksha-bandhan',
  'janmashtami',
  'ganesh-chaturthi',
  'sharad-navratri',
  'dussehra',
  'karva-chauth',
  'dhanteras',
  'diwali',
  'govardhan-puja',
  'bhai-dooj',
  'chhath',
  'ekadashi',
  'pradosh',
  'sankashti-chaturthi',
  'purnima',
  'amavasya',
] as const;
/** A festival's id: its page's address (`/festivals/{yyyy}/{id}`). */
export type FestivalId = (typeof festivalIds)[number];

/** The vrats that come every month (or paksha); the others come once a year. */
export const monthlyFestivalIds: readonly FestivalId[] = [
  'ekadashi',
  'pradosh',
  'sankashti-chaturthi',
  'purnima',
  'amavasya',
];

export const festivalNames: Readonly<Record<FestivalId, Bilingual>> = {
  'makar-sankranti': { en: 'Makar Sankranti', hi: 'मकर संक्रांति' },
  'vasant-panchami': { en: 'Vasant Panchami', hi: 'बसंत पंचमी' },
  'maha-shivaratri': { en: 'Maha Shivaratri', hi: 'महाशिवरात्रि' },
  'holika-dahan': { en: 'Holika Dahan', hi: 'होलिका दहन' },
  holi: { en: 'Holi', hi: 'होली' },
  'chaitra-navratri': { en: 'Chaitra Navratri', hi: 'चैत्र नवरात्रि' },
  'ram-navami': { en: 'Ram Navami', hi: 'राम नवमी' },
  'hanuman-jayanti': { en: 'Hanuman Jayanti', hi: 'हनुमान जयंती' },
  'akshaya-tritiya': { en: 'Akshaya Tritiya', hi: 'अक्षय तृतीया' },
  'guru-purnima': { en: 'Guru Purnima', hi: 'गुरु पूर्णिमा' },
  'raksha-bandhan': { en: 'Raksha Bandhan', hi: 'रक्षा बंधन' },
  janmashtami: { en: 'Krishna Janmashtami', hi: 'कृष्ण जन्माष्टमी' },
  'ganesh-chaturthi': { en: 'Ganesh Chaturthi', hi: 'गणेश चतुर्थी' },
  'sharad-navratri': { en: 'Sharad Navratri', hi: 'शारदीय नवरात्रि' },
  dussehra: { en: 'Dussehra', hi: 'दशहरा' },
  'karva-chauth': { en: 'Karva Chauth', hi: 'करवा चौथ' },
  dhanteras: { en: 'Dhanteras', hi: 'धनतेरस' },
  diwali: { en: 'Diwali (Lakshmi Puja)', hi: 'दीवाली (लक्ष्मी पूजा)' },
  'govardhan-puja': { en: 'Govardhan Puja', hi: 'गोवर्धन पूजा' },
  'bhai-dooj': { en: 'Bhai Dooj', hi: 'भाई दूज' },
  chhath: { en: 'Chhath Puja', hi: 'छठ पूजा' },
  ekadashi: { en: 'Ekadashi', hi: 'एकादशी' },
  pradosh: { en: 'Pradosh Vrat', hi: 'प्रदोष व्रत' },
  'sankashti-chaturthi': { en: 'Sankashti Chaturthi', hi: 'संकष्टी चतुर्थी' },
  purnima: { en: 'Purnima', hi: 'पूर्णिमा' },
  amavasya: { en: 'Amavasya', hi: 'अमावस्या' },
};

/**
 * The names of the Ekadashis by amanta month (Chaitra = 1) and paksha: [shukla, krishna]. The
 * krishna Ekadashi of an amanta month falls in the next month of the purnimanta reckoning.
 */
const ekadashiNames: ReadonlyArray<readonly [Bilingual, Bilingual]> = [
  [
    { en: 'Kamada Ekadashi', hi: 'कामदा एकादशी' },
    { en: 'Varuthini Ekadashi', hi: 'वरूथिनी एकादशी' },
  ],
  [
    { en: 'Mohini Ekadashi', hi: 'मोहिनी एकादशी' },
    { en: 'Apara Ekadashi', hi: 'अपरा एकादशी' },
  ],
  [
    { en: 'Nirjala Ekadashi', hi: 'निर्जला एकादशी' },
    { en: 'Yogini Ekadashi', hi: 'योगिनी एकादशी' },
  ],
  [
    { en: 'Devshayani Ekadashi', hi: 'देवशयनी एकादशी' },
    { en: 'Kamika Ekadashi', hi: 'कामिका एकादशी' },
  ],
  [
    { en: 'Shravana Putrada Ekadashi', hi: 'श्रावण पुत्रदा एकादशी' },
    { en: 'Aja Ekadashi', hi: 'अजा एकादशी' },
  ],
  [
    { en: 'Parivartini Ekadashi', hi: 'परिवर्तिनी एकादशी' },
    { en: 'Indira Ekadashi', hi: 'इंदिरा एकादशी' },
  ],
  [
    { en: 'Papankusha Ekadashi', hi: 'पापांकुशा एकादशी' },
    { en: 'Rama Ekadashi', hi: 'रमा एकादशी' },
  ],
  [
    { en: 'Devutthana Ekadashi', hi: 'देवउठनी एकादशी' },
    { en: 'Utpanna Ekadashi', hi: 'उत्पन्ना एकादशी' },
  ],
  [
    { en: 'Mokshada Ekadashi', hi: 'मोक्षदा एकादशी' },
    { en: 'Saphala Ekadashi', hi: 'सफला एकादशी' },
  ],
  [
    { en: 'Pausha Putrada Ekadashi', hi: 'पौष पुत्रदा एकादशी' },
    { en: 'Shattila Ekadashi', hi: 'षटतिला एकादशी' },
  ],
  [
    { en: 'Jaya Ekadashi', hi: 'जया एकादशी' },
    { en: 'Vijaya Ekadashi', hi: 'विजया एकादशी' },
  ],
  [
    { en: 'Amalaki Ekadashi', hi: 'आमलकी एकादशी' },
    { en: 'Papmochani Ekadashi', hi: 'पापमोचनी एकादशी' },
  ],
];
const adhikEkadashiNames: readonly [Bilingual, Bilingual] = [
  { en: 'Padmini Ekadashi', hi: 'पद्मिनी एकादशी' },
  { en: 'Parama Ekadashi', hi: 'परमा एकादशी' },
];

/** The parts of a day a rule can name, and the muhurat windows the pages show. */
export type DayPart =
  | 'sunrise'
  | 'pratah'
  | 'purvahna'
  | 'firstThird'
  | 'madhyahna'
  | 'aparahna'
  | 'sayahna'
  | 'pradosh'
  | 'nishita'
  | 'moonrise';

export const dayPartNames: Readonly<Record<DayPart, Bilingual>> = {
  sunrise: { en: 'Sunrise', hi: 'सूर्योदय' },
  pratah: { en: 'Pratah kaal (morning)', hi: 'प्रातः काल' },
  purvahna: { en: 'Purvahna (forenoon)', hi: 'पूर्वाह्न' },
  firstThird: { en: 'First third of the day', hi: 'दिन का पहला तिहाई भाग' },
  madhyahna: { en: 'Madhyahna (midday)', hi: 'मध्याह्न' },
  aparahna: { en: 'Aparahna (afternoon)', hi: 'अपराह्न' },
  sayahna: { en: 'Sayahna (evening)', hi: 'सायाह्न' },
  pradosh: { en: 'Pradosh kaal (after sunset)', hi: 'प्रदोष काल' },
  nishita: { en: 'Nishita kaal (midnight)', hi: 'निशीथ काल' },
  moonrise: { en: 'Moonrise', hi: 'चंद्रोदय' },
};

/** A time window of the day a festival falls on, UTC ISO. */
export type FestivalWindow = {
  /** What the window is: a part of the day, or a named muhurat. */
  kind: DayPart | 'lakshmiPuja' | 'parana' | 'punyaKaal' | 'afterBhadra' | 'fast';
  label: Bilingual;
  start: string;
  end: string;
};

/** One festival or vrat on one date at the place. */
export type FestivalDate = {
  id: FestivalId;
  /** The civil date at the place, `YYYY-MM-DD`. */
  date: string;
  /** Its name this time: "Kamada Ekadashi", "Soma Pradosh Vrat", "Kartika Purnima". */
  name: Bilingual;
  /** The rule that decided the date, in words. */
  rule: Bilingual;
  /** Where traditions keep different days: which one this date follows. */
  tradition?: 'smarta' | 'vaishnava';
  /** The lunar month in both reckonings (none for Makar Sankranti, a solar festival). */
  month?: {
    amanta: { name: number; adhik: boolean; label: Bilingual };
    purnimanta: { name: number; adhik: boolean; label: Bilingual };
  };
  /** The tithi that decides it and when it is current (UTC ISO). */
  tithi?: { index: number; name: Bilingual; start: string; end: string };
  /** The muhurat windows of the day, in the order the page shows them. */
  windows: FestivalWindow[];
  /** Moonrise of the day, where it decides the vrat (Karva Chauth, Sankashti Chaturthi). */
  moonrise?: string;
};

export type FestivalPlace = { lat: number; lon: number; zone: string };

const minute = 60_000;
const iso = (millis: number) => new Date(millis).toISOString();

/** The Sun's times around one civil day at the place, Unix ms. */
type SunDay = {
  date: string;
  start: number;
  end: number;
  sunrise: number;
  sunset: number;
  nextSunrise: number;
};

type Span = { start: number; end: number };

/**
 * The civil days of a stretch of time at a place, with their sunrise, sunset and moonrise, each
 * worked out once and only when a rule asks. Local midnights come from the zone's offsets over
 * the whole stretch, found once.
 */
class PlaceDays {
  private readonly offsets: Array<{ from: number; minutes: number }>;
  private readonly midnights = new Map<string, number>();
  private readonly rises = new Map<string, number | undefined>();
  private readonly sets = new Map<string, number | undefined>();
  private readonly moonrises = new Map<string, number | undefined>();
  /** The Sun's longitude over the stretch, for the sunrise and sunset searches. */
  private readonly sunLongitudeAt: SunLongitudeAt;

  constructor(
    readonly place: FestivalPlace,
    fromMs: number,
    toMs: number,
  ) {
    this.offsets = zoneOffsetsOf(place.zone, fromMs - 2 * millisPerDay, toMs + 2 * millisPerDay);
    this.sunLongitudeAt = new SunLongitudeTable(
      fromMs - 3 * millisPerDay,
      toMs + 3 * millisPerDay,
    ).longitudeAtUt;
  }

  private offsetAt(millis: number): number {
    let minutes = this.offsets[0]?.minutes ?? 0;
    for (const entry of this.offsets) {
      if (entry.from <= millis) minutes = entry.minutes;
      else break;
    }
    return minutes;
  }

  /** The civil date `YYYY-MM-DD` of an instant at the place. */
  dateOf(millis: number): string {
    return new Date(millis + this.offsetAt(millis) * minute).toISOString().slice(0, 10);
  }

  /** Local midnight starting a date (the first instant of the day if midnight was skipped). */
  midnightOf(date: string): number {
    const known = this.midnights.get(date);
    if (known !== undefined) return known;
    const wall = Date.parse(`${date}T00:00:00Z`);
    let found = wall - this.offsetAt(wall + 12 * 3_600_000) * minute;
    for (const entry of this.offsets) {
      const instant = wall - entry.minutes * minute;
      if (this.offsetAt(instant) === entry.minutes) {
        found = instant;
        break;
      }
    }
    this.midnights.set(date, found);
    return found;
  }

  private sunEvent(event: 'rise' | 'set', date: string): number | undefined {
    const memo = event === 'rise' ? this.rises : this.sets;
    if (memo.has(date)) return memo.get(date);
    const start = this.midnightOf(date);
    const end = this.midnightOf(shiftDate(date, 1));
    // From the same event a day before or after, when known, the search starts within minutes
    // of the answer and takes two steps instead of four.
    const neighbour = memo.get(shiftDate(date, -1)) ?? memo.get(shiftDate(date, 1));
    let found: number | undefined;
    if (neighbour !== undefined) {
      const guess = utFromMillis(neighbour) + (neighbour < start ? 1 : -1);
      const near = sunRiseOrSetNear(
        event,
        guess,
        this.place.lat,
        this.place.lon,
        this.sunLongitudeAt,
      );
      if (near !== undefined && near >= utFromMillis(start) && near < utFromMillis(end)) {
        found = near;
      }
    }
    found ??= sunRiseOrSetBetween(
      event,
      utFromMillis(start),
      utFromMillis(end),
      this.place.lat,
      this.place.lon,
      this.sunLongitudeAt,
    );
    const at = found === undefined ? undefined : dateFromUt(found).getTime();
    memo.set(date, at);
    return at;
  }

  /** Sunrise of a date; the local 06:00 where the Sun does not rise that day (polar). */
  sunrise(date: string): number {
    return this.sunEvent('rise', date) ?? this.midnightOf(date) + 6 * 3_600_000;
  }

  /** Sunset of a date; the local 18:00 where the Sun does not set that day (polar). */
  sunset(date: string): number {
    return this.sunEvent('set', date) ?? this.midnightOf(date) + 18 * 3_600_000;
  }

  day(date: string): SunDay {
    return {
      date,
      start: this.midnightOf(date),
      end: this.midnightOf(shiftDate(date, 1)),
      sunrise: this.sunrise(date),
      sunset: this.sunset(date),
      nextSunrise: this.sunrise(shiftDate(date, 1)),
    };
  }

  moonrise(date: string): number | undefined {
    if (this.moonrises.has(date)) return this.moonrises.get(date);
    const rise = moonRiseOrSetBetween(
      'rise',
      this.midnightOf(date),
      this.midnightOf(shiftDate(date, 1)),
      this.place.lat,
      this.place.lon,
    )?.getTime();
    this.moonrises.set(date, rise);
    return rise;
  }

  /**
   * Where a part of a date can lie at most (no sunrise computed): the civil day for the parts
   * of the daytime and moonrise, to the next noon for the parts of the night.
   */
  bounds(date: string, part: DayPart): Span {
    const start = this.midnightOf(date);
    const nightPart = part === 'pradosh' || part === 'nishita';
    return { start, end: start + (nightPart ? 36 : 24) * 3_600_000 };
  }

  /** A part of a day as a span (an instant for sunrise and moonrise: start = end). */
  part(date: string, part: DayPart): Span | undefined {
    if (part === 'moonrise') {
      const rise = this.moonrise(date);
      return rise === undefined ? undefined : { start: rise, end: rise };
    }
    const sunrise = this.sunrise(date);
    if (part === 'sunrise') return { start: sunrise, end: sunrise };
    const sunset = this.sunset(date);
    if (part === 'pradosh' || part === 'nishita') {
      const night = this.sunrise(shiftDate(date, 1)) - sunset;
      return part === 'pradosh'
        ? { start: sunset, end: sunset + night / 5 }
        : { start: sunset + (night * 7) / 15, end: sunset + (night * 8) / 15 };
    }
    const daytime = sunset - sunrise;
    const fifth = (index: number) => ({
      start: sunrise + (daytime * index) / 5,
      end: sunrise + (daytime * (index + 1)) / 5,
    });
    switch (part) {
      case 'pratah':
        return fifth(0);
      case 'purvahna':
        return { start: sunrise, end: sunrise + daytime / 2 };
      case 'firstThird':
        return { start: sunrise, end: sunrise + daytime / 3 };
      case 'madhyahna':
        return fifth(2);
      case 'aparahna':
        return fifth(3);
      case 'sayahna':
        return fifth(4);
    }
  }
}

/**
 * The offsets of a zone's clocks over a stretch of time, each with the instant it began: the
 * zone is asked once a week (clocks change at most a few times a year, and no zone has changed
 * and changed back within a week), and each change is bisected to the second.
 */
function zoneOffsetsOf(zone: string, fromMs: number, toMs: number) {
  const week = 7 * millisPerDay;
  let before = fromMs;
  let offsetBefore = zoneOffsetMinutes(zone, before);
  const offsets = [{ from: fromMs, minutes: offsetBefore }];
  while (before < toMs) {
    const after = Math.min(before + week, toMs);
    const offsetAfter = zoneOffsetMinutes(zone, after);
    if (offsetAfter !== offsetBefore) {
      let [low, high] = [before, after];
      while (high - low > 1000) {
        const middle = Math.floor((low + high) / 2 / 1000) * 1000;
        if (middle <= low) break;
        if (zoneOffsetMinutes(zone, middle) === offsetBefore) low = middle;
        else high = middle;
      }
      offsets.push({ from: high, minutes: offsetAfter });
    }
    [before, offsetBefore] = [after, offsetAfter];
  }
  return offsets;
}

/** The date `days` after a date `YYYY-MM-DD`. */
function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * millisPerDay).toISOString().slice(0, 10);
}

/** How much of a span lies within another (ms); an instant counts as 1 ms when inside. */
function overlapOf(window: Span, span: Span): number {
  if (window.start === window.end) {
    return window.start >= span.start && window.start < span.end ? 1 : 0;
  }
  return Math.max(0, Math.min(window.end, span.end) - Math.max(window.start, span.start));
}

/** The spans of `window` not covered by `cut` (Bhadra), in order. */
function spanMinus(window: Span, cut: Span | undefined): Span[] {
  if (!cut || cut.end <= window.start || cut.start >= window.end) return [window];
  const parts: Span[] = [];
  if (cut.start > window.start) parts.push({ start: window.start, end: cut.start });
  if (cut.end < window.end) parts.push({ start: cut.end, end: window.end });
  return parts;
}

const intersect = (a: Span, b: Span): Span | undefined => {
  const start = Math.max(a.start, b.start);
  const end = Math.min(a.end, b.end);
  return end > start ? { start, end } : undefined;
};

/** Which of two days a rule takes when the tithi is current in the part on both. */
type Preference = 'earlier' | 'later' | 'more';

/**
 * The civil dates on which the tithi `span` is current in `part`, with how much of the part it
 * covers there, from the day before it begins to the day it ends.
 */
function daysWithTithiIn(days: PlaceDays, span: Span, part: DayPart) {
  const found: Array<{ date: string; overlap: number; window: Span }> = [];
  for (
    let date = shiftDate(days.dateOf(span.start), -1);
    date <= days.dateOf(span.end);
    date = shiftDate(date, 1)
  ) {
    if (overlapOf(days.bounds(date, part), span) === 0) continue;
    const window = days.part(date, part);
    if (!window) continue;
    const overlap = overlapOf(window, span);
    if (overlap > 0) found.push({ date, overlap, window });
  }
  return found;
}

/**
 * The day of a tithi by the sunrise rule: the first civil day whose sunrise falls within it;
 * a tithi that touches no sunrise (kshaya) is kept on the day it begins in (sunrise to sunrise).
 */
function sunriseDay(days: PlaceDays, span: Span, prefer: Preference = 'earlier'): string {
  const found = daysWithTithiIn(days, span, 'sunrise');
  if (found.length > 0) {
    return (prefer === 'later' ? found.at(-1) : found[0])?.date as string;
  }
  return hinduDayOf(days, span.start);
}

/** The civil date whose sunrise-to-sunrise day contains an instant. */
function hinduDayOf(days: PlaceDays, millis: number): string {
  const date = days.dateOf(millis);
  return millis < days.sunrise(date) ? shiftDate(date, -1) : date;
}

/**
 * The day of a tithi by the part of the day it must be current in. On two days, by `prefer`
 * (`more`: where it covers more of the part; equal, the earlier); on none, by the sunrise rule.
 */
function dayByPart(days: PlaceDays, span: Span, part: DayPart, prefer: Preference): string {
  const found = daysWithTithiIn(days, span, part);
  if (found.length === 0) return sunriseDay(days, span);
  if (found.length === 1 || prefer === 'earlier') return found[0]?.date as string;
  if (prefer === 'later') return found.at(-1)?.date as string;
  let best = found[0] as (typeof found)[number];
  for (const candidate of found.slice(1)) if (candidate.overlap > best.overlap) best = candidate;
  return best.date;
}

/** A part of the day as a window, optionally clipped to the tithi. */
function windowOf(
  days: PlaceDays,
  date: string,
  part: DayPart,
  clipTo?: Span,
): FestivalWindow | undefined {
  const span = days.part(date, part);
  if (!span) return undefined;
  const clipped = clipTo && span.start !== span.end ? intersect(span, clipTo) : span;
  if (!clipped) return undefined;
  return {
    kind: part,
    label: dayPartNames[part],
    start: iso(clipped.start),
    end: iso(clipped.end),
  };
}

/** Rule sentences. */
const rules = {
  sunrise: (tithi: Bilingual, month: Bilingual): Bilingual => ({
    en: `${month.en} ${tithi.en}, on the day it is current at sunrise`,
    hi: `${month.hi} ${tithi.hi}, जिस दिन सूर्योदय के समय हो`,
  }),
  part: (tithi: Bilingual, month: Bilingual, part: DayPart): Bilingual => ({
    en: `${month.en} ${tithi.en}, on the day it is current during ${lowerFirst(dayPartNames[part].en)}`,
    hi: `${month.hi} ${tithi.hi}, जिस दिन ${dayPartNames[part].hi} में हो`,
  }),
};

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** An annual festival fixed by a tithi of an amanta month and a part of the day. */
type TithiRule = {
  id: FestivalId;
  /** Amanta month, 1 = Chaitra. */
  month: number;
  tithi: number;
  part: DayPart;
  prefer: Preference;
  /** The windows the page shows for the day, clipped to the tithi where `clip`. */
  windows: ReadonlyArray<{ part: DayPart; clip: boolean }>;
};

/** The annual festivals that follow the general rule (the others have their own code below). */
const tithiRules: readonly TithiRule[] = [
  {
    id: 'vasant-panchami',
    month: 11,
    tithi: 5,
    part: 'purvahna',
    prefer: 'more',
    windows: [{ part: 'purvahna', clip: true }],
  },
  {
    id: 'maha-shivaratri',
    month: 11,
    tithi: 29,
    part: 'nishita',
    prefer: 'more',
    windows: [{ part: 'nishita', clip: false }],
  },
  {
    id: 'chaitra-navratri',
    month: 1,
    tithi: 1,
    part: 'sunrise',
    prefer: 'earlier',
    windows: [{ part: 'firstThird', clip: true }],
  },
  {
    id: 'ram-navami',
    month: 1,
    tithi: 9,
    part: 'madhyahna',
    prefer: 'more',
    windows: [{ part: 'madhyahna', clip: true }],
  },
  {
    id: 'hanuman-jayanti',
    month: 1,
    tithi: 15,
    part: 'sunrise',
    prefer: 'earlier',
    windows: [],
  },
  {
    id: 'akshaya-tritiya',
    month: 2,
    tithi: 3,
    part: 'purvahna',
    prefer: 'earlier',
    windows: [{ part: 'purvahna', clip: true }],
  },
  {
    id: 'guru-purnima',
    month: 4,
    tithi: 15,
    part: 'sunrise',
    prefer: 'earlier',
    windows: [],
  },
  {
    id: 'ganesh-chaturthi',
    month: 6,
    tithi: 4,
    part: 'madhyahna',
    prefer: 'more',
    windows: [{ part: 'madhyahna', clip: true }],
  },
  {
    id: 'sharad-navratri',
    month: 7,
    tithi: 1,
    part: 'sunrise',
    prefer: 'earlier',
    windows: [{ part: 'firstThird', clip: true }],
  },
  {
    id: 'karva-chauth',
    month: 7,
    tithi: 19,
    part: 'moonrise',
    prefer: 'earlier',
    windows: [{ part: 'moonrise', clip: false }],
  },
  {
    id: 'dhanteras',
    month: 7,
    tithi: 28,
    part: 'pradosh',
    prefer: 'more',
    windows: [{ part: 'pradosh', clip: true }],
  },
  {
    id: 'bhai-dooj',
    month: 8,
    tithi: 2,
    part: 'aparahna',
    prefer: 'more',
    windows: [{ part: 'aparahna', clip: true }],
  },
  {
    id: 'chhath',
    month: 8,
    tithi: 6,
    part: 'sunrise',
    prefer: 'earlier',
    windows: [],
  },
];

/** Everything one year's computation shares: the place's days and the months around the year. */
type YearContext = {
  year: number;
  days: PlaceDays;
  months: LunarMonth[];
};

function monthOf(months: readonly LunarMonth[], index: number, tithi: number) {
  const month = months[index] as LunarMonth;
  const purnimanta = purnimantaMonthOf(months, index, tithi) ?? month;
  return {
    amanta: { name: month.name, adhik: month.adhik, label: lunarMonthName(month) },
    purnimanta: {
      name: purnimanta.name,
      adhik: purnimanta.adhik,
      label: lunarMonthName(purnimanta),
    },
  };
}

function tithiOf(span: TithiSpan) {
  return {
    index: span.tithi,
    name: tithiName(span.tithi),
    start: iso(span.start),
    end: iso(span.end),
  };
}

/** The span of tithi `tithi` of the month at `index`. */
const tithiSpan = (months: readonly LunarMonth[], index: number, tithi: number) =>
  (months[index] as LunarMonth).tithis[tithi - 1] as TithiSpan;

/** The month's name for a tithi as the page says it (purnimanta, as North India does). */
const monthLabel = (months: readonly LunarMonth[], index: number, tithi: number) =>
  monthOf(months, index, tithi).purnimanta.label;

/** Bhadra (Vishti karana) in the first half of Purnima: elongation 168° to 174°. */
function bhadraOfPurnima(span: TithiSpan): Span {
  return { start: span.start, end: span.start + (span.end - span.start) / 2 };
}

function generalFestival(context: YearContext, rule: TithiRule, index: number): FestivalDate {
  const { days, months } = context;
  const span = tithiSpan(months, index, rule.tithi);
  const date =
    rule.part === 'sunrise'
      ? sunriseDay(days, span, rule.prefer)
      : dayByPart(days, span, rule.part, rule.prefer);
  const tithiLabel = tithiName(rule.tithi);
  const month = monthLabel(months, index, rule.tithi);
  const windows = rule.windows
    .map(({ part, clip }) => windowOf(days, date, part, clip ? span : undefined))
    .filter((window): window is FestivalWindow => window !== undefined);
  const moonrise = rule.part === 'moonrise' ? days.moonrise(date) : undefined;
  return {
    id: rule.id,
    date,
    name: festivalNames[rule.id],
    rule:
      rule.part === 'sunrise'
        ? rules.sunrise(tithiLabel, month)
        : rules.part(tithiLabel, month, rule.part),
    month: monthOf(months, index, rule.tithi),
    tithi: tithiOf(span),
    windows: rule.id === 'karva-chauth' ? karvaChauthWindows(days, date).concat(windows) : windows,
    ...(moonrise === undefined ? {} : { moonrise: iso(moonrise) }),
  };
}

/** The fast of Karva Chauth: from sunrise until the Moon rises. */
function karvaChauthWindows(days: PlaceDays, date: string): FestivalWindow[] {
  const day = days.day(date);
  const rise = days.moonrise(date);
  return [
    {
      kind: 'fast',
      label: { en: 'Fast (sunrise to moonrise)', hi: 'उपवास (सूर्योदय से चंद्रोदय तक)' },
      start: iso(day.sunrise),
      end: iso(rise ?? day.end),
    },
  ];
}

/**
 * Makar Sankranti: the Sun's sidereal entry into Makara. Kept on the day of the entry at the
 * place, or the next day when it enters after sunset; the punya kaal runs from the entry (or
 * that next sunrise) to sunset.
 */
function makarSankranti(context: YearContext): FestivalDate | undefined {
  const { days, year } = context;
  const start = Date.parse(`${year}-01-01T00:00:00Z`) - 2 * millisPerDay;
  const course = grahaCourse('sun', start, Date.parse(`${year}-02-01T00:00:00Z`));
  const ingress = course.ingresses.find((entry) => entry.sign === 10);
  if (!ingress) return undefined;
  const at = Date.parse(ingress.at);
  let date = days.dateOf(at);
  let day = days.day(date);
  if (at >= day.sunset) {
    date = shiftDate(date, 1);
    day = days.day(date);
  }
  const from = Math.max(at, day.sunrise);
  return {
    id: 'makar-sankranti',
    date,
    name: festivalNames['makar-sankranti'],
    rule: {
      en: 'The Sun’s sidereal entry into Makara (Capricorn); the next day when it enters after sunset',
      hi: 'सूर्य का निरयण मकर राशि में प्रवेश; सूर्यास्त के बाद प्रवेश हो तो अगले दिन',
    },
    windows: [
      {
        kind: 'punyaKaal',
        label: { en: 'Punya kaal', hi: 'पुण्य काल' },
        start: iso(from),
        end: iso(day.sunset),
      },
    ],
  };
}

/**
 * Holika Dahan: Phalguna Purnima during pradosh, with Bhadra (Vishti karana, the first half of
 * Purnima) avoided, as Drik Panchang states the Dharmasindhu's rule:
 * - on the day Purnima is current in pradosh, in the part of pradosh free of Bhadra;
 * - when Bhadra covers that pradosh but ends before midnight, after Bhadra ends;
 * - when Bhadra lasts past midnight and Purnima lasts three prahars (three quarters of the
 *   daytime) or more after the next sunrise, in the next day's pradosh;
 * - else after Bhadra ends that night, while Purnima lasts.
 * Holi (Dhulandi, Chaitra Krishna Pratipada) is the day after Holika Dahan.
 */
function holikaAndHoli(context: YearContext, index: number): FestivalDate[] {
  const { days, months } = context;
  const span = tithiSpan(months, index, 15);
  const bhadra = bhadraOfPurnima(span);
  const first = dayByPart(days, span, 'pradosh', 'more');
  const freeInPradosh = (date: string) =>
    spanMinus(days.part(date, 'pradosh') as Span, bhadra)
      .map((part) => intersect(part, span))
      .filter((part): part is Span => part !== undefined)[0];
  let date = first;
  let window: FestivalWindow | undefined;
  const free = freeInPradosh(first);
  const day = days.day(first);
  const midnight = days.part(first, 'nishita')?.end ?? day.end;
  if (free) {
    window = {
      kind: 'pradosh',
      label: dayPartNames.pradosh,
      start: iso(free.start),
      end: iso(free.end),
    };
  } else if (bhadra.end <= midnight && bhadra.end < span.end) {
    window = {
      kind: 'afterBhadra',
      label: { en: 'After Bhadra ends', hi: 'भद्रा समाप्त होने के बाद' },
      start: iso(bhadra.end),
      end: iso(Math.min(span.end, day.nextSunrise)),
    };
  } else {
    const next = shiftDate(first, 1);
    const nextDay = days.day(next);
    const threePrahars = ((nextDay.sunset - nextDay.sunrise) * 3) / 4;
    if (span.end - nextDay.sunrise >= threePrahars) {
      date = next;
      const pradosh = days.part(next, 'pradosh') as Span;
      window = {
        kind: 'pradosh',
        label: dayPartNames.pradosh,
        start: iso(pradosh.start),
        end: iso(pradosh.end),
      };
    } else if (bhadra.end < span.end) {
      window = {
        kind: 'afterBhadra',
        label: { en: 'After Bhadra ends', hi: 'भद्रा समाप्त होने के बाद' },
        start: iso(bhadra.end),
        end: iso(span.end),
      };
    }
  }
  const pratipada = tithiSpan(months, index, 16);
  return [
    {
      id: 'holika-dahan',
      date,
      name: festivalNames['holika-dahan'],
      rule: {
        en: 'Phalguna Purnima during pradosh after sunset, avoiding Bhadra',
        hi: 'फाल्गुन पूर्णिमा, सूर्यास्त के बाद प्रदोष काल में, भद्रा को छोड़कर',
      },
      month: monthOf(months, index, 15),
      tithi: tithiOf(span),
      windows: window ? [window] : [],
    },
    {
      id: 'holi',
      date: shiftDate(date, 1),
      name: festivalNames.holi,
      rule: {
        en: 'Chaitra Krishna Pratipada, the day after Holika Dahan',
        hi: 'चैत्र कृष्ण प्रतिपदा, होलिका दहन का अगला दिन',
      },
      month: monthOf(months, index, 16),
      tithi: tithiOf(pratipada),
      windows: [],
    },
  ];
}

/**
 * Raksha Bandhan: Shravana Purnima in the afternoon (aparahna) free of Bhadra; when Bhadra
 * covers the afternoon, in the pradosh after Bhadra ends. The first day on which Purnima offers
 * such a time.
 */
function rakshaBandhan(context: YearContext, index: number): FestivalDate {
  const { days, months } = context;
  const span = tithiSpan(months, index, 15);
  const bhadra = bhadraOfPurnima(span);
  let chosen: { date: string; window: FestivalWindow } | undefined;
  for (
    let date = shiftDate(days.dateOf(span.start), -1);
    !chosen && date <= days.dateOf(span.end);
    date = shiftDate(date, 1)
  ) {
    for (const part of ['aparahna', 'pradosh'] as const) {
      const window = days.part(date, part) as Span;
      const free = spanMinus(window, bhadra)
        .map((piece) => intersect(piece, span))
        .filter((piece): piece is Span => piece !== undefined)[0];
      if (free) {
        chosen = {
          date,
          window: {
            kind: part,
            label: dayPartNames[part],
            start: iso(free.start),
            end: iso(free.end),
          },
        };
        break;
      }
    }
  }
  // Bhadra over both afternoons and pradosh: the morning after, when Purnima lasts six ghatis
  // (2 hours 24 minutes) after its sunrise free of Bhadra; else the night after Bhadra ends.
  const morning = days.day(sunriseDay(days, span, 'later'));
  if (
    !chosen &&
    bhadra.end <= morning.sunrise &&
    span.start < morning.sunrise &&
    span.end - morning.sunrise >= 144 * minute
  ) {
    chosen = {
      date: morning.date,
      window: {
        kind: 'sunrise',
        label: { en: 'From sunrise while Purnima lasts', hi: 'सूर्योदय से पूर्णिमा रहने तक' },
        start: iso(morning.sunrise),
        end: iso(span.end),
      },
    };
  }
  if (!chosen && bhadra.end < span.end) {
    const date = hinduDayOf(days, bhadra.end);
    chosen = {
      date,
      window: {
        kind: 'afterBhadra',
        label: { en: 'After Bhadra ends', hi: 'भद्रा समाप्त होने के बाद' },
        start: iso(bhadra.end),
        end: iso(Math.min(span.end, days.day(date).nextSunrise)),
      },
    };
  }
  const date = chosen?.date ?? sunriseDay(days, span);
  return {
    id: 'raksha-bandhan',
    date,
    name: festivalNames['raksha-bandhan'],
    rule: {
      en: 'Shravana Purnima in the afternoon (aparahna) free of Bhadra; else in pradosh after Bhadra, the next morning when Purnima lasts six ghatis after sunrise, or the night after Bhadra',
      hi: 'श्रावण पूर्णिमा, भद्रा रहित अपराह्न में; नहीं तो भद्रा के बाद प्रदोष काल में, अगली सुबह यदि सूर्योदय के बाद पूर्णिमा छह घटी रहे, या भद्रा के बाद रात में',
    },
    month: monthOf(months, index, 15),
    tithi: tithiOf(span),
    windows: chosen ? [chosen.window] : [],
  };
}

/** The Moon's nakshatra (1-27) at an instant. */
function moonNakshatraAt(millis: number): number {
  return nakshatraOf(siderealLongitude('moon', astroTimeFromUt(utFromMillis(millis))));
}

/**
 * Krishna Janmashtami (Bhadrapada Krishna Ashtami; Shravana in the amanta reckoning).
 * Smarta: the day Ashtami is current at nishita (midnight); on two days or on none, the one
 * with Rohini at nishita, else the second. Vaishnava (ISKCON): the day Ashtami is current at
 * sunrise (of two, the second, which Navami does not precede); shown when it differs.
 */
function janmashtami(context: YearContext, index: number): FestivalDate[] {
  const { days, months } = context;
  const span = tithiSpan(months, index, 23);
  const atNishita = daysWithTithiIn(days, span, 'nishita');
  const rohini = (date: string) => {
    const nishita = days.part(date, 'nishita') as Span;
    return moonNakshatraAt((nishita.start + nishita.end) / 2) === 4;
  };
  let smarta: string;
  if (atNishita.length === 1) smarta = atNishita[0]?.date as string;
  else {
    const candidates =
      atNishita.length > 1
        ? atNishita.map((entry) => entry.date)
        : [sunriseDay(days, span), shiftDate(sunriseDay(days, span), 1)];
    smarta = candidates.find(rohini) ?? (candidates.at(-1) as string);
  }
  const vaishnava = sunriseDay(days, span, 'later');
  const month = monthOf(months, index, 23);
  const common = {
    id: 'janmashtami' as const,
    name: festivalNames.janmashtami,
    month,
    tithi: tithiOf(span),
  };
  const results: FestivalDate[] = [
    {
      ...common,
      date: smarta,
      rule: {
        en: 'Bhadrapada Krishna Ashtami at nishita (midnight); with Rohini when it is at midnight on two days',
        hi: 'भाद्रपद कृष्ण अष्टमी, निशीथ काल (मध्यरात्रि) में; दो दिन हो तो रोहिणी वाला दिन',
      },
      tradition: 'smarta',
      windows: [windowOf(days, smarta, 'nishita') as FestivalWindow],
    },
  ];
  if (vaishnava !== smarta) {
    results.push({
      ...common,
      date: vaishnava,
      rule: {
        en: 'Bhadrapada Krishna Ashtami at sunrise (Vaishnava tradition)',
        hi: 'भाद्रपद कृष्ण अष्टमी, सूर्योदय के समय (वैष्णव परंपरा)',
      },
      tradition: 'vaishnava',
      windows: [windowOf(days, vaishnava, 'nishita') as FestivalWindow],
    });
  }
  return results;
}

/**
 * Diwali (Lakshmi Puja): Kartika Amavasya (Ashvin in the amanta reckoning) during pradosh. When
 * Amavasya is current in pradosh on both days, the second if it lasts at least one ghati
 * (24 minutes) into it, as Drik Panchang follows the Dharmasindhu. The puja window: pradosh
 * within Amavasya, narrowed to Vrishabha lagna (a fixed sign) when it rises then.
 */
function diwali(context: YearContext, index: number): FestivalDate {
  const { days, months } = context;
  const span = tithiSpan(months, index, 30);
  const found = daysWithTithiIn(days, span, 'pradosh');
  const ghati = 24 * minute;
  let date: string;
  if (found.length === 0) date = sunriseDay(days, span);
  else if (found.length > 1 && (found.at(-1)?.overlap ?? 0) >= ghati) {
    date = found.at(-1)?.date as string;
  } else date = found[0]?.date as string;
  return {
    id: 'diwali',
    date,
    name: festivalNames.diwali,
    rule: {
      en: 'Kartika Amavasya during pradosh; of two such days the second when Amavasya lasts a ghati (24 minutes) into its pradosh',
      hi: 'कार्तिक अमावस्या, प्रदोष काल में; दो दिन हो तो दूसरा, यदि उसके प्रदोष में अमावस्या एक घटी (24 मिनट) रहे',
    },
    month: monthOf(months, index, 30),
    tithi: tithiOf(span),
    windows: lakshmiPujaWindows(days, date, span),
  };
}

/** When Vrishabha (sign 2) rises during a span: the sidereal ascendant in Taurus. */
function vrishabhaRising(days: PlaceDays, within: Span): Span | undefined {
  const step = 4 * minute;
  const isVrishabha = (millis: number) =>
    signOf(
      siderealAscendant(astroTimeFromUt(utFromMillis(millis)), days.place.lat, days.place.lon),
    ) === 2;
  // Vrishabha rises for about two hours once a day: sample every 4 minutes from an hour and a half
  // before the span, and bisect the edges to a second.
  const from = within.start - 150 * minute;
  let start: number | undefined;
  let end: number | undefined;
  let previous = isVrishabha(from);
  for (let at = from + step; at <= within.end + step; at += step) {
    const now = isVrishabha(at);
    if (now !== previous) {
      let [low, high] = [at - step, at];
      while (high - low > 1000) {
        const middle = (low + high) / 2;
        if (isVrishabha(middle) === previous) low = middle;
        else high = middle;
      }
      if (now) start = high;
      else if (start !== undefined) {
        end = high;
        break;
      }
    }
    previous = now;
  }
  if (start === undefined) return undefined;
  return intersect({ start, end: end ?? within.end }, within);
}

function lakshmiPujaWindows(days: PlaceDays, date: string, span: Span): FestivalWindow[] {
  const pradosh = days.part(date, 'pradosh') as Span;
  const inAmavasya = intersect(pradosh, span);
  const windows: FestivalWindow[] = [];
  if (inAmavasya) {
    const fixed = vrishabhaRising(days, inAmavasya);
    const puja = fixed ?? inAmavasya;
    windows.push({
      kind: 'lakshmiPuja',
      label: fixed
        ? { en: 'Lakshmi Puja (pradosh, Vrishabha lagna)', hi: 'लक्ष्मी पूजा (प्रदोष काल, वृषभ लग्न)' }
        : { en: 'Lakshmi Puja (pradosh)', hi: 'लक्ष्मी पूजा (प्रदोष काल)' },
      start: iso(puja.start),
      end: iso(puja.end),
    });
  }
  windows.push({
    kind: 'pradosh',
    label: dayPartNames.pradosh,
    start: iso(pradosh.start),
    end: iso(pradosh.end),
  });
  return windows;
}

/**
 * Ekadashi. Smarta: the day Ekadashi is current at sunrise; of two, the first; touching no
 * sunrise, the day it begins; and the day before when Dwadashi ends before the next sunrise
 * (there would be no Dwadashi to break the fast in). Vaishnava: as Smarta unless Dashami is still current at arunodaya
 * (96 minutes before that sunrise), or Ekadashi is current at the next sunrise too: then the
 * next day. Parana (breaking the fast) the day after, from sunrise (or from the end of Hari
 * Vasara, the first quarter of Dwadashi, if later) to the end of pratah kaal, within Dwadashi.
 */
function ekadashi(context: YearContext, index: number, tithi: 11 | 26): FestivalDate[] {
  const { days, months } = context;
  const span = tithiSpan(months, index, tithi);
  const dwadashi = tithiSpan(months, index, tithi + 1);
  const atSunrise = daysWithTithiIn(days, span, 'sunrise').map((entry) => entry.date);
  const sunriseDate = atSunrise[0] ?? hinduDayOf(days, span.start);
  // The fast is broken in Dwadashi after the next sunrise: when Dwadashi ends before it, the
  // Smarta fast moves to the day before, when Ekadashi began.
  const dwadashiTooShort = dwadashi.end <= days.sunrise(shiftDate(sunriseDate, 1));
  const beganTheDayBefore = span.start < days.sunrise(sunriseDate);
  const smarta =
    atSunrise.length === 1 && dwadashiTooShort && beganTheDayBefore
      ? hinduDayOf(days, span.start)
      : sunriseDate;
  const arunodaya = days.sunrise(sunriseDate) - 96 * minute;
  const vaishnava =
    atSunrise.length > 1 || (atSunrise.length === 1 && span.start > arunodaya)
      ? shiftDate(sunriseDate, 1)
      : sunriseDate;
  const month = months[index] as LunarMonth;
  const names = month.adhik
    ? adhikEkadashiNames
    : (ekadashiNames[month.name - 1] as readonly [Bilingual, Bilingual]);
  const name = names[tithi === 11 ? 0 : 1];
  const monthInfo = monthOf(months, index, tithi);
  const parana = (fastDate: string): FestivalWindow | undefined => {
    const next = shiftDate(fastDate, 1);
    const day = days.day(next);
    const hariVasaraEnd = dwadashi.start + (dwadashi.end - dwadashi.start) / 4;
    const start = Math.max(day.sunrise, hariVasaraEnd);
    const pratahEnd = day.sunrise + (day.sunset - day.sunrise) / 5;
    const end = dwadashi.end > start ? Math.min(pratahEnd, dwadashi.end) : pratahEnd;
    return end > start
      ? {
          kind: 'parana',
          label: {
            en: 'Parana (breaking the fast), the next morning',
            hi: 'पारण (व्रत खोलना), अगली सुबह',
          },
          start: iso(start),
          end: iso(end),
        }
      : undefined;
  };
  const entry = (date: string, tradition?: 'smarta' | 'vaishnava'): FestivalDate => {
    const window = parana(date);
    return {
      id: 'ekadashi',
      date,
      name,
      rule:
        tradition !== 'vaishnava'
          ? {
              en: `${monthInfo.purnimanta.label.en} ${tithiName(tithi).en}, on the day it is current at sunrise`,
              hi: `${monthInfo.purnimanta.label.hi} ${tithiName(tithi).hi}, जिस दिन सूर्योदय के समय हो`,
            }
          : {
              en: `${monthInfo.purnimanta.label.en} ${tithiName(tithi).en}, free of Dashami at arunodaya (Vaishnava)`,
              hi: `${monthInfo.purnimanta.label.hi} ${tithiName(tithi).hi}, अरुणोदय के समय दशमी से मुक्त (वैष्णव)`,
            },
      ...(tradition ? { tradition } : {}),
      month: monthInfo,
      tithi: tithiOf(span),
      windows: window ? [window] : [],
    };
  };
  return vaishnava === smarta
    ? [entry(smarta)]
    : [entry(smarta, 'smarta'), entry(vaishnava, 'vaishnava')];
}

/**
 * Dussehra (Vijayadashami): Ashvin Shukla Dashami current in the afternoon (aparahna); on two
 * days, the first. When it is in the afternoon of the first day only, but on the second it lasts
 * three muhurtas or more after sunrise and Shravana nakshatra is current in that afternoon, the
 * second (the Dharmasindhu's exception, which Drik Panchang follows).
 */
function dussehra(context: YearContext, index: number): FestivalDate {
  const { days, months } = context;
  const span = tithiSpan(months, index, 10);
  const found = daysWithTithiIn(days, span, 'aparahna');
  let date = found[0]?.date ?? sunriseDay(days, span);
  if (found.length === 1) {
    const next = shiftDate(date, 1);
    const nextDay = days.day(next);
    const threeMuhurtas = ((nextDay.sunset - nextDay.sunrise) * 3) / 15;
    const aparahna = days.part(next, 'aparahna') as Span;
    const shravana = [aparahna.start, aparahna.end].some((at) => moonNakshatraAt(at) === 22);
    if (span.end - nextDay.sunrise >= threeMuhurtas && shravana) date = next;
  }
  return {
    id: 'dussehra',
    date,
    name: festivalNames.dussehra,
    rule: {
      en: 'Ashvin Shukla Dashami in the afternoon (aparahna); the next day when Dashami lasts three muhurtas after its sunrise with Shravana nakshatra in its afternoon',
      hi: 'आश्विन शुक्ल दशमी, अपराह्न में; अगले दिन, यदि उसके सूर्योदय के बाद दशमी तीन मुहूर्त रहे और अपराह्न में श्रवण नक्षत्र हो',
    },
    month: monthOf(months, index, 10),
    tithi: tithiOf(span),
    windows: [windowOf(days, date, 'aparahna', span)].filter(
      (window): window is FestivalWindow => window !== undefined,
    ),
  };
}

/**
 * Govardhan Puja (Annakut): Kartika Shukla Pratipada, on the day it is current at sunrise; when
 * it lasts less than a muhurta (a fifteenth of the daytime) after that sunrise, the day before,
 * when it began (its evening, sayahna, is then the puja's time). Windows: the morning (pratah)
 * and evening (sayahna) within Pratipada.
 */
function govardhanPuja(context: YearContext, index: number): FestivalDate {
  const { days, months } = context;
  const span = tithiSpan(months, index, 1);
  let date = sunriseDay(days, span);
  const day = days.day(date);
  if (span.start < day.sunrise && span.end - day.sunrise < (day.sunset - day.sunrise) / 15) {
    date = shiftDate(date, -1);
  }
  return {
    id: 'govardhan-puja',
    date,
    name: festivalNames['govardhan-puja'],
    rule: {
      en: 'Kartika Shukla Pratipada at sunrise; the day before when it lasts less than a muhurta after that sunrise',
      hi: 'कार्तिक शुक्ल प्रतिपदा, सूर्योदय के समय; उस सूर्योदय के बाद एक मुहूर्त से कम रहे तो एक दिन पहले',
    },
    month: monthOf(months, index, 1),
    tithi: tithiOf(span),
    windows: (['pratah', 'sayahna'] as const)
      .map((part) => windowOf(days, date, part, span))
      .filter((window): window is FestivalWindow => window !== undefined),
  };
}

/** Pradosh vrat: Trayodashi current during pradosh; named by its weekday. */
function pradosh(context: YearContext, index: number, tithi: 13 | 28): FestivalDate {
  const { days, months } = context;
  const span = tithiSpan(months, index, tithi);
  const date = dayByPart(days, span, 'pradosh', 'more');
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() + 1;
  const byWeekday: Partial<Record<number, Bilingual>> = {
    1: { en: 'Ravi Pradosh Vrat', hi: 'रवि प्रदोष व्रत' },
    2: { en: 'Soma Pradosh Vrat', hi: 'सोम प्रदोष व्रत' },
    3: { en: 'Bhauma Pradosh Vrat', hi: 'भौम प्रदोष व्रत' },
    7: { en: 'Shani Pradosh Vrat', hi: 'शनि प्रदोष व्रत' },
  };
  const month = monthLabel(months, index, tithi);
  return {
    id: 'pradosh',
    date,
    name: byWeekday[weekday] ?? festivalNames.pradosh,
    rule: rules.part(tithiName(tithi), month, 'pradosh'),
    month: monthOf(months, index, tithi),
    tithi: tithiOf(span),
    windows: [windowOf(days, date, 'pradosh', span)].filter(
      (window): window is FestivalWindow => window !== undefined,
    ),
  };
}

function sankashti(context: YearContext, index: number): FestivalDate {
  const { days, months } = context;
  const span = tithiSpan(months, index, 19);
  const date = dayByPart(days, span, 'moonrise', 'earlier');
  const moonrise = days.moonrise(date);
  return {
    id: 'sankashti-chaturthi',
    date,
    name: festivalNames['sankashti-chaturthi'],
    rule: rules.part(tithiName(19), monthLabel(months, index, 19), 'moonrise'),
    month: monthOf(months, index, 19),
    tithi: tithiOf(span),
    windows: [],
    ...(moonrise === undefined ? {} : { moonrise: iso(moonrise) }),
  };
}

/**
 * Purnima: the vrat on the first day Purnima is current at midday (madhyahna). This is the day Drik Panchang prints as "Purnima Vrat", which can
 * be the day before the sunrise Purnima (when it begins in the morning).
 */
function purnima(context: YearContext, index: number): FestivalDate {
  const { days, months } = context;
  const span = tithiSpan(months, index, 15);
  const date = dayByPart(days, span, 'madhyahna', 'earlier');
  const month = monthLabel(months, index, 15);
  return {
    id: 'purnima',
    date,
    name: { en: `${month.en} Purnima`, hi: `${month.hi} पूर्णिमा` },
    rule: {
      en: `${month.en} Purnima, the vrat on the day it is current at midday (madhyahna)`,
      hi: `${month.hi} पूर्णिमा, व्रत उस दिन जिस दिन मध्याह्न में हो`,
    },
    month: monthOf(months, index, 15),
    tithi: tithiOf(span),
    windows: [],
  };
}

function amavasya(context: YearContext, index: number): FestivalDate {
  const { days, months } = context;
  const span = tithiSpan(months, index, 30);
  const date = sunriseDay(days, span);
  const month = monthLabel(months, index, 30);
  return {
    id: 'amavasya',
    date,
    name: { en: `${month.en} Amavasya`, hi: `${month.hi} अमावस्या` },
    rule: rules.sunrise(tithiName(30), month),
    month: monthOf(months, index, 30),
    tithi: tithiOf(span),
    windows: [],
  };
}

/** A year's festivals at a place, with the lunar months that overlap the year. */
export type FestivalYear = {
  year: number;
  place: FestivalPlace;
  festivals: FestivalDate[];
  /** The lunar months overlapping the year (for the calendar pages). */
  months: Array<{
    name: number;
    adhik: boolean;
    label: Bilingual;
    start: string;
    end: string;
    kshayaAfter?: number;
  }>;
};

/**
 * The festivals and vrats whose date falls in `year` at the place, in date order (a festival
 * kept on two dates by two traditions appears twice). With `only.month` (1-12), only those dated
 * in that month of the year, the same as the year's (tested), at about a third of the cost: the
 * rules run for the lunar months around it alone; `months` stays the year's. Throws
 * BirthInputError for a place out of range and RangeError for a year outside 1900-2100 or a
 * month outside 1-12.
 */
export function festivalsOfYear(
  year: number,
  input: FestivalPlace,
  only?: { month: number },
): FestivalYear {
  if (!Number.isInteger(year) || year < 1900 || year > 2100) {
    throw new RangeError('The year must be from 1900 to 2100.');
  }
  if (only && (!Number.isInteger(only.month) || only.month < 1 || only.month > 12)) {
    throw new RangeError('The month must be from 1 to 12.');
  }
  checkPlace(input.lat, input.lon);
  const place = { ...input, zone: canonicalTimeZone(input.zone) };
  const yearStart = Date.parse(`${year}-01-01T00:00:00Z`) - 14 * 3_600_000;
  const yearEnd = Date.parse(`${year + 1}-01-01T00:00:00Z`) + 14 * 3_600_000;
  // A festival's date lies within two days of its tithi, so the months that overlap the year
  // and three days either side hold every festival of the year; the table reaches a month
  // further each way, to the new moons that begin and end those months.
  const from = yearStart - 3 * millisPerDay;
  const to = yearEnd + 3 * millisPerDay;
  const table = new ElongationTable(from - 31 * millisPerDay, to + 31 * millisPerDay);
  const months = lunarMonthsOf(table, from, to);
  const context: YearContext = { year, days: new PlaceDays(place, from, to), months };
  // The festivals dated in a month come from the lunar months overlapping it and three days
  // either side, for the same reason; the context (the year's tables) is the same as the year's.
  const dated = only ? `${year}-${String(only.month).padStart(2, '0')}-` : `${year}-`;
  const [rulesFrom, rulesTo] = only
    ? [
        Date.parse(`${dated}01T00:00:00Z`) - 14 * 3_600_000 - 3 * millisPerDay,
        Date.UTC(year, only.month, 1) + 14 * 3_600_000 + 3 * millisPerDay,
      ]
    : [from, to];
  const found: FestivalDate[] = [];
  const sankranti = only && only.month > 2 ? undefined : makarSankranti(context);
  if (sankranti) found.push(sankranti);
  months.forEach((month, index) => {
    if (month.end <= rulesFrom || month.start >= rulesTo) return;
    // The monthly vrats, in adhik months too.
    found.push(...ekadashi(context, index, 11), ...ekadashi(context, index, 26));
    found.push(pradosh(context, index, 13), pradosh(context, index, 28));
    found.push(sankashti(context, index), purnima(context, index), amavasya(context, index));
    // The annual festivals are never kept in an adhik month.
    if (month.adhik) return;
    for (const rule of tithiRules) {
      if (rule.month === month.name) found.push(generalFestival(context, rule, index));
    }
    if (month.name === 12) found.push(...holikaAndHoli(context, index));
    if (month.name === 5) {
      found.push(rakshaBandhan(context, index), ...janmashtami(context, index));
    }
    if (month.name === 7) found.push(dussehra(context, index), diwali(context, index));
    if (month.name === 8) found.push(govardhanPuja(context, index));
  });
  const inYear = found
    .filter((festival) => festival.date.startsWith(dated))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        festivalIds.indexOf(a.id) - festivalIds.indexOf(b.id) ||
        (a.tradition ?? '').localeCompare(b.tradition ?? ''),
    );
  return {
    year,
    place,
    festivals: inYear,
    months: months
      .filter((month) => month.end > yearStart && month.start < yearEnd)
      .map((month) => ({
        name: month.name,
        adhik: month.adhik,
        label: lunarMonthName(month),
        start: iso(month.start),
        end: iso(month.end),
        ...(month.kshayaAfter ? { kshayaAfter: month.kshayaAfter } : {}),
      })),
  };
}
