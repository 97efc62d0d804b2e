import type { IncomingMessage } from 'node:http';
import { pgrstError } from '../http/errors.ts';

export interface SchemaChoice {
  schema: string;
  /** Whether the answer names its schema (Content-Profile): a profile was asked for, or several are exposed. */
  negotiated: boolean;
}

/**
 * The schema a request reads or writes, as PostgREST chooses it: Content-Profile for POST, PATCH, PUT
 * and DELETE, Accept-Profile for the other methods, else the first exposed schema. A schema that is not
 * exposed is refused (406, PGRST106) with the list of those that are, never read.
 */
export function chooseSchema(req: IncomingMessage, exposed: readonly string[]): SchemaChoice {
  const method = req.method ?? 'GET';
  const header = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(method) ? 'content-profile' : 'accept-profile';
  const raw = req.headers[header];
  const profile = Array.isArray(raw) ? raw.join(',') : raw;
  if (profile === undefined) return { schema: exposed[0] as string, negotiated: exposed.length !== 1 };
  if (!exposed.includes(profile))
    throw pgrstError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${exposed.join(', ')}`,
    );
  return { schema: profile, negotiated: true };
}
