import { placesQuerySchema, placesReplySchema } from '@app/contract/astro';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Gazetteer, sharedGazetteer } from './gazetteer.ts';

/**
 * `GET /places?q=&limit=` (shared/API.md "Astrology"): places whose names start with `q`, best
 * first, from the offline gazetteer (indexed on the first search). Pass `gazetteer` to use
 * another.
 */
export const placesRoutes: FastifyPluginAsyncZod<{ gazetteer?: Gazetteer }> = async (
  app,
  options,
) => {
  const gazetteer = () => options.gazetteer ?? sharedGazetteer();
  app.get(
    '/',
    {
      // A search box asks on every keystroke or two.
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: { querystring: placesQuerySchema, response: { 200: placesReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return {
        success: true as const,
        places: gazetteer().search(request.query.q, request.query.limit),
      };
    },
  );
};
