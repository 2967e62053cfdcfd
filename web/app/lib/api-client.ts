import { apiBasePath } from '@app/contract/api-base-path';
import { readStoredToken } from '~/lib/auth-storage';

/** A failed API call: `message` is the server's message (or a generic one), `status` the code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the stored bearer token. */
  auth?: boolean;
  signal?: AbortSignal;
};

/**
 * The one way the web app talks to the server. Resolves with the parsed body when the reply
 * says `success: true`; otherwise rejects with an ApiError carrying the server's message.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.auth) {
    const token = readStoredToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(`${apiBasePath}/${path.replace(/^\//, '')}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Network error', 0, null);
  }
  const body: unknown = await response.json().catch(() => null);
  const success =
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
  if (!response.ok || !success) {
    const message =
      typeof body === 'object' &&
      body !== null &&
      typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : 'Something went wrong!';
    throw new ApiError(message, response.status, body);
  }
  return body as T;
}
