import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import { identifyCaller } from '../auth/caller.ts';
import { readBody } from '../http/body.ts';
import { send } from '../http/send.ts';

/** The contract of supabase/functions/<name>/index.ts (see supabase/functions/README.md). */
export type EdgeHandler = (req: Request) => Response | Promise<Response>;

const NAME = /^[a-z0-9][a-z0-9_-]*$/i;

async function loadHandler(dir: string, name: string): Promise<EdgeHandler | undefined> {
  if (!NAME.test(name)) return undefined;
  const file = path.join(dir, name, 'index.ts');
  if (!existsSync(file)) return undefined;
  const mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
  return typeof mod.default === 'function' ? (mod.default as EdgeHandler) : undefined;
}

function toRequest(req: IncomingMessage, url: string, body: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
  }
  const method = req.method ?? 'GET';
  return new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body });
}

/** functions/v1/<name>[/...]: verifies the JWT (as Supabase does by default), then runs the handler module. */
export async function handleFunction(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  rest: string,
): Promise<void> {
  // The caller first, so that an unauthenticated request cannot learn which functions exist.
  await identifyCaller(ctx, req, 'postgrest');
  const name = rest.split('/').filter(Boolean)[0] ?? '';
  const handler = await loadHandler(ctx.functionsDir, name);
  if (!handler) return send(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  const body = await readBody(req);
  const response = await handler(toRequest(req, `${ctx.url}/functions/v1${rest}${url.search}`, body));
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}
