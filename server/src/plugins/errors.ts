import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseErrorOf } from '../lib/database-error.ts';
import { HttpError } from '../lib/http-error.ts';

const clientErrorMessages: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON body.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Malformed JSON body.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
};

/**
 * One error shape for every reply: `{success:false, message, errors?}`. Validation failures list
 * each field; expected failures (HttpError, Fastify's own 4xx) keep their message; anything else
 * is logged with the request id and answered with a generic 500, never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // A field left out altogether: say so rather than zod's "expected string, received undefined".
        const message = issue.message ?? 'Invalid value.';
        const missing = issue.keyword === 'invalid_type' && message.endsWith('received undefined');
        if (missing && path === '') return { path, message: 'A JSON request body is required.' };
        return { path, message: missing ? `${path} is required.` : message };
      });
      return reply.code(400).send({
        success: false,
        message: errors.map((fieldError) => fieldError.message).join(' '),
        errors,
      });
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({
          success: false,
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
        });
    }
    const known = clientErrorMessages[error.code];
    if (known) return reply.code(known.status).send({ success: false, message: known.message });
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ success: false, message: error.message });
    }
    // PostgreSQL class 22 (data exception: a NUL byte, a value out of range...) can only come from
    // the request's data: a 400, as a backstop behind the schemas, never a 500.
    if (databaseErrorOf(error)?.code.startsWith('22')) {
      request.log.warn({ err: error }, 'request data the database refused');
      return reply.code(400).send({
        success: false,
        message: 'Some of the data sent cannot be stored. Check it for unusual characters.',
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({
      success: false,
      message: 'Something went wrong on our side. Please try again later.',
    });
  });
}
