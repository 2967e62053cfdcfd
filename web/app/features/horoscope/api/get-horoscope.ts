import {
  type HoroscopeKind,
  type HoroscopeReading,
  horoscopeReplySchema,
} from '@app/contract/horoscope';
import { builtinHoroscope } from '@app/contract/horoscope-reading';
import type { Language } from '@app/contract/site';
import type { ZodiacSignName } from '@app/contract/zodiac';
import { useEffect, useState } from 'react';
import { ApiError, apiRequest } from '~/lib/api-client';

type HoroscopeResult = {
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

export type HoroscopeState =
  | { status: 'loading' }
  | ({ status: 'ready' } & HoroscopeResult)
  | { status: 'failed' };

/**
 * The reading for a sign, kind and language, fetched in the browser (the prerendered page
 * carries the sign's static information; the reading is for this week, not the build's).
 * Fetches again when any of them changes, e.g. when the visitor switches to Hindi.
 */
export function useHoroscope(
  kind: HoroscopeKind,
  sign: ZodiacSignName,
  language: Language,
): { state: HoroscopeState; retry: () => void } {
  const key = `${kind}|${sign}|${language}`;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: HoroscopeState } | undefined>();

  useEffect(() => {
    const controller = new AbortController();
    const requestKey = `${kind}|${sign}|${language}|${attempt}`;
    setResult({ key: requestKey, state: { status: 'loading' } });
    getHoroscope({ kind, sign, language }, controller.signal).then(
      (value) => setResult({ key: requestKey, state: { status: 'ready', ...value } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to get the horoscope', error);
        setResult({ key: requestKey, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [kind, sign, language, attempt]);

  // Until the effect for the current sign has run, show it as loading, never the previous sign.
  const current =
    result?.key === `${key}|${attempt}` ? result.state : { status: 'loading' as const };
  return { state: current, retry: () => setAttempt((value) => value + 1) };
}
