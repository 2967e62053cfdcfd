import type { HoroscopeKind } from '@app/contract/horoscope';
import { isPageReading, pageReadingElementId, readingSlot } from '@app/contract/horoscope-page';
import { horoscopePeriod } from '@app/contract/horoscope-period';
import { builtinHoroscope } from '@app/contract/horoscope-reading';
import type { HoroscopeReading } from '@app/contract/horoscope-reply';
import type { Language } from '@app/contract/site';
import type { ZodiacSignName } from '@app/contract/zodiac';
import { useEffect, useState } from 'react';
import { ApiError, apiRequest } from '~/lib/api-client';
import { useApiResource } from '~/lib/use-api-resource';

export type HoroscopeResult = {
  reading: HoroscopeReading;
  /** Where the reading came from; "browser" when the API could not be reached. */
  source: 'upstream' | 'builtin' | 'browser';
  /** The calendar year of the reading's period, as the yearly card's title writes it. */
  year: string;
};

const currentYear = () => String(horoscopePeriod('yearly').year);

/** The reply's schema (zod) is loaded with the first request, not with the page (decision 010). */
const horoscopeReply = () => import('@app/contract/horoscope-reply');

/**
 * `GET /horoscope/{kind}/{sign}?lang=` (shared/API.md "Horoscopes"). When the API cannot be
 * reached, the same built-in reading the server would give is made here instead. Rejects when
 * the server answers with an error (it could not make a reading either).
 */
async function getHoroscope(
  request: { kind: HoroscopeKind; sign: ZodiacSignName; language: Language },
  signal?: AbortSignal,
): Promise<HoroscopeResult> {
  const { kind, sign, language } = request;
  try {
    const { horoscopeReplySchema } = await horoscopeReply();
    const reply = await apiRequest(
      `horoscope/${kind}/${sign}?lang=${language}`,
      horoscopeReplySchema,
      { signal },
    );
    return { reading: reply.horoscope, source: reply.source, year: currentYear() };
  } catch (error) {
    // No reading from our server (unreachable, or something else answered): make it here. A
    // reply from our server, even an error, is its answer.
    if (!(error instanceof ApiError) || error.kind === 'refused') throw error;
    return {
      reading: builtinHoroscope({ kind, sign, language }),
      source: 'browser',
      year: currentYear(),
    };
  }
}

/**
 * The reading the page arrived with (contract horoscope-page.ts, docs/decisions/005):
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
      source: 'builtin',
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
  return { reading: data.horoscope, source: data.source, year: String(data.year) };
}

/**
 * The reading for a sign, kind and language: the one the page arrived with on the first render
 * after a page load (so the reading in the HTML is hydrated, not fetched again), else fetched in
 * the browser. Fetches again when any of them changes, e.g. when the visitor switches to Hindi:
 * the language is part of the key.
 */
export function useHoroscope(kind: HoroscopeKind, sign: ZodiacSignName, language: Language) {
  const [inPage] = useState(() => readingInPage(kind, sign, language));
  // Used once: a later visit to this sign within the app fetches the reading of that moment.
  useEffect(() => {
    document.getElementById(pageReadingElementId)?.remove();
  }, []);
  return useApiResource(
    `${kind}|${sign}|${language}`,
    (signal) => getHoroscope({ kind, sign, language }, signal),
    (error) => console.error('Failed to get the horoscope', error),
    inPage,
  );
}
