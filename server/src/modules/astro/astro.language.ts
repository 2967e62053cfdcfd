import { BirthInputError } from '@app/astro/birth-moment';
import { astroRequestMessageInHindi } from '@app/contract/astro';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';

/**
 * The astrology calls answer a failure in the language of the request: Hindi when its
 * `Accept-Language` prefers Hindi to English, English otherwise.
 *
 * This is local to the astrology and places modules until the server chooses the language of
 * every message in one place; then `replyLanguage` gives way to that choice and
 * `answerFailuresInRequestLanguage` keeps only what is particular to these calls (the engine's
 * `BirthInputError` carries its message in both languages, and the request schemas' messages
 * have their Hindi in `astroRequestMessages` of the contract).
 */
export type ReplyLanguage = 'en' | 'hi';

/** `hi` when Accept-Language ranks Hindi above English (or names only Hindi), else `en`. */
export function replyLanguage(request: FastifyRequest): ReplyLanguage {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return 'en';
  let best: { language: ReplyLanguage; quality: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const language = tag.toLowerCase().split('-')[0];
    if (language !== 'hi' && language !== 'en') continue;
    const qualityParameter = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
    if (!(quality > 0)) continue;
    // The first of equal quality wins, as the header lists them in order of preference.
    if (!best || quality > best.quality) best = { language, quality };
  }
  return best?.language ?? 'en';
}

const jsonBodyMessagesInHindi: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'अनुरोध का JSON पढ़ा नहीं जा सका: उसे जाँच कर फिर भेजें।',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'अनुरोध का JSON पढ़ा नहीं जा सका: उसे जाँच कर फिर भेजें।',
};

/** Hindi for one validation failure of the request schemas. */
function validationMessageInHindi(path: string, message: string | undefined): string {
  const known = message === undefined ? undefined : astroRequestMessageInHindi(message);
  if (known) return known;
  if (message?.endsWith('received undefined')) {
    return path === '' ? 'अनुरोध के साथ JSON में विवरण भेजना ज़रूरी है।' : `${path} देना ज़रूरी है।`;
  }
  return `${path === '' ? 'अनुरोध' : path}: यह मान सही नहीं है।`;
}

/**
 * An error handler for the plugin it is registered in: the engine's impossible input becomes a
 * 400 naming the field, in the request's language; in Hindi, validation messages are put in
 * Hindi. Everything then goes on to the server's error handler, which shapes the reply.
 */
export function answerFailuresInRequestLanguage(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | BirthInputError, request) => {
    const language = replyLanguage(request);
    if (error instanceof BirthInputError) {
      throw HttpError.invalidField(error.field, error.messageIn(language));
    }
    if (language === 'hi') {
      if (hasZodFastifySchemaValidationErrors(error)) {
        for (const issue of error.validation) {
          const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          issue.message = validationMessageInHindi(path, issue.message);
        }
      }
      const jsonMessage = jsonBodyMessagesInHindi[error.code];
      if (jsonMessage) throw new HttpError(400, jsonMessage);
    }
    throw error;
  });
}
