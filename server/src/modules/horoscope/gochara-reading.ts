import type { GrahaCourse, PeriodSky } from '@app/astro/gochara';
import { type Hora, horasOfDay } from '@app/astro/muhurat';
import { grahaNames, signName } from '@app/astro/names';
import {
  type AreaLevel,
  chandrashtamaHouse,
  type GocharaGraha,
  goodHousesWithVedha,
  grahaHoraLord,
  grahaNumbers,
  houseFrom,
  isGoodHouse,
  type LifeArea,
  lifeAreaLevel,
  lifeAreas,
  saturnPhase,
  signLords,
  strengthOrder,
  vedhaOf,
} from '@app/contract/gochara-rules';
import type { HoroscopeKind } from '@app/contract/horoscope';
import type {
  BasisMoonHouse,
  BasisNote,
  BasisReason,
  BasisTransit,
  HoroscopeBasis,
} from '@app/contract/horoscope-basis';
import type { HoroscopeReading } from '@app/contract/horoscope-reply';
import { cachedFormatter } from '@app/contract/intl-formatters';
import type { Language } from '@app/contract/site';
import { zodiacSigns } from '@app/contract/zodiac';
import { fill, type GocharaTexts, gocharaTexts, houseKey } from './gochara-texts.ts';

/**
 * A horoscope read from the sky (docs/decisions/036): for a Moon sign and a period, the transits
 * of the period counted in houses from that sign, judged by the rules of gochara-rules.ts, and
 * written from the sentences of readings/{en,hi}/gochara.json. The same sky gives the same words
 * and every sentence is kept with the line of the basis it comes from. Nothing is random.
 */

/** The sky a reading is read from, and the day's horas at New Delhi for a daily one. */
export type ReadingSky = {
  kind: HoroscopeKind;
  /** The period's own sky: the Moon's stays are empty for a year. */
  sky: PeriodSky;
  /** A daily reading's horas (sunrise to sunrise at New Delhi, the IST reference city). */
  horas?: readonly Hora[] | undefined;
};

const indiaZone = 'Asia/Kolkata';

function formatDate(instant: string, language: Language): string {
  return cachedFormatter(Intl.DateTimeFormat, language, {
    timeZone: indiaZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(instant));
}

/**
 * A clock time in IST as the site writes it: "6:54 AM" in English, "सुबह 6:54" in Hindi (the
 * part of the day before the time: सुबह from 4, दोपहर from 12, शाम from 4 pm, रात from 8 pm).
 */
function formatTime(instant: string, language: Language): string {
  const ist = new Date(Date.parse(instant) + 330 * 60_000);
  const hours = ist.getUTCHours();
  const clock = `${hours % 12 || 12}:${String(ist.getUTCMinutes()).padStart(2, '0')}`;
  if (language === 'en') return `${clock} ${hours < 12 ? 'AM' : 'PM'}`;
  const part =
    hours >= 4 && hours < 12
      ? 'सुबह'
      : hours >= 12 && hours < 16
        ? 'दोपहर'
        : hours >= 16 && hours < 20
          ? 'शाम'
          : 'रात';
  return `${part} ${clock}`;
}

function formatDateTime(instant: string, language: Language): string {
  return `${formatDate(instant, language)}, ${formatTime(instant, language)}`;
}

/** The IST weekday (0 = Sunday) of an instant. */
function istWeekday(instant: string): number {
  return new Date(Date.parse(instant) + 330 * 60_000).getUTCDay();
}

type Stay = { sign: number; from?: string; to?: string; start: string; end: string };
/** The stays of each course, made once per sky (the same for every sign and language). */
const staysByCourse = new WeakMap<GrahaCourse, Stay[]>();

/** Every stay of a graha within the period: its sign, from and to (within the period). */
function staysOf(course: GrahaCourse, sky: PeriodSky): Stay[] {
  const known = staysByCourse.get(course);
  if (known) return known;
  const stays: Stay[] = [];
  let sign = course.signAtStart;
  let from: string | undefined;
  for (const ingress of course.ingresses) {
    stays.push({
      sign,
      ...(from ? { from } : {}),
      to: ingress.at,
      start: from ?? sky.start,
      end: ingress.at,
    });
    sign = ingress.sign;
    from = ingress.at;
  }
  stays.push({ sign, ...(from ? { from } : {}), start: from ?? sky.start, end: sky.end });
  staysByCourse.set(course, stays);
  return stays;
}

/**
 * Whether a graha moves backwards when a stay begins (or the period does); the stations within
 * the stay are the basis's notes.
 */
function retrogradeAt(course: GrahaCourse, start: string): boolean {
  let backwards = course.retrogradeAtStart;
  for (const station of course.stations) {
    if (station.at <= start) backwards = station.retrograde;
  }
  return backwards;
}

/** The sign of every graha at an instant, found once per sky and instant. */
const signsBySky = new WeakMap<PeriodSky, Map<string, Partial<Record<GocharaGraha, number>>>>();

function signsAt(sky: PeriodSky, instant: string): Partial<Record<GocharaGraha, number>> {
  let known = signsBySky.get(sky);
  if (!known) {
    known = new Map();
    signsBySky.set(sky, known);
  }
  const found = known.get(instant);
  if (found) return found;
  const signs: Partial<Record<GocharaGraha, number>> = {};
  for (const course of sky.courses) {
    const stay = staysOf(course, sky).find(
      (candidate) => candidate.start <= instant && instant < candidate.end,
    );
    signs[course.graha] = (stay ?? { sign: course.signAtStart }).sign;
  }
  known.set(instant, signs);
  return signs;
}

/** The house of every graha from the Moon sign at an instant. */
function housesAt(sky: PeriodSky, moonSign: number, instant: string) {
  const houses: Partial<Record<GocharaGraha, number>> = {};
  for (const [graha, sign] of Object.entries(signsAt(sky, instant))) {
    houses[graha as GocharaGraha] = houseFrom(moonSign, sign);
  }
  return houses;
}

const midpoint = (start: string, end: string) =>
  new Date((Date.parse(start) + Date.parse(end)) / 2).toISOString();

/**
 * The basis rows of the period: transits, the Moon's houses, notes. A good transit is obstructed
 * by whoever stands in its vedha house in the middle of its stay; the Moon, which passes a house
 * in two days, obstructs only in a day's reading.
 */
function basisOf(sky: PeriodSky, moonSign: number, kind: HoroscopeKind) {
  const transits: BasisTransit[] = [];
  for (const course of sky.courses) {
    for (const stay of staysOf(course, sky)) {
      const house = houseFrom(moonSign, stay.sign);
      const atMiddle = housesAt(sky, moonSign, midpoint(stay.start, stay.end));
      const houses = kind === 'daily' || course.graha === 'moon' ? atMiddle : withoutMoon(atMiddle);
      const favourable = isGoodHouse(course.graha, house);
      const obstructedBy = favourable ? vedhaOf(course.graha, house, houses) : undefined;
      transits.push({
        planet: course.graha,
        sign: stay.sign,
        house,
        ...(stay.from ? { from: stay.from } : {}),
        ...(stay.to ? { to: stay.to } : {}),
        retrograde: retrogradeAt(course, stay.start),
        favourable,
        ...(obstructedBy ? { obstructedBy } : {}),
      });
    }
  }
  const moonHouses: BasisMoonHouse[] = sky.moonStays.map((stay) => ({
    house: houseFrom(moonSign, stay.sign),
    sign: stay.sign,
    start: stay.start,
    end: stay.end,
  }));
  const notes: BasisNote[] = [];
  for (const course of sky.courses) {
    for (const station of course.stations) {
      notes.push({
        kind: 'station',
        planet: course.graha,
        at: station.at,
        retrograde: station.retrograde,
      });
    }
  }
  for (const stay of moonHouses) {
    if (stay.house === chandrashtamaHouse) {
      notes.push({ kind: 'chandrashtama', start: stay.start, end: stay.end });
    }
  }
  const saturnAtMiddle = housesAt(sky, moonSign, midpoint(sky.start, sky.end)).saturn;
  const phase =
    saturnAtMiddle === undefined ? { kind: 'none' as const } : saturnPhase(saturnAtMiddle);
  if (phase.kind === 'sade-sati') notes.push({ kind: 'sade-sati', phase: phase.phase });
  if (phase.kind === 'dhaiya') notes.push({ kind: 'dhaiya', house: phase.house });
  for (const eclipse of sky.eclipses) {
    notes.push({
      kind: 'eclipse',
      eclipse: eclipse.kind,
      type: eclipse.type,
      at: eclipse.at,
      sign: eclipse.sign,
      house: houseFrom(moonSign, eclipse.sign),
    });
  }
  return { transits, moonHouses, notes };
}

/** The basis rows of each sign, made once per sky and kind (the same in every language). */
const basesBySky = new WeakMap<PeriodSky, Map<string, ReturnType<typeof basisOf>>>();

function basisOfSign(sky: PeriodSky, moonSign: number, kind: HoroscopeKind) {
  let known = basesBySky.get(sky);
  if (!known) {
    known = new Map();
    basesBySky.set(sky, known);
  }
  const key = `${kind}|${moonSign}`;
  let basis = known.get(key);
  if (!basis) {
    basis = basisOf(sky, moonSign, kind);
    known.set(key, basis);
  }
  return basis;
}

/** Writes the sentences of one reading, each kept with its reason. */
class Writer {
  readonly reasons: BasisReason[] = [];
  /** The sentences that begin a paragraph of the description (after the first). */
  readonly paragraphStarts = new Set<number>();

  constructor(
    readonly texts: GocharaTexts,
    readonly language: Language,
  ) {}

  ordinal(house: number): string {
    return this.texts.houseOrdinals[houseKey(house)];
  }

  /** A graha's name in a sentence: "the Sun", "the Moon" in English. */
  planet(graha: GocharaGraha): string {
    const name = grahaNames[graha][this.language];
    return this.language === 'en' && (graha === 'sun' || graha === 'moon') ? `the ${name}` : name;
  }

  say(text: string, reason: Omit<BasisReason, 'text'>) {
    this.reasons.push({ text, ...reason });
  }

  /** What is said next begins a new paragraph. */
  paragraph() {
    if (this.reasons.length > 0) this.paragraphStarts.add(this.reasons.length);
  }

  /** The sentences as one text, paragraphs apart (a blank line between them). */
  description(): string {
    return this.reasons
      .map((reason, index) =>
        this.paragraphStarts.has(index) ? `\n\n${reason.text}` : reason.text,
      )
      .join(' ')
      .replace(/ \n\n/g, '\n\n');
  }
}

/** The strongest helper of a moment: the first graha by strength in a good, unobstructed house. */
function strongestHelper(
  houses: Partial<Record<GocharaGraha, number>>,
  moonSign: number,
): GocharaGraha {
  const helper = strengthOrder.find((graha) => {
    const house = houses[graha];
    return house !== undefined && isGoodHouse(graha, house) && !vedhaOf(graha, house, houses);
  });
  return helper ?? (signLords[moonSign - 1] as GocharaGraha);
}

/**
 * The reading of one Moon sign (1-12) in one language, from the period's sky: the
 * specification's fields and the basis with every sentence's reason.
 */
export function readFromSky(
  input: ReadingSky,
  moonSign: number,
  language: Language,
): { horoscope: Omit<HoroscopeReading, 'date_range' | 'current_date'>; basis: HoroscopeBasis } {
  const { kind, sky } = input;
  const texts = gocharaTexts[language];
  const writer = new Writer(texts, language);
  const { transits, moonHouses, notes } = basisOfSign(sky, moonSign, kind);
  const middle = midpoint(sky.start, sky.end);
  const houses = housesAt(sky, moonSign, middle);
  const noteIndex = (match: (note: BasisNote) => boolean) => notes.findIndex(match);

  const areas = Object.fromEntries(
    lifeAreas.map((area) => [
      area,
      lifeAreaLevel(area, kind === 'daily' ? houses : withoutMoon(houses)).level,
    ]),
  ) as Record<LifeArea, AreaLevel>;

  // The opening says what the whole reading is read from: it points at no one line.
  writer.say(texts.intro[kind === 'weekly-love' ? 'weeklyLove' : kind], {});

  /** A transit row's sentence (from `table`), with the vedha after it when obstructed. */
  const rowSentence = (index: number, table: Readonly<Record<string, string>>) => {
    const row = transits[index];
    if (!row) return;
    writer.say(table[houseKey(row.house)] as string, { transit: index });
    if (row.obstructedBy) {
      // The obstructing graha stands in the vedha house of this one's good house.
      const byHouse = goodHousesWithVedha[row.planet][row.house] as number;
      writer.say(
        fill(texts.vedha, {
          planet: writer.planet(row.planet),
          house: writer.ordinal(row.house),
          by: writer.planet(row.obstructedBy),
          byHouse: writer.ordinal(byHouse),
        }),
        { transit: index },
      );
    }
  };

  /**
   * A graha through the period, in time order: its house at the start, then each sign it enters
   * (the date and the new house), each station, and, when it moves backwards all through, that.
   */
  const grahaStory = (graha: GocharaGraha, table = texts.transit[graha]) => {
    const events: { at: string; say: () => void }[] = [];
    transits.forEach((row, index) => {
      if (row.planet !== graha) return;
      events.push({
        at: row.from ?? sky.start,
        say: () => {
          if (row.from) {
            writer.say(
              fill(texts.ingress, {
                planet: writer.planet(graha),
                house: writer.ordinal(row.house),
                sign: signName(row.sign)[language],
                date: formatDate(row.from, language),
              }),
              { transit: index },
            );
          }
          rowSentence(index, table);
        },
      });
    });
    notes.forEach((note, index) => {
      if (note.kind !== 'station' || note.planet !== graha) return;
      events.push({
        at: note.at,
        say: () =>
          writer.say(
            fill(texts.station[note.retrograde ? 'retrograde' : 'direct'], {
              planet: writer.planet(graha),
              date: formatDate(note.at, language),
            }),
            { note: index },
          ),
      });
    });
    events.sort((a, b) => a.at.localeCompare(b.at));
    for (const event of events) event.say();
    const course = sky.courses.find((candidate) => candidate.graha === graha);
    const first = transits.findIndex((row) => row.planet === graha);
    // Rahu and Ketu always move backwards (mean nodes): nothing to say.
    if (
      course?.retrogradeAtStart &&
      course.stations.length === 0 &&
      graha !== 'rahu' &&
      graha !== 'ketu'
    ) {
      writer.say(fill(texts.retrograde, { planet: writer.planet(graha) }), { transit: first });
    }
  };

  /** The grahas whose sign or direction changes within the period. */
  const changing = (graha: GocharaGraha) =>
    transits.some((row) => row.planet === graha && row.from) ||
    notes.some((note) => note.kind === 'station' && note.planet === graha);

  const eclipses = () => {
    notes.forEach((note, index) => {
      if (note.kind !== 'eclipse') return;
      writer.say(
        fill(texts.eclipse[note.eclipse], {
          date: formatDate(note.at, language),
          house: writer.ordinal(note.house),
          sign: signName(note.sign)[language],
        }),
        { note: index },
      );
    });
  };

  const saturnNote = () => {
    const index = noteIndex((note) => note.kind === 'sade-sati' || note.kind === 'dhaiya');
    const note = notes[index];
    if (note?.kind === 'sade-sati') writer.say(texts.sadeSati[note.phase], { note: index });
    if (note?.kind === 'dhaiya')
      writer.say(texts.dhaiya[note.house === 4 ? '4' : '8'], { note: index });
  };

  const areaSentences = (chosen: readonly LifeArea[]) => {
    for (const area of chosen) writer.say(texts.areas[area][areas[area]], { area });
  };

  if (kind === 'daily') {
    moonHouses.forEach((stay, index) => {
      if (index > 0) {
        writer.say(
          fill(texts.moonChanges, {
            time: formatTime(stay.start, language),
            house: writer.ordinal(stay.house),
          }),
          { moonHouse: index },
        );
      }
      writer.say(texts.moonDay[houseKey(stay.house)], { moonHouse: index });
    });
    const chandrashtama = noteIndex((note) => note.kind === 'chandrashtama');
    if (chandrashtama >= 0) writer.say(texts.chandrashtama.daily, { note: chandrashtama });
    // The day's changes, then the day's strongest helper if it has not been read already.
    writer.paragraph();
    const helper = strongestHelper(withoutMoon(houses), moonSign);
    for (const graha of ['sun', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu'] as const) {
      if (changing(graha) || graha === helper) grahaStory(graha);
    }
    eclipses();
    writer.paragraph();
    areaSentences(['work', 'love']);
  } else if (kind === 'weekly') {
    for (const graha of ['jupiter', 'saturn', 'rahu'] as const) grahaStory(graha);
    saturnNote();
    writer.paragraph();
    for (const graha of ['sun', 'mars', 'venus', 'mercury'] as const) grahaStory(graha);
    writer.paragraph();
    eclipses();
    moonWeek(writer, moonHouses, transits, notes, language);
    writer.paragraph();
    areaSentences(lifeAreas);
  } else if (kind === 'weekly-love') {
    grahaStory('venus', texts.love.venus);
    grahaStory('mars', texts.love.mars);
    writer.paragraph();
    loveMoonWeek(writer, moonHouses, language);
    areaSentences(['love']);
  } else {
    // The year follows the slow grahas: where each is at the start, and each sign it enters.
    for (const graha of ['jupiter', 'saturn', 'rahu'] as const) {
      grahaStory(graha);
      if (graha === 'saturn') saturnNote();
      writer.paragraph();
    }
    eclipses();
    writer.paragraph();
    areaSentences(lifeAreas);
  }

  // The small fields, each by its rule (docs/decisions/036).
  const moodHouse = kind === 'yearly' ? houses.jupiter : houses.moon;
  const helper = strongestHelper(kind === 'daily' ? houses : withoutMoon(houses), moonSign);
  const horaLord = grahaHoraLord[helper];
  const hora = input.horas?.find((candidate) => candidate.planet === horaLord);
  const luckyTime = hora
    ? fill(texts.luckyTime.daily, {
        start: formatTime(hora.start, language),
        end: formatTime(hora.end, language),
      })
    : fill(texts.luckyTime.weekday, {
        days: texts.weekdays[weekdayOfLord(horaLord)],
      });
  return {
    horoscope: {
      description: writer.description(),
      compatibility:
        zodiacSigns[compatibleSign(input, moonSign, moonHouses) - 1]?.displayName[language] ?? '',
      mood: texts.moods[houseKey(moodHouse ?? 1)],
      color: texts.colours[helper],
      lucky_number: String(grahaNumbers[helper]),
      lucky_time: luckyTime,
    },
    basis: {
      period: { start: sky.start, end: sky.end },
      moonSign,
      transits,
      moonHouses,
      notes,
      areas,
      reasons: writer.reasons,
    },
  };
}

function withoutMoon(houses: Partial<Record<GocharaGraha, number>>) {
  const { moon: _moon, ...others } = houses;
  return others;
}

/** The weekday (0 = Sunday) a graha rules. */
function weekdayOfLord(graha: GocharaGraha): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  const day = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'].indexOf(graha);
  return Math.max(0, day) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

/** The Moon through a week: its good days, and its stretch in the 8th (chandrashtama). */
function moonWeek(
  writer: Writer,
  moonHouses: readonly BasisMoonHouse[],
  transits: readonly BasisTransit[],
  notes: readonly BasisNote[],
  language: Language,
) {
  const goodDays = new Set<number>();
  let firstGood = -1;
  // A stay is good when the Moon's house is, and no graha stands in its vedha house then.
  const moonRows = transits.filter((row) => row.planet === 'moon');
  moonHouses.forEach((stay, index) => {
    const row = moonRows[index];
    if (!row?.favourable || row.obstructedBy) return;
    if (firstGood < 0) firstGood = index;
    // The days (IST) this stay covers most of.
    for (let at = Date.parse(stay.start); at < Date.parse(stay.end); at += 86_400_000) {
      goodDays.add(
        istWeekday(new Date(Math.min(at + 43_200_000, Date.parse(stay.end) - 1)).toISOString()),
      );
    }
  });
  if (firstGood >= 0) {
    const names = [1, 2, 3, 4, 5, 6, 0]
      .filter((day) => goodDays.has(day))
      .map((day) => writer.texts.dayNames[day as 0]);
    const days =
      names.length > 1
        ? `${names.slice(0, -1).join(', ')}${writer.texts.listAnd}${names.at(-1)}`
        : (names[0] ?? '');
    writer.say(fill(writer.texts.moonGoodDays, { days }), { moonHouse: firstGood });
  } else if (moonHouses.length > 0) {
    writer.say(writer.texts.moonQuietWeek, { moonHouse: 0 });
  }
  const chandrashtama = notes.findIndex((note) => note.kind === 'chandrashtama');
  const note = notes[chandrashtama];
  if (note?.kind === 'chandrashtama') {
    writer.say(
      fill(writer.texts.chandrashtama.weekly, {
        start: formatDateTime(note.start, language),
        end: formatDateTime(note.end, language),
      }),
      { note: chandrashtama },
    );
  }
}

/** The Moon through the 5th and 7th in a week (love). */
function loveMoonWeek(writer: Writer, moonHouses: readonly BasisMoonHouse[], language: Language) {
  moonHouses.forEach((stay, index) => {
    if (stay.house !== 5 && stay.house !== 7) return;
    writer.say(
      fill(writer.texts.loveMoon, {
        house: writer.ordinal(stay.house),
        days: `${formatDateTime(stay.start, language)} – ${formatDateTime(stay.end, language)}`,
      }),
      { moonHouse: index },
    );
  });
}

/**
 * The compatible sign: the sign the Moon spends the most time in within the period among those
 * in a good house for the Moon from this sign (daily, weekly); for a year, the sign Jupiter spends
 * the most time in if good from this sign. Otherwise the sign 7th from it.
 */
function compatibleSign(
  input: ReadingSky,
  moonSign: number,
  moonHouses: readonly BasisMoonHouse[],
) {
  const seventh = ((moonSign + 5) % 12) + 1;
  if (input.kind === 'yearly') {
    const jupiter = input.sky.courses.find((course) => course.graha === 'jupiter');
    if (!jupiter) return seventh;
    const longest = staysOf(jupiter, input.sky).sort(
      (a, b) => Date.parse(b.end) - Date.parse(b.start) - (Date.parse(a.end) - Date.parse(a.start)),
    )[0];
    return longest && isGoodHouse('jupiter', houseFrom(moonSign, longest.sign))
      ? longest.sign
      : seventh;
  }
  const longest = moonHouses
    .filter((stay) => isGoodHouse('moon', stay.house))
    .sort(
      (a, b) => Date.parse(b.end) - Date.parse(b.start) - (Date.parse(a.end) - Date.parse(a.start)),
    )[0];
  return longest?.sign ?? seventh;
}

/** The horas of a day at New Delhi, for the daily reading's lucky time. */
export function dailyHoras(sun: { sunrise: Date; sunset: Date; nextSunrise: Date }, vara: number) {
  return horasOfDay({ ...sun, vara });
}
