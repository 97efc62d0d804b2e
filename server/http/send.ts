import type { ServerResponse } from 'node:http';

/** Sends a JSON (or pre-serialised JSON text) answer. A null body sends no body at all. */
export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const text = body === null || body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const all: Record<string, string> = { ...headers };
  if (text !== '' && !Object.keys(all).some((k) => k.toLowerCase() === 'content-type')) {
    all['Content-Type'] = 'application/json; charset=utf-8';
  }
  // An explicit length sends headers and body in one write (chunked encoding costs a delayed-ACK round trip).
  const bytes = Buffer.from(text);
  if (status !== 204 && status !== 304) all['Content-Length'] = String(bytes.length);
  res.writeHead(status, all);
  res.end(res.req?.method === 'HEAD' ? undefined : bytes);
}
