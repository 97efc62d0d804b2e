import type { IncomingMessage } from 'node:http';

const ALLOWED_HEADERS = [
  'authorization', 'x-client-info', 'apikey', 'content-type', 'prefer', 'range', 'accept', 'accept-profile',
  'content-profile', 'x-supabase-api-version', 'x-retry-count', 'x-upsert', 'cache-control', 'if-none-match',
];

/** The CORS headers Supabase's gateway adds to every answer. */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const requested = req.headers['access-control-request-headers'];
  const allow = new Set(ALLOWED_HEADERS);
  if (typeof requested === 'string') for (const h of requested.split(',')) if (h.trim()) allow.add(h.trim().toLowerCase());
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': [...allow].join(', '),
    'Access-Control-Expose-Headers': 'Content-Range, Range, Content-Location, Location, X-Supabase-Api-Version, Preference-Applied',
    'Access-Control-Max-Age': '3600',
  };
}
