import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from './context.ts';
import { handleAuth } from './auth/routes.ts';
import { handleRest } from './rest/handler.ts';
import { handleFunction } from './functions/runner.ts';
import { corsHeaders } from './http/cors.ts';
import { databaseRefusalAnswer } from './http/database-errors.ts';
import { HttpError } from './http/errors.ts';
import { send } from './http/send.ts';

export type RouteHandler = (
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  rest: string,
) => Promise<void>;

const routes: Array<[string, RouteHandler]> = [
  ['/auth/v1', handleAuth],
  ['/rest/v1', handleRest],
  ['/functions/v1', handleFunction],
];

/**
 * Answered on this thread whatever the database is doing (it runs in its own): 503 while the database
 * restarts or stops; `writes: "refused"` while the disk is below its reserve.
 */
function health(ctx: BackendContext, res: ServerResponse): void {
  const { state, readOnly } = ctx.databaseStatus();
  const writes = readOnly ? 'refused' : 'accepted';
  if (state === 'ready') return send(res, 200, { status: 'ok', database: state, writes });
  send(res, 503, { status: 'unavailable', database: state, writes });
}

/** The one request listener: CORS, dispatch by API prefix, and errors turned into answers. */
export function createListener(ctx: BackendContext) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    for (const [name, value] of Object.entries(corsHeaders(ctx.corsOrigins, req))) res.setHeader(name, value);
    let pathname = '';
    try {
      if (req.method === 'OPTIONS') return send(res, 200, 'ok', { 'Content-Type': 'text/plain' });
      const url = new URL(req.url ?? '/', 'http://localhost');
      pathname = url.pathname;
      if (url.pathname === '/health') return health(ctx, res);
      for (const [prefix, handler] of routes) {
        if (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)) {
          return await handler(ctx, req, res, url, url.pathname.slice(prefix.length) || '/');
        }
      }
      send(res, 404, { message: 'no Route matched with those values' });
    } catch (error) {
      const refused = databaseRefusalAnswer(error, pathname);
      if (refused) return send(res, refused.status, refused.body);
      if (error instanceof HttpError) return send(res, error.status, error.body, error.headers);
      console.error('[backend] unexpected error', error);
      send(res, 500, {
        code: 'PGRST000',
        message: error instanceof Error ? error.message : String(error),
        details: null,
        hint: null,
      });
    }
  };
}
