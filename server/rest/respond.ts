import type { ServerResponse } from 'node:http';
import { pgrstError } from '../http/errors.ts';
import { send } from '../http/send.ts';
import { negotiate, stripNulls } from './media.ts';

export interface JsonResult {
  body: string;
  n: number;
  total?: number;
}

export function wantsSingle(accept: string | undefined): boolean {
  return typeof accept === 'string' && accept.includes('application/vnd.pgrst.object+json');
}

/** PGRST116 unless exactly one row; thrown inside the transaction so a write is rolled back. */
export function assertSingle(result: JsonResult): void {
  if (result.n !== 1) {
    throw pgrstError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${result.n} rows`,
      null,
    );
  }
}

/** The single object out of json_agg's `[ {...} ]` without re-parsing it. */
export function singleBody(body: string): string {
  return body.slice(1, -1).trim();
}

export function contentRange(offset: number, n: number, total?: number): string {
  const totalText = total === undefined ? '*' : String(total);
  return n === 0 ? `*/${totalText}` : `${offset}-${offset + n - 1}/${totalText}`;
}

export function sendResult(
  res: ServerResponse,
  status: number,
  result: JsonResult,
  single: boolean,
  headers: Record<string, string>,
): void {
  const body = single ? singleBody(result.body) : result.body;
  // Accept: …;nulls=stripped (media.ts) leaves out null-valued keys, and says so in Content-Type.
  if (res.req && negotiate(res.req).stripNulls) {
    const type = single ? 'application/vnd.pgrst.object+json' : 'application/vnd.pgrst.array+json';
    return send(res, status, stripNulls(body), { ...headers, 'Content-Type': `${type};nulls=stripped; charset=utf-8` });
  }
  const contentType = single ? 'application/vnd.pgrst.object+json; charset=utf-8' : 'application/json; charset=utf-8';
  send(res, status, body, { ...headers, 'Content-Type': contentType });
}
