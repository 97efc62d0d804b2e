import { pgrstError } from '../http/errors.ts';

/*
 * Limits that keep one request from stopping everyone: the database runs one statement at a time (in its
 * own thread, server/db/database-thread.ts), so while one runs no other request's work is done. Each limit refuses with a 400 whose
 * message says what was refused (code 54000, SQLSTATE program_limit_exceeded).
 */

/** Rows one POST may insert. */
export const MAX_WRITE_ROWS = 1000;
/** Embedded resources inside embedded resources: `a(b(c))` is depth 2. */
export const MAX_EMBED_DEPTH = 6;
/** Embedded resources in one select, at every depth together. */
export const MAX_EMBEDS = 40;
/** Parentheses inside one `or=` / `and=` filter: `(a.eq.1,or(b.eq.2,c.eq.3))` is depth 2. */
export const MAX_FILTER_DEPTH = 10;
/** Arrays and objects inside each other in a JSON body. */
export const MAX_JSON_DEPTH = 64;
/**
 * Rows in one response, embedded rows included (Supabase caps rows per request with max-rows; an
 * embed can multiply rows far beyond what the top level shows, so every level is counted).
 */
export const MAX_RESPONSE_ROWS = 10_000;

export const LIMIT_CODE = '54000';

export function limitExceeded(message: string, hint: string | null = null) {
  return pgrstError(400, LIMIT_CODE, message, null, hint);
}

/**
 * The deepest nesting of brackets in `text`, outside double-quoted strings, in one pass.
 * `open`/`close` are the bracket characters: '(' ')' for filters, '[{' ']}' for JSON.
 */
export function nestingDepth(text: string, open: string, close: string): number {
  let depth = 0;
  let max = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (open.includes(c)) max = Math.max(max, ++depth);
    else if (close.includes(c)) depth--;
  }
  return max;
}
