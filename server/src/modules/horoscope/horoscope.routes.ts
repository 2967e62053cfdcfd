import {
  horoscopeKinds,
  horoscopeQuerySchema,
  horoscopeReplySchema,
  isHoroscopeKind,
} from '@app/contract/horoscope';
import { isZodiacSignName, zodiacSignNames } from '@app/contract/zodiac';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { createHoroscopeService, type HoroscopeService } from './horoscope.service.ts';

/** Replies may be cached briefly by browsers and proxies; readings change once a week or year. */
const cacheControl = 'public, max-age=300';

const paramsSchema = z.object({ kind: z.string().max(100), sign: z.string().max(100) });

/**
 * `GET /horoscope/{kind}/{sign}?lang=en|hi` (shared/API.md "Horoscopes"). An unknown kind or
 * sign is a 404. Pass `service` to replace the one built from `upstreamUrl` (tests).
 */
export const horoscopeRoutes: FastifyPluginAsyncZod<{
  upstreamUrl?: string | undefined;
  service?: HoroscopeService;
}> = async (app, options) => {
  const service =
    options.service ??
    createHoroscopeService({
      upstreamUrl: options.upstreamUrl,
      log: app.log.child({ component: 'horoscope' }),
    });

  app.get(
    '/:kind/:sign',
    {
      schema: {
        params: paramsSchema,
        querystring: horoscopeQuerySchema,
        response: { 200: horoscopeReplySchema },
      },
    },
    async (request, reply) => {
      const { kind, sign } = request.params;
      if (!isHoroscopeKind(kind)) {
        throw new HttpError(
          404,
          `Unknown horoscope kind. Use one of: ${horoscopeKinds.join(', ')}.`,
        );
      }
      if (!isZodiacSignName(sign)) {
        throw new HttpError(404, `Unknown zodiac sign. Use one of: ${zodiacSignNames.join(', ')}.`);
      }
      const result = await service.getHoroscope({ kind, sign, language: request.query.lang });
      reply.header('cache-control', cacheControl);
      return { success: true as const, ...result };
    },
  );
};
