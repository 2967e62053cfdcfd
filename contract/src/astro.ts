import { z } from 'zod';
import { queryNumberSchema } from './common.ts';
import type { LocalizedText } from './zodiac.ts';

/**
 * The astrology calls (shared/API.md "Astrology"): `GET /places`, `POST /astro/chart`,
 * `POST /astro/match`, `GET /astro/panchang`. Requests are checked here; what the engine
 * computes is described by the reply schemas (the engine's own types are in astro/src).
 */

/**
 * Every message of the request schemas below, in English and Hindi: the schemas carry the
 * English; a reply in Hindi looks the Hindi up by it (`astroRequestMessageInHindi`).
 */
export const astroRequestMessages = {
  lat: {
    en: 'lat must be a number of degrees between -90 and 90.',
    hi: 'अक्षांश (lat) −90 से 90 डिग्री के बीच की संख्या होनी चाहिए।',
  },
  lon: {
    en: 'lon must be a number of degrees between -180 and 180.',
    hi: 'देशांतर (lon) −180 से 180 डिग्री के बीच की संख्या होनी चाहिए।',
  },
  zone: {
    en: 'zone must be an IANA time zone such as Asia/Kolkata.',
    hi: 'समय क्षेत्र (zone) Asia/Kolkata जैसा कोई IANA समय क्षेत्र होना चाहिए।',
  },
  date: {
    en: 'date must be a date written YYYY-MM-DD, such as 1990-08-15.',
    hi: 'तारीख़ (date) YYYY-MM-DD के रूप में लिखें, जैसे 1990-08-15।',
  },
  time: {
    en: 'time must be a 24-hour time written HH:mm, such as 06:45.',
    hi: 'समय (time) 24 घंटे की घड़ी से HH:mm के रूप में लिखें, जैसे 06:45।',
  },
  utcOffsetMinutes: {
    en: 'utcOffsetMinutes must be a number of minutes between -840 and 840.',
    hi: 'UTC से अंतर (utcOffsetMinutes) −840 से 840 के बीच मिनटों की संख्या होनी चाहिए।',
  },
  node: {
    en: 'node must be mean or true.',
    hi: 'node में mean या true लिखें।',
  },
  birth: {
    en: 'Give the birth details: date, time, lat, lon and zone.',
    hi: 'जन्म का विवरण दें: date, time, lat, lon और zone।',
  },
  q: {
    en: 'q must name a place, in at most 100 characters.',
    hi: 'q में किसी जगह का नाम लिखें, ज़्यादा से ज़्यादा 100 अक्षरों में।',
  },
  limit: {
    en: 'limit must be a whole number between 1 and 50.',
    hi: 'limit 1 से 50 के बीच की कोई पूर्ण संख्या होनी चाहिए।',
  },
} as const satisfies Record<string, LocalizedText>;

const hindiByEnglish = new Map<string, string>(
  Object.values(astroRequestMessages).map((message) => [message.en, message.hi]),
);

/** The Hindi of a message of the astrology request schemas, if it is one. */
export function astroRequestMessageInHindi(english: string): string | undefined {
  return hindiByEnglish.get(english);
}

const message = (key: keyof typeof astroRequestMessages) => ({
  message: astroRequestMessages[key].en,
});

const latitude = z.number(message('lat')).min(-90, message('lat')).max(90, message('lat'));
const longitude = z.number(message('lon')).min(-180, message('lon')).max(180, message('lon'));
const zone = z.string(message('zone')).trim().min(1, message('zone')).max(64, message('zone'));
const calendarDate = z.string(message('date')).regex(/^\d{4}-\d{2}-\d{2}$/, message('date'));

/** What a person tells about a birth: the body of `POST /astro/chart`. */
export const birthBodySchema = z.object(
  {
    date: calendarDate,
    time: z.string(message('time')).regex(/^\d{2}:\d{2}$/, message('time')),
    lat: latitude,
    lon: longitude,
    zone: zone.optional(),
    utcOffsetMinutes: z
      .number(message('utcOffsetMinutes'))
      .min(-840, message('utcOffsetMinutes'))
      .max(840, message('utcOffsetMinutes'))
      .optional(),
    node: z.enum(['mean', 'true'], message('node')).optional(),
  },
  message('birth'),
);
export type BirthBody = z.input<typeof birthBodySchema>;

export const matchBodySchema = z.object({ boy: birthBodySchema, girl: birthBodySchema });
export type MatchBody = z.input<typeof matchBodySchema>;

export const panchangQuerySchema = z.object({
  date: calendarDate,
  lat: queryNumberSchema(message('lat')).pipe(latitude),
  lon: queryNumberSchema(message('lon')).pipe(longitude),
  zone,
});

export const placesQuerySchema = z.object({
  q: z.string(message('q')).trim().min(1, message('q')).max(100, message('q')),
  limit: queryNumberSchema(message('limit'), { whole: true })
    .pipe(z.number().int().min(1, message('limit')).max(50, message('limit')))
    .default(10),
});

// ---------------------------------------------------------------------------------------------
// Replies
// ---------------------------------------------------------------------------------------------

const bilingual = z.object({ en: z.string(), hi: z.string() });
const isoTime = z.string();
const graha = z.enum([
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
  'rahu',
  'ketu',
]);

export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameHi: z.string().optional(),
  region: z.string(),
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
  zone: z.string(),
});
export type Place = z.infer<typeof placeSchema>;
export const placesReplySchema = z.object({
  success: z.literal(true),
  places: z.array(placeSchema),
});

const grahaPosition = z.object({
  lon: z.number(),
  sign: z.number().int(),
  house: z.number().int(),
  nakshatra: z.number().int(),
  pada: z.number().int(),
  navamsa: z.number().int(),
  speed: z.number(),
  retrograde: z.boolean(),
});
const span = z.object({ lord: graha, start: isoTime, end: isoTime });
const transitSegment = { start: isoTime, end: isoTime, sign: z.number().int(), cycle: z.number() };
const manglikSchema = z.object({
  isManglik: z.boolean(),
  from: z.array(z.enum(['ascendant', 'moon', 'venus'])),
  marsHouse: z.object({ ascendant: z.number(), moon: z.number(), venus: z.number() }),
  rules: z.array(z.object({ rule: z.string(), name: bilingual })),
  cancellations: z.array(z.object({ rule: z.string(), name: bilingual })),
});

export const chartSchema = z.object({
  local: z.object({ date: z.string(), time: z.string() }),
  place: z.object({ lat: z.number(), lon: z.number() }),
  utc: isoTime,
  utcOffsetMinutes: z.number(),
  offsetSource: z.enum(['zone', 'override']),
  zone: z.string().nullable(),
  ambiguousTime: z.boolean(),
  julianDayUT: z.number(),
  ayanamsa: z.number(),
  node: z.enum(['mean', 'true']),
  ascendant: z.object({
    lon: z.number(),
    sign: z.number().int(),
    nakshatra: z.number().int(),
    pada: z.number().int(),
    navamsa: z.number().int(),
  }),
  planets: z.record(graha, grahaPosition),
  moonSign: z.number().int(),
  nakshatra: z.number().int(),
  pada: z.number().int(),
  panchang: z.object({
    tithi: z.number().int(),
    paksha: z.enum(['shukla', 'krishna']),
    yoga: z.number().int(),
    karana: z.number().int(),
    vara: z.number().int(),
    sunrise: isoTime.nullable(),
    sunset: isoTime.nullable(),
  }),
  dasha: z.object({
    yearDays: z.number(),
    balance: z.object({ lord: graha, years: z.number() }),
    periods: z.array(span.extend({ antar: z.array(span) })),
  }),
  sadeSati: z.array(z.object({ ...transitSegment, phase: z.enum(['rising', 'peak', 'setting']) })),
  dhaiya: z.array(z.object({ ...transitSegment, house: z.union([z.literal(4), z.literal(8)]) })),
  manglik: manglikSchema,
});
export const chartReplySchema = z.object({ success: z.literal(true), chart: chartSchema });

export const matchSchema = z.object({
  total: z.number(),
  tableTotal: z.number(),
  max: z.literal(36),
  kootas: z.array(
    z.object({
      name: z.string(),
      label: bilingual,
      points: z.number(),
      tablePoints: z.number(),
      max: z.number(),
      exception: z.object({ rule: z.string(), name: bilingual }).optional(),
    }),
  ),
  manglik: z.object({ boy: manglikSchema, girl: manglikSchema }),
  verdict: z.enum(['not-recommended', 'average', 'good', 'excellent']),
  verdictLabel: bilingual,
});
export const matchReplySchema = z.object({ success: z.literal(true), match: matchSchema });

const panchangElement = z.object({ index: z.number().int(), name: bilingual, end: isoTime });
const timeSpan = z.object({ start: isoTime, end: isoTime }).nullable();
const choghadiya = z.object({
  name: bilingual,
  lord: graha,
  quality: z.enum(['good', 'neutral', 'bad']),
  start: isoTime,
  end: isoTime,
});
export const panchangSchema = z.object({
  date: z.string(),
  zone: z.string(),
  dayStart: isoTime,
  dayEnd: isoTime,
  sunrise: isoTime.nullable(),
  sunset: isoTime.nullable(),
  vara: z.object({ index: z.number().int(), name: bilingual }),
  atSunrise: z.object({
    tithi: z.number().int(),
    paksha: z.enum(['shukla', 'krishna']),
    nakshatra: z.number().int(),
    yoga: z.number().int(),
    karana: z.number().int(),
  }),
  paksha: z.object({ value: z.enum(['shukla', 'krishna']), name: bilingual }),
  tithi: z.array(panchangElement),
  nakshatra: z.array(panchangElement),
  yoga: z.array(panchangElement),
  karana: z.array(panchangElement),
  rahuKaal: timeSpan,
  yamaganda: timeSpan,
  gulikaKaal: timeSpan,
  nextPurnima: isoTime,
  nextAmavasya: isoTime,
  moonrise: isoTime.nullable(),
  moonset: isoTime.nullable(),
  // Null where the Sun does not rise or set (polar day and night); abhijit also on Wednesdays.
  choghadiya: z
    .object({ day: z.array(choghadiya).length(8), night: z.array(choghadiya).length(8) })
    .nullable(),
  hora: z
    .array(z.object({ planet: graha, start: isoTime, end: isoTime }))
    .length(24)
    .nullable(),
  abhijit: timeSpan,
  brahmaMuhurta: timeSpan,
  durmuhurta: z.array(z.object({ start: isoTime, end: isoTime })).nullable(),
  zoneOffsets: z.object({
    offsets: z.array(z.object({ from: isoTime, minutes: z.number() })).min(1),
    until: isoTime,
  }),
});
export const panchangReplySchema = z.object({ success: z.literal(true), panchang: panchangSchema });
