import type { WebSocket } from 'ws';
import type { BackendContext } from '../context.ts';
import { joinBindings, type Binding } from './bindings.ts';
import { FilterError } from './filter.ts';
import { expiredFor, identify, type Identity } from './identity.ts';
import type { CapturedTable } from './install.ts';
import { decode, encode, type PhoenixMessage, type Vsn } from './protocol.ts';

/** A joined topic of one socket. */
export interface Channel {
  topic: string;
  joinRef: string | null;
  identity: Identity;
  /** The access token the identity came from (undefined: the apikey's). */
  token: string | undefined;
  bindings: Binding[];
}

export const MAX_CHANNELS_PER_SOCKET = 100;
/** Phoenix closes a socket that sent nothing, not even a heartbeat, for this long. */
export const IDLE_TIMEOUT_MS = 60_000;
const MAX_PENDING_MESSAGES = 100;
/** A client that does not read what it is sent is dropped before its backlog fills the server's memory. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** One websocket: Phoenix's heartbeat, join, leave and access_token events, and pushes to its channels. */
export class RealtimeConnection {
  readonly channels = new Map<string, Channel>();
  lastSeen = Date.now();
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(
    private readonly ctx: BackendContext,
    private readonly tables: Map<string, CapturedTable>,
    private readonly socket: WebSocket,
    private readonly vsn: Vsn,
    /** The apikey of the connection: the identity of a join without access_token. */
    private readonly apikey: string,
  ) {
    socket.on('message', (data, isBinary) => {
      this.lastSeen = Date.now();
      if (isBinary) return;
      const message = decode(this.vsn, data.toString());
      // One message at a time: a join must be registered before the next message of the socket is read.
      if (!message) return;
      if (++this.pending > MAX_PENDING_MESSAGES) return this.close(1008, 'too many messages');
      this.queue = this.queue
        .then(() => this.handle(message))
        .catch((error: unknown) => console.error('[realtime] message failed', error))
        .finally(() => this.pending--);
    });
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  send(message: PhoenixMessage): void {
    if (!this.open) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) return this.terminate();
    this.socket.send(encode(this.vsn, message));
  }

  push(channel: Channel, event: string, payload: Record<string, unknown>, withJoinRef = false): void {
    this.send({ join_ref: withJoinRef ? channel.joinRef : null, ref: null, topic: channel.topic, event, payload });
  }

  close(code = 1000, reason = ''): void {
    this.socket.close(code, reason);
  }

  terminate(): void {
    this.socket.terminate();
  }

  /** Ends a channel whose token no longer holds, as Supabase does: a system error, then phx_close. */
  end(channel: Channel, reason: string): void {
    this.systemError(channel, 'system', reason);
    this.push(channel, 'phx_close', {}, true);
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  /**
   * Whether the channel's token still may read, checked again at each delivery exactly as a REST
   * request would be (expiry, ended session, ban). A channel whose token may not is ended.
   */
  async stillAllowed(channel: Channel): Promise<boolean> {
    const expired = expiredFor(channel.identity);
    if (expired !== undefined) {
      this.end(channel, `Token has expired ${expired} seconds ago`);
      return false;
    }
    const who = await identify(this.ctx, this.apikey, channel.token);
    if (!who.ok) {
      this.end(channel, who.reason);
      return false;
    }
    return true;
  }

  private reply(message: PhoenixMessage, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send({ join_ref: message.join_ref, ref: message.ref, topic: message.topic, event: 'phx_reply', payload: { status, response } });
  }

  private systemError(channel: Channel, extension: string, message: string): void {
    this.push(channel, 'system', { status: 'error', extension, message, channel: channel.topic.replace(/^realtime:/, '') }, true);
  }

  private async handle(message: PhoenixMessage): Promise<void> {
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.reply(message, 'ok', {});
      return;
    }
    switch (message.event) {
      case 'phx_join':
        return this.join(message);
      case 'phx_leave':
        this.channels.delete(message.topic);
        return this.reply(message, 'ok', {});
      case 'access_token':
        return this.updateToken(message);
      default:
        if (!this.channels.has(message.topic)) return this.reply(message, 'error', { reason: 'unmatched topic' });
        // Broadcast and presence are not served by the embedded backend.
        return this.reply(message, 'error', { reason: `${message.event} is not supported by the embedded backend` });
    }
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const config = (message.payload.config ?? {}) as Record<string, unknown>;
    const token = message.payload.access_token;
    if (config.private === true) return this.reply(message, 'error', { reason: 'Unauthorized: private channels are not supported by the embedded backend' });
    if (!this.channels.has(message.topic) && this.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      return this.reply(message, 'error', { reason: `ChannelRateLimitReached: at most ${MAX_CHANNELS_PER_SOCKET} channels per connection` });
    }
    const accessToken = typeof token === 'string' && token !== '' ? token : undefined;
    const who = await identify(this.ctx, this.apikey, accessToken);
    if (!who.ok) return this.reply(message, 'error', { reason: who.reason });
    let joined;
    try {
      joined = await joinBindings(this.ctx.db, this.tables, config.postgres_changes);
    } catch (error) {
      if (error instanceof FilterError) return this.reply(message, 'error', { reason: error.message });
      throw error;
    }
    const channel: Channel = { topic: message.topic, joinRef: message.join_ref, identity: who.identity, token: accessToken, bindings: joined.accepted };
    // Registered before the reply: a change committed after the client sees SUBSCRIBED reaches it.
    this.channels.set(message.topic, channel);
    this.reply(message, 'ok', { postgres_changes: joined.replies });
    for (const error of joined.errors) this.systemError(channel, 'postgres_changes', error);
    if (joined.accepted.length > 0) {
      this.push(channel, 'system', { status: 'ok', extension: 'postgres_changes', message: 'Subscribed to PostgreSQL', channel: channel.topic.replace(/^realtime:/, '') }, true);
    }
  }

  /** A refreshed token replaces the channel's identity; an invalid one ends the channel. */
  private async updateToken(message: PhoenixMessage): Promise<void> {
    const channel = this.channels.get(message.topic);
    const token = message.payload.access_token;
    if (!channel || typeof token !== 'string') return;
    const who = await identify(this.ctx, this.apikey, token);
    if (who.ok && expiredFor(who.identity) === undefined) {
      Object.assign(channel, { identity: who.identity, token });
      return;
    }
    this.end(channel, who.ok ? 'Token has expired' : who.reason);
  }
}
