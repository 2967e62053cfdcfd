import {
  type HoroscopeKind,
  type HoroscopeReading,
  horoscopeReplySchema,
} from '@app/contract/horoscope';
import { builtinHoroscope } from '@app/contract/horoscope-reading';
import type { Language } from '@app/contract/site';
import type { ZodiacSignName } from '@app/contract/zodiac';
import { ApiError, apiRequest } from '~/lib/api-client';
import { useApiResource } from '~/lib/use-api-resource';

export type HoroscopeResult = {
  reading: HoroscopeReading;
  /** Where the reading came from; "browser" when the API could not be reached. */
  source: 'upstream' | 'builtin' | 'browser';
};

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
    const reply = await apiRequest(
      `horoscope/${kind}/${sign}?lang=${language}`,
      horoscopeReplySchema,
      { signal },
    );
    return { reading: reply.horoscope, source: reply.source };
  } catch (error) {
    // No reading from our server (unreachable, or something else answered): make it here. A
    // reply from our server, even an error, is its answer.
    if (!(error instanceof ApiError) || error.kind === 'refused') throw error;
    return { reading: builtinHoroscope({ kind, sign, language }), source: 'browser' };
  }
}

/**
 * The reading for a sign, kind and language, fetched in the browser (the prerendered page
 * carries the sign's static information; the reading is for this week, not the build's).
 * Fetches again when any of them changes, e.g. when the visitor switches to Hindi: the language
 * is part of the key.
 */
export function useHoroscope(kind: HoroscopeKind, sign: ZodiacSignName, language: Language) {
  return useApiResource(
    `${kind}|${sign}|${language}`,
    (signal) => getHoroscope({ kind, sign, language }, signal),
    (error) => console.error('Failed to get the horoscope', error),
  );
}
