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
  /** application/vnd.pgrst.plan: the EXPLAIN of the query that would answer the `for` media type (explain.ts). */
  plan?: PlanMedia;
}

export type PlanOption = 'analyze' | 'verbose' | 'settings' | 'buffers' | 'wal';

export interface PlanMedia {
  format: 'json' | 'text';
  /** In PostgREST's order, which is EXPLAIN's. */
  options: PlanOption[];
  /** The Content-Type of the answer, as PostgREST writes it back. */
  mime: string;
}

const PLAN_OPTIONS: PlanOption[] = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];
const PLAN_TYPES: Record<string, PlanMedia['format']> = {
  'application/vnd.pgrst.plan': 'text',
  'application/vnd.pgrst.plan+text': 'text',
  'application/vnd.pgrst.plan+json': 'json',
};

const JSON_TYPES = new Set(['application/json', 'application/*', '*/*', 'application/vnd.pgrst.array+json']);
const SINGLE_TYPES = new Set(['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object']);

/** One media type this backend writes (not a plan), or undefined. */
function answerMedia(type: string, params: string[]): Media | undefined {
  const stripNulls = params.includes('nulls=stripped');
  if (JSON_TYPES.has(type)) return { csv: false, single: false, stripNulls };
  if (SINGLE_TYPES.has(type)) return { csv: false, single: true, stripNulls };
  if (type === 'text/csv') return { csv: true, single: false, stripNulls: false };
  return undefined;
}

function mimeOf(media: Media): string {
  if (media.csv) return 'text/csv';
  const base = media.single ? 'application/vnd.pgrst.object+json' : 'application/json';
  if (!media.stripNulls) return base;
  return media.single ? `${base};nulls=stripped` : 'application/vnd.pgrst.array+json;nulls=stripped';
}

/**
 * `application/vnd.pgrst.plan[+json|+text]; for="<media type>"; options=analyze|verbose|…`: the plan
 * of the query that would answer `for` (application/json when absent), if that is a type this
 * backend writes.
 */
function planMedia(format: PlanMedia['format'], range: string): Media | undefined {
  // Parameter values may be quoted, and a quoted `for` may hold a `;` of its own.
  const params = new Map<string, string>();
  for (const m of range.matchAll(/;\s*([a-z]+)\s*=\s*(?:"([^"]*)"|([^;]*))/g))
    params.set(m[1] as string, (m[2] ?? m[3] ?? '').trim());
  const param = (name: string) => params.get(name) ?? '';
  const [forType = '', ...forParams] = (param('for') || 'application/json').split(';').map((p) => p.trim());
  const target = answerMedia(forType, forParams);
  if (!target) return undefined;
  const asked = param('options').split('|');
  const options = PLAN_OPTIONS.filter((o) => asked.includes(o));
  const mime = `application/vnd.pgrst.plan+${format}; for="${mimeOf(target)}"${options.length ? `; options=${options.join('|')}` : ''}`;
  return { ...target, plan: { format, options, mime } };
}

/**
 * The first media type of Accept this backend writes. Others (GeoJSON, XML..., and the execution plan
 * unless `planEnabled`, PostgREST's db-plan-enabled) are refused as PostgREST refuses a media type it
 * cannot produce (406, PGRST107), never answered with something else.
 */
export function negotiate(req: IncomingMessage, planEnabled = false): Media {
  const accept = req.headers.accept;
  if (typeof accept !== 'string' || accept.trim() === '') return { csv: false, single: false, stripNulls: false };
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range
      .split(';')
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean);
    const plan = PLAN_TYPES[type];
    const media = plan ? (planEnabled ? planMedia(plan, range.toLowerCase()) : undefined) : answerMedia(type, params);
    if (media) return media;
  }
  throw pgrstError(406, 'PGRST107', `None of these media types are available: ${accept}`, null, null);
}

/** Leaves out, at every level, the keys of JSON objects whose value is null (json_strip_nulls). */
export function stripNulls(json: string): string {
  return JSON.stringify(JSON.parse(json, (_key, value: unknown) => (value === null ? undefined : value)));
}
