/** An error that already knows its HTTP answer. Thrown anywhere below a route; the router sends it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : typeof body.msg === 'string' ? body.msg : `HTTP ${status}`);
  }
}

/** PostgREST's error body: {code, message, details, hint}. */
export function pgrstError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): HttpError {
  return new HttpError(status, { code, message, details, hint });
}
