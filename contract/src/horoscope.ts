import { z } from 'zod';

/**
 * Horoscopes (specification sections 2, 3, 4, 7, 8; shared/API.md "Horoscopes"): the kinds and
 * the reading and reply schemas. Periods are in horoscope-period.ts, the built-in reading
 * generator in horoscope-reading.ts.
 */

// ---------------------------------------------------------------------------------------------
// Kinds, schemas
// ---------------------------------------------------------------------------------------------

export const horoscopeKinds = ['weekly', 'weekly-love', 'yearly'] as const;
export type HoroscopeKind = (typeof horoscopeKinds)[number];
export const horoscopeKindSchema = z.enum(horoscopeKinds);

export function isHoroscopeKind(value: string): value is HoroscopeKind {
  return (horoscopeKinds as readonly string[]).includes(value);
}

/** The page segment of each kind: /horoscope/{page kind}/{sign}. */
export const horoscopePageKinds = [
  'weekly-horoscope',
  'weekly-love-horoscope',
  'yearly-horoscope',
] as const;
export type HoroscopePageKind = (typeof horoscopePageKinds)[number];

export const horoscopeKindByPageKind: Record<HoroscopePageKind, HoroscopeKind> = {
  'weekly-horoscope': 'weekly',
  'weekly-love-horoscope': 'weekly-love',
  'yearly-horoscope': 'yearly',
};

export const horoscopePageKindByKind: Record<HoroscopeKind, HoroscopePageKind> = {
  weekly: 'weekly-horoscope',
  'weekly-love': 'weekly-love-horoscope',
  yearly: 'yearly-horoscope',
};

/** What the aztro-style upstream service is asked for (`day=`), per kind (section 7). */
export const horoscopeUpstreamDay: Record<HoroscopeKind, 'today' | 'week'> = {
  weekly: 'week',
  'weekly-love': 'today',
  yearly: 'week',
};

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

export const horoscopeSources = ['upstream', 'builtin'] as const;
export type HoroscopeSource = (typeof horoscopeSources)[number];

/** `GET /horoscope/{kind}/{sign}?lang=en|hi` */
export const horoscopeQuerySchema = z.object({
  lang: z.enum(['en', 'hi'], { message: 'lang must be en or hi.' }).default('en'),
});

export const horoscopeReplySchema = z.object({
  success: z.literal(true),
  horoscope: horoscopeReadingSchema,
  source: z.enum(horoscopeSources),
});
export type HoroscopeReply = z.infer<typeof horoscopeReplySchema>;
