import {
  type HoroscopeKind,
  type HoroscopeSource,
  horoscopePrefixes,
  horoscopeUpstreamDay,
} from '@app/contract/horoscope';
import type { HoroscopeBasis } from '@app/contract/horoscope-basis';
import {
  formatWeekSpan,
  type HoroscopePeriod,
  horoscopePeriod,
} from '@app/contract/horoscope-period';
import { type HoroscopeReading, horoscopeReadingSchema } from '@app/contract/horoscope-reply';
import { cachedFormatter } from '@app/contract/intl-formatters';
import type { Language } from '@app/contract/site';
import { getZodiacSign, type ZodiacSignName, zodiacSignNames } from '@app/contract/zodiac';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { redisReady } from '../../lib/redis.ts';
import { readFromSky } from './gochara-reading.ts';
import { horoscopeMessages } from './horoscope.messages.ts';
import { createSkyCache } from './horoscope-sky.ts';

/** How long the upstream service may take before the computed reading's words are used instead. */
const defaultUpstreamTimeoutMs = 2500;
/** After a failed upstream call, the computed words are served for this long before retrying. */
const defaultUpstreamRetryAfterMs = 60_000;
/** Answers larger than this are not horoscopes. */
const maxUpstreamBytes = 64 * 1024;

const text = z.string().trim().min(1).max(200);

/**
 * The body of a response as text, read only up to `maxBytes`: a longer one is cancelled as soon
 * as it passes the limit (and refused), so that a large or endless answer costs no more.
 */
async function textOfAtMost(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new Error('upstream answer too large');
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of response.body) {
    length += chunk.byteLength;
    if (length > maxBytes) {
      // Leaving the loop early cancels the stream (and so the connection's download).
      throw new Error('upstream answer too large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, length).toString('utf8');
}

/**
 * What an aztro-style service answers (`POST ?sign=&day=`). Everything is checked: an answer
 * that does not fit is treated like a failed call.
 */
const upstreamReadingSchema = z.object({
  date_range: text,
  current_date: text,
  description: z.string().trim().min(1).max(5000),
  compatibility: text,
  mood: text,
  color: text,
  lucky_number: z.union([text, z.number().int()]).transform(String),
  lucky_time: text,
});

export type HoroscopeResult = {
  horoscope: HoroscopeReading;
  basis: HoroscopeBasis;
  source: HoroscopeSource;
};

/** An upstream answer: its reading (the kind's rules applied). */
type UpstreamAnswer = { horoscope: HoroscopeReading };

/**
 * An upstream answer kept for its period; `unshared` while it was got with Redis away, until it
 * has been offered to the other instances.
 */
type UpstreamEntry = { result: Promise<UpstreamAnswer | undefined>; unshared: boolean };

export type HoroscopeService = {
  getHoroscope(request: {
    kind: HoroscopeKind;
    sign: ZodiacSignName;
    language: Language;
    /** A daily reading's day (IST, `YYYY-MM-DD`); today when left out. */
    date?: string | undefined;
  }): Promise<HoroscopeResult>;
};

type CacheEntry<T> = { expiresAt: number; value: T };

/** A map whose entries expire; expired entries are dropped whenever a new one is added. */
function expiringCache<T>() {
  const entries = new Map<string, CacheEntry<T>>();
  return {
    get(key: string, now: number): CacheEntry<T> | undefined {
      const entry = entries.get(key);
      return entry && entry.expiresAt > now ? entry : undefined;
    },
    set(key: string, entry: CacheEntry<T>, now: number) {
      for (const [oldKey, old] of entries) if (old.expiresAt <= now) entries.delete(oldKey);
      entries.set(key, entry);
    },
  };
}

/** "Saturday, 28 November 2026" for a daily reading's date. */
function formatDay(start: Date, language: Language): string {
  return cachedFormatter(Intl.DateTimeFormat, language, {
    timeZone: 'Asia/Kolkata',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(start);
}

/** The specification's `current_date` of a period: the day, the week, or the year. */
function currentDateOf(kind: HoroscopeKind, period: HoroscopePeriod, language: Language) {
  if (kind === 'daily') return formatDay(period.start, language);
  if (kind === 'yearly') return String(period.year);
  return formatWeekSpan(period.start, language);
}

/**
 * The specification's rules of a kind, for a reading's description: the yearly and love
 * prefixes, followed by `extra` (an upstream answer gets the computed love or Jupiter sentence).
 */
function withKindRules(
  description: string,
  kind: HoroscopeKind,
  language: Language,
  extra?: string,
): string {
  if (kind !== 'yearly' && kind !== 'weekly-love') return description;
  return [horoscopePrefixes[kind][language], description.trim(), extra]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
}

/**
 * Readings for the horoscope API (shared/API.md "Horoscopes", docs/decisions/036).
 *
 * - Every reading is read from the sky of its period (gochara-reading.ts): a day, an ISO week or
 *   a calendar year in IST, the sky computed once per period (horoscope-sky.ts), each sign's
 *   reading in each language once per period, then served from memory as the same result object
 *   (the route serialises each object once).
 * - With an upstream URL, English readings may take their words from that service, asked once per
 *   kind, sign and period and kept in memory until the period ends; concurrent requests share one
 *   call. The basis is the computed one either way, and the yearly and love rules add the
 *   computed Jupiter or love sentence to its description. Hindi readings, and daily readings of
 *   another day than today, always use the computed words.
 * - When the upstream fails, times out or answers something that is not a reading, the computed
 *   reading is served (and the failure is remembered for a minute, so a slow service does not
 *   slow every page down).
 *
 * With `redis` (several instances), an upstream answer is also shared there: the first instance to
 * get one stores it for the period and every instance serves that one, so all show the same
 * reading all week. Without Redis each process asks upstream itself; while Redis is away (it is
 * not asked then, docs/decisions/034), so does each instance, and once Redis is back the reading
 * it got meanwhile is offered there, and the one every instance serves is taken, as if it had
 * just been asked for.
 */
export function createHoroscopeService(options: {
  upstreamUrl?: string | undefined;
  log: FastifyBaseLogger;
  upstreamTimeoutMs?: number;
  upstreamRetryAfterMs?: number;
  now?: () => Date;
  /** Shares upstream answers between instances (keys `horoscope:<kind>:<sign>:<period>`). */
  redis?: Redis | undefined;
}): HoroscopeService {
  const timeoutMs = options.upstreamTimeoutMs ?? defaultUpstreamTimeoutMs;
  const retryAfterMs = options.upstreamRetryAfterMs ?? defaultUpstreamRetryAfterMs;
  const now = options.now ?? (() => new Date());
  const upstreamCache = expiringCache<UpstreamEntry>();
  const redisUsable = () => options.redis !== undefined && redisReady(options.redis);
  const skies = createSkyCache();
  /** The computed readings of the periods asked for lately, by kind, sign, language and period. */
  const computedReadings = expiringCache<HoroscopeResult>();
  /** An upstream answer with the computed basis, made once per answer and computed reading. */
  const mergedReadings = new WeakMap<UpstreamAnswer, WeakMap<HoroscopeResult, HoroscopeResult>>();

  function computedResult(
    kind: HoroscopeKind,
    sign: ZodiacSignName,
    language: Language,
    period: HoroscopePeriod,
  ): HoroscopeResult {
    const key = `${kind}|${sign}|${language}|${period.key}`;
    const at = now().getTime();
    const kept = computedReadings.get(key, at);
    if (kept) return kept.value;
    const { horoscope, basis } = readFromSky(
      skies.skyOf(kind, period),
      zodiacSignNames.indexOf(sign) + 1,
      language,
    );
    const value: HoroscopeResult = {
      horoscope: {
        date_range: getZodiacSign(sign).dateRange.text[language],
        current_date: currentDateOf(kind, period, language),
        ...horoscope,
        description: withKindRules(horoscope.description, kind, language),
      },
      basis,
      source: 'computed',
    };
    // Kept until the period ends, and at least a day (a day's reading asked for tomorrow).
    computedReadings.set(
      key,
      { expiresAt: Math.max(period.end.getTime(), at + 86_400_000), value },
      at,
    );
    return value;
  }

  /** The upstream words with the computed basis, and the kind rules' computed sentence. */
  function merged(answer: UpstreamAnswer, kind: HoroscopeKind, computed: HoroscopeResult) {
    let byComputed = mergedReadings.get(answer);
    if (!byComputed) {
      byComputed = new WeakMap();
      mergedReadings.set(answer, byComputed);
    }
    const kept = byComputed.get(computed);
    if (kept) return kept;
    const extra = computed.basis.reasons.find((reason) =>
      kind === 'weekly-love'
        ? reason.area === 'love'
        : computed.basis.transits[reason.transit ?? -1]?.planet === 'jupiter',
    )?.text;
    const value: HoroscopeResult = {
      horoscope: {
        ...answer.horoscope,
        description: withKindRules(answer.horoscope.description, kind, 'en', extra),
        ...(kind === 'yearly' ? { current_date: computed.horoscope.current_date } : {}),
      },
      basis: computed.basis,
      source: 'upstream',
    };
    byComputed.set(computed, value);
    return value;
  }

  async function fetchUpstream(
    upstreamUrl: string,
    kind: HoroscopeKind,
    sign: ZodiacSignName,
  ): Promise<HoroscopeReading | undefined> {
    const url = new URL(upstreamUrl);
    url.searchParams.set('sign', sign);
    url.searchParams.set('day', horoscopeUpstreamDay[kind]);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        // The configured address answers itself: a redirect could lead anywhere.
        redirect: 'error',
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`upstream answered HTTP ${response.status}`);
      }
      const body = await textOfAtMost(response, maxUpstreamBytes);
      return upstreamReadingSchema.parse(JSON.parse(body));
    } catch (error) {
      options.log.warn(
        { err: error, kind, sign },
        'horoscope service failed: serving the computed reading',
      );
      return undefined;
    }
  }

  /**
   * The reading another instance already got from upstream for this period, if any. Redis
   * failing is not the reader's problem: the upstream is asked directly then.
   */
  async function sharedReading(key: string): Promise<HoroscopeReading | undefined> {
    if (!options.redis || !redisUsable()) return undefined;
    try {
      const stored = await options.redis.get(key);
      return stored === null ? undefined : horoscopeReadingSchema.parse(JSON.parse(stored));
    } catch (error) {
      options.log.warn({ err: error, key }, 'shared horoscope cache not readable');
      return undefined;
    }
  }

  /**
   * Offers `reading` to the other instances; returns the one they will all serve, or undefined
   * when Redis cannot be asked now (the reading is then this instance's own for the moment).
   */
  async function shareReading(
    key: string,
    reading: HoroscopeReading,
    expiresAt: number,
  ): Promise<HoroscopeReading | undefined> {
    if (!options.redis) return reading;
    if (!redisUsable()) return undefined;
    try {
      const ttlMs = Math.max(1000, expiresAt - now().getTime());
      const stored = await options.redis.set(key, JSON.stringify(reading), 'PX', ttlMs, 'NX');
      // Another instance stored its answer first: serve that one, so every page agrees.
      return stored === 'OK' ? reading : ((await sharedReading(key)) ?? reading);
    } catch (error) {
      options.log.warn({ err: error, key }, 'shared horoscope cache not writable');
      return undefined;
    }
  }

  /** Offers a reading got while Redis was away, now that it is back (see above). */
  async function shareLater(
    key: string,
    entry: UpstreamEntry,
    kept: Promise<UpstreamAnswer | undefined>,
    expiresAt: number,
  ): Promise<UpstreamAnswer | undefined> {
    const answer = await kept;
    if (!answer) return answer;
    const agreed = await shareReading(key, answer.horoscope, expiresAt);
    if (agreed === undefined) entry.unshared = true;
    // The same object while it is the reading served (merged readings are kept per object).
    return agreed === undefined || agreed === answer.horoscope ? answer : { horoscope: agreed };
  }

  function upstreamResult(
    upstreamUrl: string,
    kind: HoroscopeKind,
    sign: ZodiacSignName,
    period: HoroscopePeriod,
  ): Promise<UpstreamAnswer | undefined> {
    const at = now();
    const key = `horoscope:${kind}:${sign}:${period.key}`;
    const cached = upstreamCache.get(key, at.getTime());
    if (cached) {
      const kept = cached.value;
      if (kept.unshared && redisUsable()) {
        kept.unshared = false;
        kept.result = shareLater(key, kept, kept.result, cached.expiresAt);
      }
      return kept.result;
    }

    const upstream: UpstreamEntry = { result: Promise.resolve(undefined), unshared: false };
    const result = (async (): Promise<UpstreamAnswer | undefined> => {
      const stored = await sharedReading(key);
      if (stored) return { horoscope: stored };
      const fetched = await fetchUpstream(upstreamUrl, kind, sign);
      if (!fetched) return undefined;
      const agreed = await shareReading(key, fetched, period.end.getTime());
      if (agreed === undefined) upstream.unshared = true;
      return { horoscope: agreed ?? fetched };
    })();
    upstream.result = result;
    const entry = { expiresAt: period.end.getTime(), value: upstream };
    upstreamCache.set(key, entry, at.getTime());
    void result.then((value) => {
      if (value === undefined) {
        entry.expiresAt = Math.min(entry.expiresAt, now().getTime() + retryAfterMs);
      }
    });
    return result;
  }

  return {
    async getHoroscope({ kind, sign, language, date }) {
      // A daily reading of another day: that day's noon in IST stands for it.
      const at = date ? new Date(`${date}T12:00:00+05:30`) : now();
      const period = horoscopePeriod(kind, at);
      let computed: HoroscopeResult;
      try {
        computed = computedResult(kind, sign, language, period);
      } catch (error) {
        options.log.error({ err: error, kind, sign, language }, 'horoscope reading failed');
        throw new HttpError(500, horoscopeMessages.failed());
      }
      if (options.upstreamUrl !== undefined && language === 'en' && date === undefined) {
        const answer = await upstreamResult(options.upstreamUrl, kind, sign, period);
        if (answer) return merged(answer, kind, computed);
      }
      return computed;
    },
  };
}
