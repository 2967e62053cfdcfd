import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { databaseErrorOf, isFailedQuery } from './database-error.ts';

type DestinationStream = { write(line: string): void };

/**
 * Keys never written to a log: secrets, and the birth details of a bought report (personal data;
 * no code logs them, and this keeps it so if an object holding them is ever logged).
 */
const secretKeys = new Set([
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'passwordHash',
  'jwtSecret',
  'authorization',
  'cookie',
  'set-cookie',
  'people',
  'birth',
]);
const censored = '[redacted]';

/**
 * JSON logs (pino) with the request id on every line of a request. Secrets are redacted
 * wherever they appear in a logged object; request and reply bodies are never logged.
 *
 * Secret keys are censored by `censorSecrets` rather than by pino's redaction: wildcard paths
 * (`*.password`, `*.*.password`) cost about 100 µs per request, more than the rest of a health
 * check, and even fixed paths (`req.headers.cookie`) cost a tenth of a cached horoscope reply on
 * each of a request's two lines, for headers that Fastify's request serializer never writes.
 * A header object logged by hand has its `authorization`, `cookie` and `set-cookie` censored.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    formatters: { log: (object) => censorSecrets(object, 2) },
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}

/**
 * `object` with the value of every secret key replaced, in it and in the plain objects it holds
 * down to `depth` levels (copies where something is replaced; the logged objects are not
 * changed). Class instances (requests, errors) are left to their serializers.
 */
function censorSecrets(object: Record<string, unknown>, depth: number) {
  let copy: Record<string, unknown> | undefined;
  for (const key in object) {
    const value = object[key];
    let replacement = value;
    if (secretKeys.has(key)) replacement = censored;
    else if (depth > 0 && isPlainObject(value)) replacement = censorSecrets(value, depth - 1);
    if (replacement !== value) {
      copy ??= { ...object };
      copy[key] = replacement;
    }
  }
  return copy ?? object;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * How a request is written on its log lines: Fastify's fields, with the path but never the query.
 * Queries carry what people type and where they are: a birthplace searched (`/places?q=`), the
 * coordinates of a panchang, an admin's search for a customer. Birth details are personal data
 * and are never logged (shared/API.md), so no query is.
 */
function serializeRequest(request: FastifyRequest) {
  const queryStart = request.url.indexOf('?');
  return {
    method: request.method,
    url: queryStart === -1 ? request.url : request.url.slice(0, queryStart),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * How every logged `err` is written: type, message, code and stack, and its cause's. A failed
 * query is written with its SQL and the database's code and message only: never its parameters
 * nor the database's `detail`, which hold what was being stored (password hashes, addresses).
 */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const database = databaseErrorOf(error);
  if (isFailedQuery(error) || (database && depth === 0)) {
    return {
      type: error.name,
      message: isFailedQuery(error) ? `Failed query: ${error.query}` : (database?.message ?? ''),
      ...(database ? { code: database.code, databaseMessage: database.message } : {}),
      // The first line of a stack repeats the message (with the parameters): keep the frames.
      stack: (error.stack ?? '')
        .split('\n')
        .filter((line) => line.startsWith('    at '))
        .join('\n'),
    };
  }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: error.message,
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    stack: error.stack ?? '',
    ...(error.cause !== undefined && depth < 2
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false`: the route's requests get no "incoming request" / "request completed" lines (pages,
     * files, health checks, horoscope readings: many per page view or poll, the same for every
     * visitor). Errors on it are still logged.
     */
    logRequests?: boolean;
  }
}

/**
 * Fastify's per-request log lines, left out for routes configured with `logRequests: false`.
 * (Rather than the route option `logLevel: 'warn'`, which made pino rebuild every log method of
 * each request's child logger: about 5 µs a request, on the most frequent requests.)
 */
class QuietRoutesLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (request.routeOptions.config.logRequests === false) return;
    super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (!error && request.routeOptions.config.logRequests === false) return;
    super.requestCompleted(error, request, reply);
  }
}

export const requestLogController = new QuietRoutesLogController();

const acceptableRequestId = /^[\w.:-]{1,128}$/;

/** The caller's `x-request-id` when it looks sane (so ids follow a request across services). */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && acceptableRequestId.test(header) ? header : randomUUID();
}
