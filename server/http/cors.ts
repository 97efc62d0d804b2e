import type { IncomingMessage } from 'node:http';

const ALLOWED_HEADERS = [
  'authorization',
  'x-client-info',
  'apikey',
  'content-type',
  'prefer',
  'range',
  'accept',
  'accept-profile',
  'content-profile',
  'x-supabase-api-version',
  'x-retry-count',
  'x-upsert',
  'cache-control',
  'if-none-match',
];

/**
 * The CORS headers Supabase's gateway adds, but only for the app's own origins: a page from any
 * other origin open in the same browser gets no Access-Control-Allow-Origin, so it cannot read
 * what the backend answers. Requests without an Origin (supabase-js on Node, curl) need none.
 */
export function corsHeaders(allowedOrigins: readonly string[], req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || !allowedOrigins.includes(origin)) return { Vary: 'Origin' };
  const requested = req.headers['access-control-request-headers'];
  const allow = new Set(ALLOWED_HEADERS);
  if (typeof requested === 'string')
    for (const h of requested.split(',')) if (h.trim()) allow.add(h.trim().toLowerCase());
  return {
    'Access-Control-Allow-Origin': origin,
    Vary: 'Origin',
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': [...allow].join(', '),
    'Access-Control-Expose-Headers':
      'Content-Range, Range, Content-Location, Location, X-Supabase-Api-Version, Preference-Applied',
    'Access-Control-Max-Age': '3600',
  };
}
