import { z } from 'zod';
import { horoscopeKinds, horoscopeSources } from './horoscope.ts';
import { horoscopeBasisSchema } from './horoscope-basis.ts';
import { zodiacSignNames } from './zodiac.ts';

/**
 * The horoscope API's schemas (shared/API.md "Horoscopes"). Apart from the kinds (horoscope.ts)
 * because they need zod, which the horoscope pages load only when they fetch a reading
 * (docs/decisions/010).
 */

export const horoscopeKindSchema = z.enum(horoscopeKinds);

/** A reading, field names as the upstream service spells them (section 3 "Horoscope reading"). */
export const horoscopeReadingSchema = z.object({
  date_range: z.string(),
  current_date: z.string(),
  description: z.string().min(1),
  compatibility: z.string(),
  mood: z.string(),
  color: z.string(),
  lucky_number: z.string(),
  lucky_time: z.string(),
});
export type HoroscopeReading = z.infer<typeof horoscopeReadingSchema>;

/** `GET /horoscope/{kind}/{sign}?lang=&date=` (`date`, a day in IST, for daily readings only). */
export const horoscopeQuerySchema = z.object({
  lang: z.enum(['en', 'hi'], { message: 'lang must be en or hi.' }).default('en'),
  date: z
    .string({ message: 'date must be a day written YYYY-MM-DD.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a day written YYYY-MM-DD.')
    .optional(),
});

export const horoscopeReplySchema = z.object({
  success: z.literal(true),
  horoscope: horoscopeReadingSchema,
  /** What the reading was read from (docs/decisions/036). */
  basis: horoscopeBasisSchema,
  source: z.enum(horoscopeSources),
});
export type HoroscopeReply = z.infer<typeof horoscopeReplySchema>;

const zodiacSignNameSchema = z.enum(zodiacSignNames);

/**
 * What a horoscope sign page's data block holds (horoscope-page.ts): the reading, and what it
 * is the reading of. The browser checks it with `isPageReading`, which a test keeps equal to this.
 */
export const pageReadingSchema = z.object({
  kind: horoscopeKindSchema,
  sign: zodiacSignNameSchema,
  language: z.enum(['en', 'hi']),
  /** The calendar year (IST) of the period, for the yearly card's title. */
  year: z.number().int(),
  horoscope: horoscopeReadingSchema,
  basis: horoscopeBasisSchema,
  source: z.enum(horoscopeSources),
});
export type PageReading = z.infer<typeof pageReadingSchema>;
