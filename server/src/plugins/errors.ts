import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { commonMessages } from '../lib/common-messages.ts';
import { databaseErrorOf } from '../lib/database-error.ts';
import { HttpError } from '../lib/http-error.ts';
import type { Message } from '../lib/messages.ts';
import { invalidRequest } from '../lib/validation-messages.ts';

const clientErrors: Record<string, { status: number; message: () => Message }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: commonMessages.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: commonMessages.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: commonMessages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: commonMessages.jsonOnly },
};

/** What a request part looked like when it failed validation (to tell a missing field). */
function validatedInput(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return undefined;
}

/** The reply's text depends on `Accept-Language`: caches must keep one copy per language. */
function varyByLanguage(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Accept-Language');
  else if (!/accept-language/i.test(String(vary))) reply.header('vary', `${vary}, Accept-Language`);
}

/**
 * One error shape for every reply: `{success:false, message, errors?}`, in the request's
 * language (docs/decisions/025). Validation failures list each field; expected failures
 * (HttpError, Fastify's own 4xx) keep their message; anything else is logged with the request
 * id and answered with a generic 500, never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((caught: FastifyError, request, reply) => {
    const { language } = request;
    varyByLanguage(reply);
    let error: FastifyError | HttpError = caught;
    if (hasZodFastifySchemaValidationErrors(caught)) {
      const issues = caught.validation.map((failure) => ({
        ...failure.params,
        code: failure.keyword,
        path: failure.instancePath
          .split('/')
          .slice(1)
          .filter((key) => key !== ''),
        message: failure.message ?? '',
      }));
      error = invalidRequest(issues, validatedInput(request, caught.validationContext));
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({
          ...error.details,
          success: false,
          message: error.text[language],
          ...(error.errors
            ? {
                errors: error.errors.map((fieldError) => ({
                  path: fieldError.path,
                  message: fieldError.message[language],
                })),
              }
            : {}),
        });
    }
    const known = clientErrors[error.code];
    if (known) {
      return reply.code(known.status).send({ success: false, message: known.message()[language] });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals: its English names the problem precisely; Hindi says it plainly.
      const message = { ...commonMessages.requestRefused(), en: error.message };
      return reply.code(error.statusCode).send({ success: false, message: message[language] });
    }
    // PostgreSQL class 22 (data exception: a NUL byte, a value out of range...) can only come from
    // the request's data: a 400, as a backstop behind the schemas, never a 500.
    if (databaseErrorOf(error)?.code.startsWith('22')) {
      request.log.warn({ err: error }, 'request data the database refused');
      return reply
        .code(400)
        .send({ success: false, message: commonMessages.unstorableData()[language] });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ success: false, message: commonMessages.unexpected()[language] });
  });
}
