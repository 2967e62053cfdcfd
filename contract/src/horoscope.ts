/**
 * Horoscopes (specification sections 2, 3, 4, 7, 8; shared/API.md "Horoscopes"): the kinds and
 * where readings come from, plain data that every horoscope page loads. The reading and reply
 * schemas (zod) are in horoscope-reply.ts, periods in horoscope-period.ts; readings are read
 * from the sky by the server (docs/decisions/036).
 */

export const horoscopeKinds = ['daily', 'weekly', 'weekly-love', 'yearly'] as const;
export type HoroscopeKind = (typeof horoscopeKinds)[number];

export function isHoroscopeKind(value: string): value is HoroscopeKind {
  return (horoscopeKinds as readonly string[]).includes(value);
}

/** The page segment of each kind: /horoscope/{page kind}/{sign}. */
export const horoscopePageKinds = [
  'daily-horoscope',
  'weekly-horoscope',
  'weekly-love-horoscope',
  'yearly-horoscope',
] as const;
export type HoroscopePageKind = (typeof horoscopePageKinds)[number];

export const horoscopeKindByPageKind: Record<HoroscopePageKind, HoroscopeKind> = {
  'daily-horoscope': 'daily',
  'weekly-horoscope': 'weekly',
  'weekly-love-horoscope': 'weekly-love',
  'yearly-horoscope': 'yearly',
};

export const horoscopePageKindByKind: Record<HoroscopeKind, HoroscopePageKind> = {
  daily: 'daily-horoscope',
  weekly: 'weekly-horoscope',
  'weekly-love': 'weekly-love-horoscope',
  yearly: 'yearly-horoscope',
};

/** What the aztro-style upstream service is asked for (`day=`), per kind (section 7). */
export const horoscopeUpstreamDay: Record<HoroscopeKind, 'today' | 'week'> = {
  daily: 'today',
  weekly: 'week',
  'weekly-love': 'today',
  yearly: 'week',
};

/** Where a reading's words came from: the upstream service, or read from the sky by the server. */
export const horoscopeSources = ['upstream', 'computed'] as const;

/** How far from today (IST) a daily reading may be asked for (`?date=`). */
export const maxDailyReadingDays = 7;

/** The prefixes of the specification's yearly and love readings, in each language. */
export const horoscopePrefixes = {
  yearly: { en: 'Your yearly outlook:', hi: 'आपका वार्षिक भविष्यफल:' },
  'weekly-love': { en: 'Love forecast:', hi: 'प्रेम भविष्यफल:' },
} as const;
export type HoroscopeSource = (typeof horoscopeSources)[number];
