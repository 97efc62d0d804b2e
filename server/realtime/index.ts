import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { BackendContext } from '../context.ts';
import { addressGroup } from './address.ts';
import { ChangeFeed } from './change-feed.ts';
import { IDLE_TIMEOUT_MS, RealtimeConnection } from './connection.ts';
import type { RealtimeHub } from './hub.ts';
import { identify } from './identity.ts';
import { installCapture } from './install.ts';
import { JoinRate } from './join-rate.ts';
import { parseVsn } from './protocol.ts';
import { RealtimeSlots } from './slots.ts';
import { SubscriptionIndex } from './subscriptions.ts';

export const REALTIME_PATH = '/realtime/v1/websocket';
const MAX_MESSAGE_BYTES = 256 * 1024;

export interface Realtime {
  close(): Promise<void>;
}

function refuse(socket: Duplex, status: number, statusText: string, body: Record<string, unknown>): void {
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}

/**
 * The Realtime websocket (`/realtime/v1/websocket?apikey=...&vsn=...`) on the backend's HTTP server:
 * Phoenix channels serving `postgres_changes` for the realtime tables, each change delivered only to
 * the channels whose role may select the row. Installs the change capture at start.
 */
export async function attachRealtime(server: Server, ctx: BackendContext): Promise<Realtime> {
  const hub: RealtimeHub = {
    tables: await installCapture(ctx.db),
    subscriptions: new SubscriptionIndex(),
    slots: new RealtimeSlots(),
    joinRate: new JoinRate(),
  };
  const connections = hub.slots.holders;
  const feed = new ChangeFeed(ctx.db, hub, ctx.statements);
  await feed.start();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });

  const onUpgrade = async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH)
      return refuse(socket, 404, 'Not Found', { message: 'no Route matched with those values' });
    const vsn = parseVsn(url.searchParams.get('vsn'));
    if (!vsn) return refuse(socket, 400, 'Bad Request', { message: 'unsupported vsn' });
    const apikey =
      url.searchParams.get('apikey') ?? (typeof req.headers.apikey === 'string' ? req.headers.apikey : undefined);
    if (!apikey) return refuse(socket, 401, 'Unauthorized', { message: 'No API key found in request' });
    const who = await identify(ctx, apikey);
    if (!who.ok) return refuse(socket, 401, 'Unauthorized', { message: 'Invalid API key', reason: who.reason });
    // The TCP peer's address: forwarded-for headers are anyone's to write.
    const address = addressGroup(req.socket.remoteAddress);
    const admitted = hub.slots.admit(address);
    if (!admitted.ok)
      return refuse(socket, admitted.status, admitted.status === 429 ? 'Too Many Requests' : 'Service Unavailable', {
        message: admitted.message,
      });
    wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = new RealtimeConnection(ctx, hub, ws, vsn, apikey, address);
      hub.slots.add(connection);
      ws.on('error', () => ws.terminate());
    });
  };
  const listener = (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    void onUpgrade(req, socket, head).catch(() => socket.destroy());
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
