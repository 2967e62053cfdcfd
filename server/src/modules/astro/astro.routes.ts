import {
  birthBodySchema,
  chartReplySchema,
  matchBodySchema,
  matchReplySchema,
  panchangQuerySchema,
  panchangReplySchema,
} from '@app/contract/astro';
import {
  type CalendarQuery,
  calendarQuerySchema,
  type FestivalsQuery,
  festivalsQuerySchema,
} from '@app/contract/calendar';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chartOf, matchOf, panchangOf } from './astro.service.ts';
import {
  type CalendarService,
  calendarPlaceOf,
  createCalendarService,
} from './calendar.service.ts';

/** Each call computes for some milliseconds: generous for a person, tight for a scraper. */
const rateLimit = { max: 60, timeWindow: '1 minute' };

/** The calendar and the festivals never change: browsers and proxies may keep them a day. */
const calendarCacheControl = 'public, max-age=86400';

/**
 * The limit of the calendar calls: as the other calls', but only computing counts. An answer
 * kept in memory (`isKept`: the same question asked before, by anyone) is sent without counting;
 * checked after the query's validation (`preHandler`), so `request.query` is the parsed query.
 */
function computingRateLimit<Query>(isKept: (query: Query, request: FastifyRequest) => boolean) {
  return {
    ...rateLimit,
    hook: 'preHandler' as const,
    allowList: (request: FastifyRequest) => {
      try {
        return isKept(request.query as Query, request);
      } catch {
        return false; // an unknown zone: the handler refuses it
      }
    },
  };
}

/**
 * `POST /astro/chart`, `POST /astro/match`, `GET /astro/panchang` (shared/API.md "Astrology"),
 * computed on each request, never stored; `GET /astro/calendar` and `GET /astro/festivals`
 * ("Calendar and muhurat"), computed once per place and kept in memory (calendar.service.ts).
 */
export const astroRoutes: FastifyPluginAsyncZod<{ calendar?: CalendarService }> = async (
  app,
  options,
) => {
  const calendar = options.calendar ?? createCalendarService();
  app.post(
    '/chart',
    {
      config: { rateLimit },
      schema: { body: birthBodySchema, response: { 200: chartReplySchema } },
    },
    async (request) => ({ success: true as const, chart: chartOf(request.body) }),
  );

  app.post(
    '/match',
    {
      config: { rateLimit },
      schema: { body: matchBodySchema, response: { 200: matchReplySchema } },
    },
    async (request) => ({
      success: true as const,
      match: matchOf(request.body.boy, request.body.girl),
    }),
  );

  app.get(
    '/panchang',
    {
      config: { rateLimit },
      schema: { querystring: panchangQuerySchema, response: { 200: panchangReplySchema } },
    },
    async (request, reply) => {
      // The same day at the same place is the same panchang: let browsers keep it an hour.
      reply.header('cache-control', 'public, max-age=3600');
      return { success: true as const, panchang: panchangOf(request.query) };
    },
  );

  // No reply schemas in the route: each reply is checked against its schema (contract
  // calendar.ts) and serialised once when computed, then sent as the same bytes.
  app.get(
    '/calendar',
    {
      config: {
        // The same answer for everyone at a place, from memory: like the pages and the readings,
        // not logged one by one (errors still are; docs/decisions/015).
        logRequests: false,
        rateLimit: computingRateLimit((query: CalendarQuery) =>
          calendar.hasReply(
            calendar.keys.calendar(query.year, query.month, calendarPlaceOf(query)),
          ),
        ),
      },
      schema: { querystring: calendarQuerySchema },
    },
    async (request, reply) => {
      const { year, month } = request.query;
      return reply
        .header('cache-control', calendarCacheControl)
        .type('application/json; charset=utf-8')
        .send(calendar.calendarReply(year, month, calendarPlaceOf(request.query)));
    },
  );

  app.get(
    '/festivals',
    {
      config: {
        logRequests: false, // as the calendar
        rateLimit: computingRateLimit((query: FestivalsQuery, request) =>
          calendar.hasReply(
            calendar.keys.festivals(query.year, calendarPlaceOf(query), request.language),
          ),
        ),
      },
      schema: { querystring: festivalsQuerySchema },
    },
    async (request, reply) => {
      // Each festival's rule is written in the request's language.
      return reply
        .header('cache-control', calendarCacheControl)
        .header('vary', 'Accept-Language')
        .type('application/json; charset=utf-8')
        .send(
          calendar.festivalsReply(
            request.query.year,
            calendarPlaceOf(request.query),
            request.language,
          ),
        );
    },
  );
};
