import {
  birthBodySchema,
  chartReplySchema,
  matchBodySchema,
  matchReplySchema,
  panchangQuerySchema,
  panchangReplySchema,
} from '@app/contract/astro';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chartOf, matchOf, panchangOf } from './astro.service.ts';

/** Each call computes for some milliseconds: generous for a person, tight for a scraper. */
const rateLimit = { max: 60, timeWindow: '1 minute' };

/**
 * `POST /astro/chart`, `POST /astro/match`, `GET /astro/panchang` (shared/API.md "Astrology").
 * Computed on each request, never stored.
 */
export const astroRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
