import type { IncomingMessage } from 'node:http';
import { readBody } from '../http/body.ts';
import { authError } from './errors.ts';

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw authError(400, 'bad_json', 'Could not parse request body as JSON');
}
