import {
  type HoroscopeKind,
  type HoroscopePageKind,
  horoscopeKindByPageKind,
  horoscopeKinds,
  horoscopePageKindByKind,
} from '@app/contract/horoscope';
import { englishPathOf } from '@app/contract/web-routes';
import { isZodiacSignName, type ZodiacSignName } from '@app/contract/zodiac';

/**
 * The horoscope pages' addresses (specification section 2; the daily pages are issue 31's):
 * - the grids and sign pages live under /horoscope/{page kind}[/{sign}];
 * - the short list paths /weekly, /weekly-love-horoscope and /yearly, and the love page's
 *   /weekly-love-horoscope/{sign}, which the specification's selector and unknown-sign rule
 *   navigate to, are aliases that redirect to them. The daily kind has no alias.
 */
export function horoscopeListPath(kind: HoroscopeKind): string {
  return `/horoscope/${horoscopePageKindByKind[kind]}`;
}

export function horoscopeSignPath(kind: HoroscopeKind, sign: ZodiacSignName): string {
  return `${horoscopeListPath(kind)}/${sign}`;
}

/** Where the "Select your sign" dropdown goes: the love page uses the path without /horoscope. */
export function horoscopeSelectPath(kind: HoroscopeKind, sign: ZodiacSignName): string {
  return kind === 'weekly-love' ? `/weekly-love-horoscope/${sign}` : horoscopeSignPath(kind, sign);
}

/** The specification's short list paths, which redirect to the grids. */
export const horoscopeListAliasPaths: Partial<Record<HoroscopeKind, string>> = {
  weekly: '/weekly',
  'weekly-love': '/weekly-love-horoscope',
  yearly: '/yearly',
};

/**
 * Where the unknown-sign rule sends a visitor: the kind's short list path (the specification's),
 * or its grid when it has none (daily).
 */
export function horoscopeUnknownSignPath(kind: HoroscopeKind): string {
  return horoscopeListAliasPaths[kind] ?? horoscopeListPath(kind);
}

/**
 * The kind of the horoscope page at this path (/horoscope/{page kind}/..., in either language),
 * if it is one.
 */
export function horoscopeKindFromPathname(pathname: string): HoroscopeKind | undefined {
  const segment = englishPathOf(pathname).split('/')[2];
  return segment !== undefined && segment in horoscopeKindByPageKind
    ? horoscopeKindByPageKind[segment as HoroscopePageKind]
    : undefined;
}

/**
 * Where an alias path leads (its English address; links add the language): /weekly -> the weekly
 * grid, /weekly-love-horoscope/leo -> the love page for leo. An unknown sign leads to the grid.
 */
export function horoscopeAliasTarget(pathname: string, sign: string | undefined): string {
  const segment = englishPathOf(pathname).split('/')[1] ?? '';
  const kind =
    horoscopeKinds.find((candidate) => horoscopeListAliasPaths[candidate] === `/${segment}`) ??
    'weekly';
  return sign !== undefined && isZodiacSignName(sign)
    ? horoscopeSignPath(kind, sign)
    : horoscopeListPath(kind);
}
