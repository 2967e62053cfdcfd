import { z } from 'zod';

/**
 * The astrology calls (shared/API.md "Astrology"): `GET /places`, `POST /astro/chart`,
 * `POST /astro/match`, `GET /astro/panchang`. Requests are checked here; what the engine
 * computes is described by the reply schemas (the engine's own types are in astro/src).
 */

const latitude = z
  .number({ message: 'lat must be a number of degrees.' })
  .min(-90, 'lat must be between -90 and 90.')
  .max(90, 'lat must be between -90 and 90.');
const longitude = z
  .number({ message: 'lon must be a number of degrees.' })
  .min(-180, 'lon must be between -180 and 180.')
  .max(180, 'lon must be between -180 and 180.');
const zone = z
  .string()
  .trim()
  .min(1, 'zone must be an IANA time zone such as Asia/Kolkata.')
  .max(64, 'zone must be an IANA time zone such as Asia/Kolkata.');
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a date written YYYY-MM-DD.');

/** What a person tells about a birth: the body of `POST /astro/chart`. */
export const birthBodySchema = z.object({
  date: calendarDate,
  time: z.string().regex(/^\d{2}:\d{2}$/, 'time must be a 24-hour time written HH:mm.'),
  lat: latitude,
  lon: longitude,
  zone: zone.optional(),
  utcOffsetMinutes: z
    .number({ message: 'utcOffsetMinutes must be a number of minutes.' })
    .min(-840, 'utcOffsetMinutes must be between -840 and 840.')
    .max(840, 'utcOffsetMinutes must be between -840 and 840.')
    .optional(),
  node: z.enum(['mean', 'true'], { message: 'node must be mean or true.' }).optional(),
});
export type BirthBody = z.input<typeof birthBodySchema>;

export const matchBodySchema = z.object({ boy: birthBodySchema, girl: birthBodySchema });
export type MatchBody = z.input<typeof matchBodySchema>;

export const panchangQuerySchema = z.object({
  date: calendarDate,
  lat: z.coerce.number({ message: 'lat must be a number of degrees.' }).pipe(latitude),
  lon: z.coerce.number({ message: 'lon must be a number of degrees.' }).pipe(longitude),
  zone,
});

export const placesQuerySchema = z.object({
  q: z.string().trim().min(1, 'q must name a place.').max(100, 'q is too long.'),
  limit: z.coerce
    .number()
    .int('limit must be a whole number.')
    .min(1, 'limit must be between 1 and 50.')
    .max(50, 'limit must be between 1 and 50.')
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
  rules: z.array(z.string()),
  cancellations: z.array(z.object({ rule: z.string(), name: bilingual })),
});

export const chartSchema = z.object({
  utc: isoTime,
  utcOffsetMinutes: z.number(),
  offsetSource: z.enum(['zone', 'override']),
  zone: z.string().nullable(),
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
});
export const panchangReplySchema = z.object({ success: z.literal(true), panchang: panchangSchema });
