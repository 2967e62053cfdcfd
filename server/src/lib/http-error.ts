import type { Message } from './messages.ts';

/** A field that is wrong, as 400 replies list them (`message` in each language). */
export type FieldError = { path: string; message: Message };

/**
 * A failure with a status code and a message meant for the client, in every language (from a
 * table of lib/messages.ts). Services throw these; the error handler answers
 * `{success:false, message}` in the request's language. Anything else thrown is an unexpected
 * error and answered with a generic 500. `message` (Error's) is the English text, for logs.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly text: Message,
    /** Extra reply headers, e.g. `retry-after`. */
    readonly headers: Record<string, string> = {},
    /** Which fields were wrong, as validation failures list them (400 only). */
    readonly errors?: FieldError[],
    /**
     * More of the reply, the same in every language (a 409 for a taken slot offers the next free
     * ones as `slots`).
     */
    readonly details?: Record<string, unknown>,
  ) {
    super(text.en);
  }

  /** A 400 naming the one field that is wrong. */
  static invalidField(path: string, message: Message): HttpError {
    return new HttpError(400, message, {}, [{ path, message }]);
  }
}
