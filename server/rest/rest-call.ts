import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '../auth/caller.ts';
import type { BackendContext } from '../context.ts';
import type { PlanMedia } from './media.ts';
import type { ParsedQuery } from './parse-query.ts';
import type { parsePrefer } from './prefer.ts';

/** One rest/v1 request as the read, write and rpc handlers receive it, parsed and with its verified caller. */
export interface RestCall {
  ctx: BackendContext;
  req: IncomingMessage;
  res: ServerResponse;
  caller: Caller;
  path: string;
  /** The schema the request reads or writes (chosen by its profile headers, profile.ts). */
  schema: string;
  query: ParsedQuery;
  prefer: ReturnType<typeof parsePrefer>;
  body: unknown;
  /** Accept asked for the execution plan: answer it (explain.ts) instead of running the request. */
  explain?: PlanMedia;
}
