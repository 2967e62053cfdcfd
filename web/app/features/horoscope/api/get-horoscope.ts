import type { HoroscopeKind, HoroscopeSource } from '@app/contract/horoscope';
import type { HoroscopeBasis } from '@app/contract/horoscope-basis';
import { isPageReading, pageReadingElementId, readingSlot } from '@app/contract/horoscope-page';
import type { HoroscopeReading } from '@app/contract/horoscope-reply';
import { istWallClock } from '@app/contract/india-time';
import type { Language } from '@app/contract/site';
import type { ZodiacSignName } from '@app/contract/zodiac';
import { useEffect, useState } from 'react';
import { apiRequest } from '~/lib/api-client';
import { useApiResource } from '~/lib/use-api-resource';

export type HoroscopeResult = {
  reading: HoroscopeReading;
  /**
   * What the reading was read from (docs/decisions/036); absent only while the site is built,
   * where the page is drawn with slots the server fills.
   */
  basis: HoroscopeBasis | undefined;
  /** Where the reading's words came from. */
  source: HoroscopeSource;
  /** The calendar year of the reading's period, as the yearly card's title writes it. */
  year: string;
};

/** The reply's schema (zod) is loaded with the first request, not with the page (decision 010). */
const horoscopeReply = () => import('@app/contract/horoscope-reply');

/** The day (`YYYY-MM-DD`) on India's calendar of an instant (an ISO string). */
export function istDate(instant: string): string {
  return istWallClock(new Date(instant)).toISOString().slice(0, 10);
}

/**
 * The calendar day `days` after `date` (`YYYY-MM-DD`; negative goes back). Here rather than from
 * lib/consultation-time.ts, which imports the engine's zone code: any module of @app/astro brings
 * the whole engine chunk (about 40 KB) into the page.
 */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The calendar year (IST) a reading's period starts in. */
function yearOf(basis: HoroscopeBasis): string {
  return String(istWallClock(new Date(basis.period.start)).getUTCFullYear());
}

/**
 * `GET /horoscope/{kind}/{sign}?lang=&date=` (shared/API.md "Horoscopes"): `date`, a day in IST
 * (`YYYY-MM-DD`), asks for another day's daily reading. Rejects when there is no reading: the page
 * then says so (the specification's fallback); nothing is made up in the browser.
 */
async function getHoroscope(
  request: { kind: HoroscopeKind; sign: ZodiacSignName; language: Language; date?: string },
  signal?: AbortSignal,
): Promise<HoroscopeResult> {
  const { kind, sign, language, date } = request;
  const { horoscopeReplySchema } = await horoscopeReply();
  const query = date === undefined ? `lang=${language}` : `lang=${language}&date=${date}`;
  const reply = await apiRequest(`horoscope/${kind}/${sign}?${query}`, horoscopeReplySchema, {
    signal,
  });
  return {
    reading: reply.horoscope,
    basis: reply.basis,
    source: reply.source,
    year: yearOf(reply.basis),
  };
}

/**
 * The reading the page arrived with (contract horoscope-page.ts, docs/decisions/005 and 036):
 * - while the site is built (no document), the prerender draws slots where the texts go, which
 *   the server fills with the current reading when it sends the page;
 * - in the browser, the reading the server wrote into the page's data block, if it is the one
 *   for this kind, sign and language (after a client-side navigation it is not there).
 */
function readingInPage(
  kind: HoroscopeKind,
  sign: ZodiacSignName,
  language: Language,
): HoroscopeResult | undefined {
  if (typeof document === 'undefined') {
    return {
      reading: {
        date_range: '',
        current_date: readingSlot('current_date'),
        description: readingSlot('description'),
        compatibility: readingSlot('compatibility'),
        mood: readingSlot('mood'),
        color: readingSlot('color'),
        lucky_number: readingSlot('lucky_number'),
        lucky_time: readingSlot('lucky_time'),
      },
      basis: undefined,
      source: 'computed',
      year: readingSlot('year'),
    };
  }
  const element = document.getElementById(pageReadingElementId);
  if (!element?.textContent) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(element.textContent);
  } catch {
    return undefined;
  }
  if (!isPageReading(data)) return undefined;
  if (data.kind !== kind || data.sign !== sign || data.language !== language) return undefined;
  return {
    reading: data.horoscope,
    basis: data.basis,
    source: data.source,
    year: String(data.year),
  };
}

/**
 * The reading for a sign, kind and language (and, for a daily reading, `date`: another day than
 * today): the one the page arrived with on the first render after a page load (so the reading in
 * the HTML is hydrated, not fetched again), else fetched in the browser. Fetches again when any
 * of them changes, e.g. when the visitor switches to Hindi: the language is part of the key.
 */
export function useHoroscope(
  kind: HoroscopeKind,
  sign: ZodiacSignName,
  language: Language,
  date?: string,
) {
  const [inPage] = useState(() =>
    date === undefined ? readingInPage(kind, sign, language) : undefined,
  );
  // Used once: a later visit to this sign within the app fetches the reading of that moment.
  useEffect(() => {
    document.getElementById(pageReadingElementId)?.remove();
  }, []);
  return useApiResource(
    `${kind}|${sign}|${language}|${date ?? 'today'}`,
    (signal) => getHoroscope({ kind, sign, language, ...(date ? { date } : {}) }, signal),
    (error) => console.error('Failed to get the horoscope', error),
    inPage,
  );
}
