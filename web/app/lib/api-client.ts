import { apiBasePath } from '@app/contract/api-base-path';
import type { z } from 'zod';
import { readStoredToken } from '~/lib/auth-storage';
import { currentLanguage } from '~/lib/language';

/**
 * How an API call failed, decided here once for every caller:
 * - `unreachable`: no reply from our server: the network failed, or something in front of it (a
 *   proxy, a load balancer) answered 5xx without the API's JSON. The request may not have been
 *   handled; the caller says so and offers to try again.
 * - `refused`: our server answered with its own `message` (a rule, a validation, not signed in,
 *   or its own failure): show that message.
 * - `unreadable`: a reply that is not the API's JSON, or whose JSON does not match the contract.
 */
export type ApiFailureKind = 'unreachable' | 'refused' | 'unreadable';

/** A failed API call: `message` is the server's message (or a generic one), `status` the code. */
export class ApiError extends Error {
  readonly kind: ApiFailureKind;

  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    kind?: ApiFailureKind,
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind ?? classifyFailure(status, body);
  }
}

function hasServerMessage(body: unknown): body is { message: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

function classifyFailure(status: number, body: unknown): ApiFailureKind {
  if (status === 0) return 'unreachable';
  if (hasServerMessage(body)) return 'refused';
  return status >= 500 ? 'unreachable' : 'unreadable';
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON, or a file (a Blob: sent as its bytes, with its type), such as an uploaded picture. */
  body?: unknown;
  /** Send the stored bearer token. */
  auth?: boolean;
  signal?: AbortSignal;
};

/**
 * Sends a request to the API with the page's language (the server writes its messages in it,
 * API.md "Language of replies") and, when asked, the stored token. No reply at all is an
 * `unreachable` ApiError; an aborted request rejects as the abort.
 */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { accept, 'accept-language': currentLanguage() };
  const file = options.body instanceof Blob ? options.body : undefined;
  if (options.body !== undefined) {
    headers['content-type'] = file ? file.type || 'application/octet-stream' : 'application/json';
  }
  if (options.auth) {
    const token = readStoredToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  try {
    return await fetch(`${apiBasePath}/${path.replace(/^\//, '')}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Network error', 0, null);
  }
}

/** The ApiError of a reply that is not a success, with the server's message when it sent one. */
function failureOf(response: Response, body: unknown): ApiError {
  const message = hasServerMessage(body) ? body.message : 'Something went wrong!';
  return new ApiError(message, response.status, body);
}

/**
 * The one way the web app talks to the server. Resolves with the reply parsed by its contract
 * schema when it says `success: true`; otherwise rejects with an ApiError carrying the server's
 * message and the kind of failure. A reply that does not match the schema is `unreadable`.
 *
 * The schema may still be loading (a promise of it, from a schema module imported on demand,
 * docs/decisions/010 and 046): the request leaves at once and only its reply waits for the
 * schema, so a page that reads something as it opens is not held back by zod's arrival.
 */
export async function apiRequest<Reply extends z.ZodType>(
  path: string,
  replySchema: Reply | Promise<Reply>,
  options: RequestOptions = {},
): Promise<z.output<Reply>> {
  const schema = Promise.resolve(replySchema);
  // A schema that fails to load after the request failed is not a second, unhandled failure.
  schema.catch(() => undefined);
  return requestReply(path, options, async (body) => (await schema).safeParse(body));
}

/**
 * `apiRequest` for a reply that a page reads on every visit, checked by a hand-written check
 * (contract/src/*-check.ts, kept in agreement with its schema by a test) so that the page does
 * not load zod (docs/decisions/010).
 */
export async function apiRequestChecked<Reply>(
  path: string,
  isReply: (body: unknown) => body is Reply,
  options: RequestOptions = {},
): Promise<Reply> {
  return requestReply<Reply>(path, options, (body) =>
    isReply(body) ? { success: true, data: body } : { success: false },
  );
}

type ReadReply<Data> = { success: true; data: Data } | { success: false };

async function requestReply<Data>(
  path: string,
  options: RequestOptions,
  read: (body: unknown) => ReadReply<Data> | Promise<ReadReply<Data>>,
): Promise<Data> {
  const response = await send(path, options, 'application/json');
  const body: unknown = await response.json().catch(() => null);
  const success =
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
  if (!response.ok || !success) throw failureOf(response, body);
  const reply = await read(body);
  if (!reply.success) {
    throw new ApiError('Something went wrong!', response.status, body, 'unreadable');
  }
  return reply.data;
}

/**
 * A file from the API (a report's PDF, a calendar invite): the same headers, token and failures
 * as `apiRequest`, but the reply is the file itself (of the type `accept` names), with the name
 * the server gives it (Content-Disposition).
 */
export async function apiDownload(
  path: string,
  options: Pick<RequestOptions, 'auth' | 'signal'> & { accept?: string } = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(path, options, options.accept ?? 'application/pdf');
  if (!response.ok) throw failureOf(response, await response.json().catch(() => null));
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}
