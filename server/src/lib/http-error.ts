/**
 * A failure with a status code and a message meant for the client. Services throw these; the
 * error handler turns them into `{success:false, message}` replies. Anything else thrown is an
 * unexpected error and answered with a generic 500.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra reply headers, e.g. `retry-after`. */
    readonly headers: Record<string, string> = {},
    /** Which fields were wrong, as validation failures list them (400 only). */
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
  }

  /** A 400 naming the one field that is wrong. */
  static invalidField(path: string, message: string): HttpError {
    return new HttpError(400, message, {}, [{ path, message }]);
  }
}
