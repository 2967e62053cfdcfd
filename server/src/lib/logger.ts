import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

type DestinationStream = { write(line: string): void };

/**
 * JSON logs (pino) with the request id on every line of a request. Secrets are redacted
 * wherever they appear in a logged object; request and reply bodies are never logged.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): NonNullable<FastifyServerOptions['logger']> {
  const secretKeys = ['password', 'token', 'passwordHash', 'jwtSecret', 'authorization'];
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...secretKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
      ],
      censor: '[redacted]',
    },
    ...(stream ? { stream } : {}),
  };
}

const acceptableRequestId = /^[\w.:-]{1,128}$/;

/** The caller's `x-request-id` when it looks sane (so ids follow a request across services). */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && acceptableRequestId.test(header) ? header : randomUUID();
}
