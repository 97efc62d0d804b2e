import { DatabaseRefusal } from '../db/errors.ts';
import { HttpError } from './errors.ts';

/** The HTTP status of each refusal, as PostgREST answers it (57014 is its 500; a pool timeout its 504). */
const STATUS: Record<string, number> = { '57014': 500, PGRST000: 503, PGRST003: 504, '53100': 503 };

/**
 * The answer to work the database did not do, in the shape of the API that was called: GoTrue's
 * {code, error_code, msg} under /auth/v1, PostgREST's {code, message, details, hint} elsewhere.
 */
export function databaseRefusalAnswer(error: unknown, pathname: string): HttpError | undefined {
  if (!(error instanceof DatabaseRefusal)) return undefined;
  const status = STATUS[error.code] ?? 503;
  if (pathname === '/auth/v1' || pathname.startsWith('/auth/v1/')) {
    const timedOut = error.code === '57014' || error.code === 'PGRST003';
    return new HttpError(timedOut ? 504 : 503, {
      code: timedOut ? 504 : 503,
      error_code: timedOut ? 'request_timeout' : 'unexpected_failure',
      msg: error.message,
    });
  }
  return new HttpError(status, { code: error.code, message: error.message, details: error.detail ?? null, hint: null });
}
