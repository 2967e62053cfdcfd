import {
  defaultFestivalPlace,
  festivalFeedParamsSchema,
  festivalFeedQuerySchema,
} from '@app/contract/calendar';
import type { Language } from '@app/contract/site';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { invalidRequest } from '../../lib/validation-messages.ts';
import {
  type CalendarPlace,
  type CalendarService,
  calendarPlaceOf,
} from '../astro/calendar.service.ts';
import { festivalFeed } from './festival-feed.ts';

/** A calendar app fetches the feed about daily; the festivals of a year never change. */
const cacheControl = 'public, max-age=86400';

type Feed = {
  year: number;
  place: CalendarPlace;
  query: z.infer<typeof festivalFeedQuerySchema>;
  /** Where the answer is kept (calendar.service.ts). */
  key: string;
};

/**
 * `GET /festivals/{yyyy}.ics?lat=&lon=&zone=&city=&lang=hi` (and HEAD): a year's festivals as a
 * calendar to subscribe to (festival-feed.ts), at a place (New Delhi unless lat, lon and zone are
 * all given), its texts in English or, with `lang=hi`, Hindi. A site path, not under /api: it is
 * a route of its own, so the web app's pages (a catch-all route) never answer it. Its answers
 * are plain text, as a calendar app shows them: a year outside 1900-2100 or a wrong place is a
 * 400 saying what is wrong, in the language asked (`lang`, else Accept-Language).
 */
export const festivalFeedRoutes: FastifyPluginAsync<{
  calendar: CalendarService;
  /** The clock of DTSTAMP (tests may fix it). */
  now?: () => Date;
}> = async (app, { calendar, now = () => new Date() }) => {
  /** The feed asked for, or the 400 saying why there is none (read once per request). */
  const feeds = new WeakMap<FastifyRequest, Feed | HttpError>();
  const feedOf = (request: FastifyRequest): Feed => {
    let feed = feeds.get(request);
    if (feed === undefined) {
      try {
        feed = readFeed(request);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        feed = error;
      }
      feeds.set(request, feed);
    }
    if (feed instanceof HttpError) throw feed;
    return feed;
  };
  const readFeed = (request: FastifyRequest): Feed => {
    const params = festivalFeedParamsSchema.safeParse(request.params);
    const query = festivalFeedQuerySchema.safeParse(request.query);
    if (!params.success || !query.success) {
      throw invalidRequest(
        [...(params.error?.issues ?? []), ...(query.error?.issues ?? [])],
        { ...(request.query as object), ...(request.params as object) },
        { listFields: false },
      );
    }
    const { lat, lon, zone } = query.data;
    const place = calendarPlaceOf(
      lat !== undefined && lon !== undefined && zone !== undefined
        ? { lat, lon, zone }
        : defaultFestivalPlace,
    );
    const { year } = params.data;
    const { lang, city = '' } = query.data;
    return {
      year,
      place,
      query: query.data,
      key: `feed|${year}|${lang}|${place.lat}|${place.lon}|${place.zone}|${city}`,
    };
  };

  app.get(
    '/festivals/:year(^\\d+).ics',
    {
      config: {
        // Fetched by calendar apps about daily, the same feed for everyone at a place: not logged
        // one by one, as the pages (errors still are; docs/decisions/015).
        logRequests: false,
        // As the other astrology calls, but only computing counts: a feed kept in memory (the
        // same year, place, city and language asked before) is sent without counting.
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          allowList: (request: FastifyRequest) => {
            try {
              return calendar.hasReply(feedOf(request).key);
            } catch {
              return true; // refused by the handler at once, computing nothing
            }
          },
        },
      },
    },
    async (request, reply) => {
      let feed: Feed;
      try {
        feed = feedOf(request);
      } catch (error) {
        if (error instanceof HttpError) return refuse(request, reply, error);
        throw error;
      }
      const { year, place, query } = feed;
      let body: Buffer;
      try {
        body = calendar.reply(feed.key, () =>
          Buffer.from(
            festivalFeed(calendar.festivalYear(year, place), {
              language: query.lang,
              placeName:
                query.city ??
                (query.lat === undefined
                  ? defaultFestivalPlace.city[query.lang]
                  : coordinatesOf(place)),
              stamp: now(),
            }),
          ),
        );
      } catch (error) {
        if (error instanceof HttpError) return refuse(request, reply, error);
        throw error;
      }
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `inline; filename="festivals-${year}.ics"`)
        .header('cache-control', cacheControl)
        .send(body);
    },
  );
};

/** `40.71°N 74.01°W`: a place without a name, by its coordinates as computed (rounded). */
function coordinatesOf(place: CalendarPlace): string {
  const degrees = (value: number, positive: string, negative: string) =>
    `${Math.abs(value)}°${value < 0 ? negative : positive}`;
  return `${degrees(place.lat, 'N', 'S')} ${degrees(place.lon, 'E', 'W')}`;
}

/** The language of the feed's refusals: `lang` when it names one of ours, else the header's. */
function languageOf(request: FastifyRequest): Language {
  const { lang } = request.query as { lang?: unknown };
  return lang === 'hi' || lang === 'en' ? lang : request.language;
}

/** A refusal as plain text, as a calendar app (or a person's browser) shows it. */
function refuse(request: FastifyRequest, reply: FastifyReply, error: HttpError) {
  return reply
    .code(error.statusCode)
    .type('text/plain; charset=utf-8')
    .header('vary', 'Accept-Language')
    .header('cache-control', 'no-store')
    .send(`${error.text[languageOf(request)]}\n`);
}
