/**
 * The PostgreSQL error behind a failed query, if any. Drizzle wraps the driver's error (pg's or
 * PGlite's; both carry the SQLSTATE `code`) in a DrizzleQueryError whose message lists every bind
 * parameter, so neither that message nor the driver's `detail` may be logged or shown.
 */
export function databaseErrorOf(error: unknown): { code: string; message: string } | undefined {
  let current = error;
  for (let depth = 0; current && depth < 3; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, message: String(candidate.message ?? '') };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** Whether `error` is a failed query (Drizzle's wrapper, which carries `query` and `params`). */
export function isFailedQuery(error: unknown): error is Error & { query: string } {
  return error instanceof Error && typeof (error as { query?: unknown }).query === 'string';
}
