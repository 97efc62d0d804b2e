import type { IncomingMessage } from 'node:http';
import { pgrstError } from '../http/errors.ts';

/** How an answer is written, from the request's Accept header. */
export interface Media {
  /** text/csv: the rows as CSV (reads only). */
  csv: boolean;
  /** application/vnd.pgrst.object+json: one object, not an array. */
  single: boolean;
  /** `nulls=stripped` on a vnd.pgrst type: keys whose value is null are left out. */
  stripNulls: boolean;
}

const JSON_TYPES = new Set(['application/json', 'application/*', '*/*', 'application/vnd.pgrst.array+json']);
const SINGLE_TYPES = new Set(['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object']);

/**
 * The first media type of Accept this backend writes. Others (the execution plan, GeoJSON, XML...)
 * are refused as PostgREST refuses a media type it cannot produce (406, PGRST107), never answered
 * with something else.
 */
export function negotiate(req: IncomingMessage): Media {
  const accept = req.headers.accept;
  if (typeof accept !== 'string' || accept.trim() === '') return { csv: false, single: false, stripNulls: false };
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (JSON_TYPES.has(type)) return { csv: false, single: false, stripNulls };
    if (SINGLE_TYPES.has(type)) return { csv: false, single: true, stripNulls };
    if (type === 'text/csv') return { csv: true, single: false, stripNulls: false };
  }
  throw pgrstError(406, 'PGRST107', `None of these media types are available: ${accept}`, null, null);
}

/** Leaves out, at every level, the keys of JSON objects whose value is null (json_strip_nulls). */
export function stripNulls(json: string): string {
  return JSON.stringify(JSON.parse(json, (_key, value: unknown) => (value === null ? undefined : value)));
}
