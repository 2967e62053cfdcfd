import { z } from 'zod';
import { astroRequestMessages, panchangQuerySchema } from './astro.ts';
import { isSingleLine, queryNumberSchema } from './common.ts';
import type { LocalizedText } from './zodiac.ts';

/**
 * The calendar and festival calls (shared/API.md "Calendar and muhurat"):
 * `GET /astro/calendar?year=&month=&lat=&lon=&zone=`, `GET /astro/festivals?year=&lat=&lon=&zone=`
 * and the site's calendar feed `GET /festivals/{yyyy}.ics?lat=&lon=&zone=&city=&lang=`.
 * The place is checked by the very pieces that check the panchang's (astro.ts); what the engine
 * computes is described by the reply schemas (its own types are in astro/src/festivals.ts and
 * calendar-month.ts).
 */

/** The years the festival engine computes (astro/src/festivals.ts). */
const calendarYears = { first: 1900, last: 2100 } as const;

/**
 * Every message of the request schemas below that astro.ts does not already have, in English
 * and Hindi: the schemas carry the English; a reply in Hindi looks the Hindi up by it
 * (`calendarRequestMessageInHindi`).
 */
export const calendarRequestMessages = {
  year: {
    en: `year must be a whole number from ${calendarYears.first} to ${calendarYears.last}.`,
    hi: `वर्ष (year) ${calendarYears.first} से ${calendarYears.last} तक की कोई पूर्ण संख्या होनी चाहिए।`,
  },
  month: {
    en: 'month must be a whole number from 1 to 12.',
    hi: 'महीना (month) 1 से 12 तक की कोई पूर्ण संख्या होनी चाहिए।',
  },
  city: {
    en: 'city must name a place in one line of at most 80 characters.',
    hi: 'शहर (city) में किसी जगह का नाम एक पंक्ति में लिखें, ज़्यादा से ज़्यादा 80 अक्षरों में।',
  },
  lang: {
    en: 'lang must be en or hi.',
    hi: 'lang में en या hi लिखें।',
  },
} as const satisfies Record<string, LocalizedText>;

const hindiByEnglish = new Map<string, string>(
  Object.values(calendarRequestMessages).map((message) => [message.en, message.hi]),
);

/** The Hindi of a message of the calendar request schemas, if it is one. */
export function calendarRequestMessageInHindi(english: string): string | undefined {
  return hindiByEnglish.get(english);
}

const message = (key: keyof typeof calendarRequestMessages) => ({
  message: calendarRequestMessages[key].en,
});

/** The place, checked as the panchang's is (the engine then checks that the zone is known). */
const { lat, lon, zone } = panchangQuerySchema.shape;

const year = queryNumberSchema(message('year'), { whole: true }).pipe(
  z
    .number()
    .int(message('year'))
    .min(calendarYears.first, message('year'))
    .max(calendarYears.last, message('year')),
);
const month = queryNumberSchema(message('month'), { whole: true }).pipe(
  z.number().int(message('month')).min(1, message('month')).max(12, message('month')),
);

/** `GET /astro/calendar`: a Gregorian month (1-12) of a year at a place. */
export const calendarQuerySchema = z.object({ year, month, lat, lon, zone });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** `GET /astro/festivals`: a year's festivals and vrats at a place. */
export const festivalsQuerySchema = z.object({ year, lat, lon, zone });
export type FestivalsQuery = z.infer<typeof festivalsQuerySchema>;

/** The path of the feed, `/festivals/{yyyy}.ics`. */
export const festivalFeedParamsSchema = z.object({ year });

/** The default place of the feed (and of the festival pages): New Delhi. */
export const defaultFestivalPlace = {
  lat: 28.6139,
  lon: 77.209,
  zone: 'Asia/Kolkata',
  city: { en: 'New Delhi', hi: 'नई दिल्ली' },
} as const;

/**
 * The feed's query: the place (all of lat, lon and zone, or none of them for New Delhi), the
 * city's name for the calendar's title, and the language of its texts (English unless `hi`).
 */
export const festivalFeedQuerySchema = z
  .object({
    lat: lat.optional(),
    lon: lon.optional(),
    zone: zone.optional(),
    city: z
      .string(message('city'))
      .trim()
      .min(1, message('city'))
      .max(80, message('city'))
      .refine(isSingleLine, message('city'))
      .optional(),
    lang: z.enum(['en', 'hi'], message('lang')).default('en'),
  })
  .superRefine((query, context) => {
    const given = (['lat', 'lon', 'zone'] as const).filter((key) => query[key] !== undefined);
    if (given.length === 0 || given.length === 3) return;
    for (const key of ['lat', 'lon', 'zone'] as const) {
      if (query[key] === undefined) {
        context.addIssue({ code: 'custom', path: [key], message: astroRequestMessages[key].en });
      }
    }
  });
export type FestivalFeedQuery = z.infer<typeof festivalFeedQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Replies
// ---------------------------------------------------------------------------------------------

const bilingual = z.object({ en: z.string(), hi: z.string() });
const isoTime = z.string();
const civilDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Festival ids are lowercase words joined by hyphens (`diwali`, `maha-shivaratri`). */
const festivalId = z.string().regex(/^[a-z]+(?:-[a-z]+)*$/);
const tradition = z.enum(['smarta', 'vaishnava']);

/** The place a reply was computed for: lat and lon as rounded, the zone's canonical name. */
const computedPlace = z.object({ lat: z.number(), lon: z.number(), zone: z.string() });

/** A lunar month: 1 = Chaitra ... 12 = Phalguna; `adhik` for the extra month. */
export const lunarMonthLabelSchema = z.object({
  name: z.number().int().min(1).max(12),
  adhik: z.boolean(),
  label: bilingual,
});

export const calendarDaySchema = z.object({
  date: civilDate,
  /** Null where the Sun does not rise (the tithi is then the one at local 06:00). */
  sunrise: isoTime.nullable(),
  /** At sunrise: 1-30 (1-15 shukla). */
  tithi: z.number().int().min(1).max(30),
  tithiName: bilingual,
  paksha: z.enum(['shukla', 'krishna']),
  /** The Moon's nakshatra at sunrise, 1-27. */
  nakshatra: z.number().int().min(1).max(27),
  nakshatraName: bilingual,
  amanta: lunarMonthLabelSchema,
  purnimanta: lunarMonthLabelSchema,
  festivals: z.array(
    z.object({ id: festivalId, name: bilingual, tradition: tradition.optional() }),
  ),
  marks: z.array(z.enum(['purnima', 'amavasya', 'ekadashi', 'sankranti'])),
  /** The sign (1-12) the Sun enters this day, when it does. */
  sankranti: z
    .object({ sign: z.number().int().min(1).max(12), name: bilingual, at: isoTime })
    .optional(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const calendarReplySchema = z.object({
  success: z.literal(true),
  place: computedPlace,
  days: z.array(calendarDaySchema),
  /** The lunar months the Gregorian month spans, in order, in each reckoning. */
  month: z.object({
    amanta: z.array(lunarMonthLabelSchema),
    purnimanta: z.array(lunarMonthLabelSchema),
  }),
  /** The Vikram Samvat and Shaka years of its days (two when Chaitra begins in it). */
  samvat: z.object({ vikram: z.array(z.number().int()), shaka: z.array(z.number().int()) }),
  /** The zone's offsets over the month, to write times on the place's clock. */
  zoneOffsets: z.object({
    offsets: z.array(z.object({ from: isoTime, minutes: z.number() })).min(1),
    until: isoTime,
  }),
});
export type CalendarReply = z.infer<typeof calendarReplySchema>;

export const festivalSchema = z.object({
  id: festivalId,
  /** The civil date at the place. */
  date: civilDate,
  name: bilingual,
  /** Which moment decides the date, in the request's language. */
  rule: z.string(),
  tradition: tradition.optional(),
  month: z.object({ amanta: lunarMonthLabelSchema, purnimanta: lunarMonthLabelSchema }).optional(),
  tithi: z
    .object({
      index: z.number().int().min(1).max(30),
      name: bilingual,
      start: isoTime,
      end: isoTime,
    })
    .optional(),
  /** The muhurat windows of the day (UTC), in the order a page shows them. */
  windows: z.array(z.object({ kind: z.string(), label: bilingual, start: isoTime, end: isoTime })),
  moonrise: isoTime.optional(),
});
export type Festival = z.infer<typeof festivalSchema>;

export const festivalsReplySchema = z.object({
  success: z.literal(true),
  year: z.number().int(),
  place: computedPlace,
  festivals: z.array(festivalSchema),
  /** The lunar months overlapping the year, with when each begins and ends (UTC). */
  lunarMonths: z.array(
    lunarMonthLabelSchema.extend({
      start: isoTime,
      end: isoTime,
      /** The month's name no month carries because the Sun passed two signs in this one. */
      kshayaAfter: z.number().int().min(1).max(12).optional(),
    }),
  ),
});
export type FestivalsReply = z.infer<typeof festivalsReplySchema>;
