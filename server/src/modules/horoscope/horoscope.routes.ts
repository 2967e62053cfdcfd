import { horoscopeKinds, isHoroscopeKind, maxDailyReadingDays } from '@app/contract/horoscope';
import { horoscopeQuerySchema, horoscopeReplySchema } from '@app/contract/horoscope-reply';
import { istWallClock } from '@app/contract/india-time';
import type { Language } from '@app/contract/site';
import { isZodiacSignName, zodiacSignNames } from '@app/contract/zodiac';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { invalidRequest } from '../../lib/validation-messages.ts';
import { horoscopeMessages } from './horoscope.messages.ts';
import type { HoroscopeResult, HoroscopeService } from './horoscope.service.ts';

/** Replies may be cached briefly by browsers and proxies; readings change once a day at most. */
const cacheControl = 'public, max-age=300';

/**
 * `GET /horoscope/{kind}/{sign}?lang=en|hi&date=` (shared/API.md "Horoscopes"). An unknown kind or
 * sign is a 404; `date` (a daily reading's day, up to a week away) another day's reading. The readings come from `service`, the one the sign pages are completed from.
 */
export const horoscopeRoutes: FastifyPluginAsyncZod<{
  service: HoroscopeService;
  /** The clock deciding which days a daily reading may be asked for (tests move it). */
  now?: () => Date;
}> = async (app, { service, now = () => new Date() }) => {
  // The service hands out one result object per reading and period: each is checked against
  // the reply schema and serialised once, then sent as the same bytes (a Buffer, whose length
  // Fastify need not count again for every reply).
  const replies = new WeakMap<HoroscopeResult, Buffer>();
  const replyOf = (result: HoroscopeResult) => {
    let body = replies.get(result);
    if (body === undefined) {
      body = Buffer.from(JSON.stringify(horoscopeReplySchema.parse({ success: true, ...result })));
      replies.set(result, body);
    }
    return body;
  };

  app.get(
    '/:kind/:sign',
    {
      // No schemas: replies are checked once and serialised by replyOf; the path's kind and
      // sign (an unknown one is a 404) and the query's language are checked by the handler.
      // Every horoscope page view asks for its reading, the same for every visitor: like the
      // page itself, it is not logged one by one (errors still are; docs/decisions/015).
      config: { logRequests: false },
    },
    async (request, reply) => {
      const { kind, sign } = request.params as { kind: string; sign: string };
      if (!isHoroscopeKind(kind)) {
        throw new HttpError(
          404,
          horoscopeMessages.unknownKind({ kinds: horoscopeKinds.join(', ') }),
        );
      }
      if (!isZodiacSignName(sign)) {
        throw new HttpError(
          404,
          horoscopeMessages.unknownSign({ signs: zodiacSignNames.join(', ') }),
        );
      }
      const language = languageOf(request.query);
      const date = dailyDateOf(kind, request.query, now());
      const result = await service.getHoroscope({ kind, sign, language, date });
      return reply
        .header('cache-control', cacheControl)
        .type('application/json; charset=utf-8')
        .send(replyOf(result));
    },
  );
};

/**
 * `?date=` of a daily reading: a day within a week of today (IST), undefined for today or when
 * absent. For other kinds, or out of range, a 400 naming the field.
 */
function dailyDateOf(kind: string, query: unknown, at: Date): string | undefined {
  const date = (query as { date?: unknown }).date;
  if (date === undefined) return undefined;
  const parsed = horoscopeQuerySchema.safeParse(query);
  if (!parsed.success) throw invalidRequest(parsed.error.issues, query);
  const day = Date.parse(`${date}T00:00:00+05:30`);
  const today = Date.parse(`${istWallClock(at).toISOString().slice(0, 10)}T00:00:00+05:30`);
  const days = Math.round((day - today) / 86_400_000);
  if (kind !== 'daily' || Number.isNaN(day) || Math.abs(days) > maxDailyReadingDays) {
    throw HttpError.invalidField(
      'date',
      horoscopeMessages.dateOutOfRange({ days: maxDailyReadingDays }),
    );
  }
  return days === 0 ? undefined : String(date);
}

/**
 * `?lang=`: `en` (also when absent) or `hi`. Anything else gets the query schema's 400, in the
 * reader's language. Checked here rather than by a route schema: every horoscope page view asks
 * this route, and Fastify's schema validation was a few percent of its reply's cost.
 */
function languageOf(query: unknown): Language {
  const lang = (query as { lang?: unknown }).lang;
  if (lang === undefined || lang === 'en') return 'en';
  if (lang === 'hi') return 'hi';
  const parsed = horoscopeQuerySchema.safeParse(query);
  if (parsed.success) return parsed.data.lang;
  throw invalidRequest(parsed.error.issues, query);
}
