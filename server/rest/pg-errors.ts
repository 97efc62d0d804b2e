import { HttpError } from '../http/errors.ts';
import type { ApiRole } from '../config.ts';
import { LIMIT_CODE } from './limits.ts';
import { isPgError } from '../db/pg-error.ts';

/** PostgREST's mapping from SQLSTATE to HTTP status. */
export function statusFor(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2)); // PostgREST: SQLSTATE PTxyz answers HTTP xyz
  if (code === LIMIT_CODE) return 400; // this backend's own limits (row-budget.ts): the request asked too much
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '42P17') return 500;
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (cls === '28' || cls === '0L' || cls === '0P') return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls))
    return 500;
  return 400;
}

/** Turns a database error into PostgREST's answer; other errors pass through unchanged. */
export function toHttpError(error: unknown, role: ApiRole): unknown {
  if (error instanceof HttpError || !isPgError(error)) return error;
  if (error.code === '26000') {
    // rest/v1 only runs the unnamed statement: PGlite reports it missing when preparing it failed
    // (an oversized statement runs the WASM heap out of memory), so the real cause is this.
    return new HttpError(400, {
      code: LIMIT_CODE,
      message: 'Request refused: the database could not prepare the statement it needs (too large or too complex)',
      details: error.message,
      hint: 'Select fewer embedded resources or use simpler filters',
    });
  }
  return new HttpError(statusFor(error.code, role), {
    code: error.code,
    message: error.message,
    details: error.detail ?? null,
    hint: error.hint ?? null,
  });
}
