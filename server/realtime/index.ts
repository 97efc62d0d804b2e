import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { BackendContext } from '../context.ts';
import { ChangeFeed } from './change-feed.ts';
import { IDLE_TIMEOUT_MS, RealtimeConnection } from './connection.ts';
import { identify } from './identity.ts';
import { installCapture } from './install.ts';
import { parseVsn } from './protocol.ts';

export const REALTIME_PATH = '/realtime/v1/websocket';
const MAX_CONNECTIONS = 500;
const MAX_MESSAGE_BYTES = 256 * 1024;

export interface Realtime {
  close(): Promise<void>;
}

function refuse(socket: Duplex, status: number, statusText: string, body: Record<string, unknown>): void {
  const text = JSON.stringify(body);
  socket.end(`HTTP/1.1 ${status} ${statusText}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`);
}

/**
 * The Realtime websocket (`/realtime/v1/websocket?apikey=...&vsn=...`) on the backend's HTTP server:
 * Phoenix channels serving `postgres_changes` for the realtime tables, each change delivered only to
 * the channels whose role may select the row. Installs the change capture at start.
 */
export async function attachRealtime(server: Server, ctx: BackendContext): Promise<Realtime> {
  const tables = await installCapture(ctx.db);
  const connections = new Set<RealtimeConnection>();
  const feed = new ChangeFeed(ctx.db, tables, connections);
  await feed.start();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });

  const onUpgrade = async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH) return refuse(socket, 404, 'Not Found', { message: 'no Route matched with those values' });
    const vsn = parseVsn(url.searchParams.get('vsn'));
    if (!vsn) return refuse(socket, 400, 'Bad Request', { message: 'unsupported vsn' });
    const apikey = url.searchParams.get('apikey') ?? (typeof req.headers.apikey === 'string' ? req.headers.apikey : undefined);
    if (!apikey) return refuse(socket, 401, 'Unauthorized', { message: 'No API key found in request' });
    const who = await identify(ctx, apikey);
    if (!who.ok) return refuse(socket, 401, 'Unauthorized', { message: 'Invalid API key', reason: who.reason });
    if (connections.size >= MAX_CONNECTIONS) return refuse(socket, 503, 'Service Unavailable', { message: 'too many Realtime connections' });
    wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = new RealtimeConnection(ctx, tables, ws, vsn, apikey);
      connections.add(connection);
      ws.on('close', () => connections.delete(connection));
      ws.on('error', () => ws.terminate());
    });
  };
  const listener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void onUpgrade(req, socket, head).catch(() => socket.destroy());
  server.on('upgrade', listener);

  const idleCheck = setInterval(() => {
    const limit = Date.now() - IDLE_TIMEOUT_MS;
    for (const connection of connections) if (connection.lastSeen < limit) connection.close(1000, 'heartbeat timeout');
  }, IDLE_TIMEOUT_MS / 2);
  idleCheck.unref();

  return {
    async close() {
      clearInterval(idleCheck);
      server.off('upgrade', listener);
      for (const connection of connections) connection.terminate();
      wss.close();
      await feed.stop();
    },
  };
}
