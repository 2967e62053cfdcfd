/**
 * Horoscopes (specification sections 2, 3, 4, 7, 8; shared/API.md "Horoscopes"): the kinds and
 * where readings come from, plain data that every horoscope page loads. The reading and reply
 * schemas (zod) are in horoscope-reply.ts, periods in horoscope-period.ts, the built-in reading
 * generator in horoscope-reading.ts.
 */

export const horoscopeKinds = ['weekly', 'weekly-love', 'yearly'] as const;
export type HoroscopeKind = (typeof horoscopeKinds)[number];

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

/** Where a reading came from: the upstream service, or the server's own generator. */
export const horoscopeSources = ['upstream', 'builtin'] as const;
export type HoroscopeSource = (typeof horoscopeSources)[number];
