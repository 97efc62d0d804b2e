import type { WebSocket } from 'ws';
import type { BackendContext } from '../context.ts';
import { joinBindings, type Binding } from './bindings.ts';
import { FilterError } from './filter.ts';
import type { RealtimeHub, Subscription } from './hub.ts';
import { expiredFor, identify, type Identity } from './identity.ts';
import {
  MAX_CHANNELS_PER_SOCKET,
  MAX_CHANNELS_PER_USER,
  MAX_ANONYMOUS_CHANNELS_PER_ADDRESS,
  MAX_SOCKETS_PER_USER,
} from './limits.ts';
import { decode, encode, type PhoenixMessage, type Vsn } from './protocol.ts';
import { unreadableTables } from './readable.ts';
import { channelKey, type ChannelKey, type SlotHolder } from './slots.ts';

/** A joined topic of one socket. */
export interface Channel {
  topic: string;
  joinRef: string | null;
  identity: Identity;
  /** The access token the identity came from (undefined: the apikey's). */
  token: string | undefined;
  bindings: Binding[];
  /** Whom the channel counts against (limits.ts). */
  key: ChannelKey;
  /** Its bindings as filed in the hub's index while it is joined. */
  subscriptions: Subscription[];
}

/** Phoenix closes a socket that sent nothing, not even a heartbeat, for this long. */
export const IDLE_TIMEOUT_MS = 60_000;
const MAX_PENDING_MESSAGES = 100;
/** A client that does not read what it is sent is dropped before its backlog fills the server's memory. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

const userOf = (identity: Identity): string | undefined =>
  identity.role === 'authenticated' && typeof identity.claims.sub === 'string' ? identity.claims.sub : undefined;

/** One websocket: Phoenix's heartbeat, join, leave and access_token events, and pushes to its channels. */
export class RealtimeConnection implements SlotHolder {
  readonly channels = new Map<string, Channel>();
  lastSeen = Date.now();
  owner: string | undefined;
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(
    private readonly ctx: BackendContext,
    private readonly hub: RealtimeHub,
    private readonly socket: WebSocket,
    private readonly vsn: Vsn,
    /** The apikey of the connection: the identity of a join without access_token. */
    private readonly apikey: string,
    /** The TCP peer's address. */
    readonly address: string,
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
    socket.on('close', () => this.forget());
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
    if (this.channels.get(channel.topic) === channel) this.removeChannel(channel.topic);
  }

  /** Releases the socket's slot and every channel's subscriptions: the socket is gone. */
  private forget(): void {
    for (const topic of [...this.channels.keys()]) this.removeChannel(topic);
    this.hub.slots.release(this);
  }

  private addChannel(channel: Channel): void {
    this.channels.set(channel.topic, channel);
    this.hub.slots.holdChannel(channel.key);
    channel.subscriptions = channel.bindings.map((binding) => ({
      table: binding.table,
      event: binding.event,
      filter: binding.prepared,
      connection: this,
      channel,
      binding,
    }));
    for (const subscription of channel.subscriptions) this.hub.subscriptions.add(subscription);
  }

  private removeChannel(topic: string): void {
    const channel = this.channels.get(topic);
    if (!channel) return;
    this.channels.delete(topic);
    this.hub.slots.dropChannel(channel.key);
    for (const subscription of channel.subscriptions) this.hub.subscriptions.remove(subscription);
    channel.subscriptions = [];
  }

  private reply(message: PhoenixMessage, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send({
      join_ref: message.join_ref,
      ref: message.ref,
      topic: message.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  private systemError(channel: Channel, extension: string, message: string): void {
    this.push(
      channel,
      'system',
      { status: 'error', extension, message, channel: channel.topic.replace(/^realtime:/, '') },
      true,
    );
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
        this.removeChannel(message.topic);
        return this.reply(message, 'ok', {});
      case 'access_token':
        return this.updateToken(message);
      default:
        if (!this.channels.has(message.topic)) return this.reply(message, 'error', { reason: 'unmatched topic' });
        // Broadcast and presence are not served by the embedded backend.
        return this.reply(message, 'error', { reason: `${message.event} is not supported by the embedded backend` });
    }
  }

  /** Why `identity` may not hold one more channel on this socket (limits.ts), or undefined. */
  private overLimit(identity: Identity, topic: string): string | undefined {
    const replaced = this.channels.get(topic);
    if (!replaced && this.channels.size >= MAX_CHANNELS_PER_SOCKET)
      return `ChannelRateLimitReached: Too many channels (at most ${MAX_CHANNELS_PER_SOCKET} per connection)`;
    const user = userOf(identity);
    if (user && !this.hub.slots.claim(this, user))
      return `ConnectionRateLimitReached: Too many connected users (at most ${MAX_SOCKETS_PER_USER} connections per user)`;
    const key = channelKey(this.address, user);
    if (replaced?.key.id !== key.id && !this.hub.slots.mayHoldChannel(key)) {
      return user
        ? `ChannelRateLimitReached: Too many channels (at most ${MAX_CHANNELS_PER_USER} per user)`
        : `ChannelRateLimitReached: Too many channels (at most ${MAX_ANONYMOUS_CHANNELS_PER_ADDRESS} anonymous ones per address)`;
    }
    return undefined;
  }

  /** Why the role may not follow the bindings' tables: a channel that could never receive anything is refused. */
  private async unauthorized(identity: Identity, topic: string, bindings: Binding[]): Promise<string | undefined> {
    const tables = [...new Set(bindings.map((b) => b.table))];
    const [table] = await unreadableTables(this.ctx.db, identity.role, tables);
    if (table === undefined) return undefined;
    return `Unauthorized: You do not have permissions to read from this Channel topic: ${topic.replace(/^realtime:/, '')} (role "${identity.role}" may not select from table "${table}")`;
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const config = (message.payload.config ?? {}) as Record<string, unknown>;
    const token = message.payload.access_token;
    if (config.private === true)
      return this.reply(message, 'error', {
        reason: 'Unauthorized: private channels are not supported by the embedded backend',
      });
    // Charged before the token is checked: every join reads the database.
    if (!this.hub.joinRate.take(channelKey(this.address, this.owner).id)) {
      return this.reply(message, 'error', { reason: 'ClientJoinRateLimitReached: Too many joins per second' });
    }
    const accessToken = typeof token === 'string' && token !== '' ? token : undefined;
    const who = await identify(this.ctx, this.apikey, accessToken);
    if (!who.ok) return this.reply(message, 'error', { reason: who.reason });
    const limited = this.overLimit(who.identity, message.topic);
    if (limited) return this.reply(message, 'error', { reason: limited });
    let joined;
    try {
      joined = await joinBindings(this.ctx.db, this.hub.tables, config.postgres_changes);
    } catch (error) {
      if (error instanceof FilterError) return this.reply(message, 'error', { reason: error.message });
      throw error;
    }
    const refused = await this.unauthorized(who.identity, message.topic, joined.accepted);
    if (refused) return this.reply(message, 'error', { reason: refused });
    const user = userOf(who.identity);
    const channel: Channel = {
      topic: message.topic,
      joinRef: message.join_ref,
      identity: who.identity,
      token: accessToken,
      bindings: joined.accepted,
      key: channelKey(this.address, user),
      subscriptions: [],
    };
    // Registered before the reply: a change committed after the client sees SUBSCRIBED reaches it.
    this.removeChannel(message.topic);
    this.addChannel(channel);
    this.reply(message, 'ok', { postgres_changes: joined.replies });
    for (const error of joined.errors) this.systemError(channel, 'postgres_changes', error);
    if (joined.accepted.length > 0) {
      this.push(
        channel,
        'system',
        {
          status: 'ok',
          extension: 'postgres_changes',
          message: 'Subscribed to PostgreSQL',
          channel: channel.topic.replace(/^realtime:/, ''),
        },
        true,
      );
    }
  }

  /**
   * A refreshed token replaces the channel's identity; an invalid one ends the channel, and so does one
   * of another user or role that is over its limits or may not read the channel's tables.
   */
  private async updateToken(message: PhoenixMessage): Promise<void> {
    const channel = this.channels.get(message.topic);
    const token = message.payload.access_token;
    if (!channel || typeof token !== 'string') return;
    const who = await identify(this.ctx, this.apikey, token);
    if (!who.ok || expiredFor(who.identity) !== undefined)
      return this.end(channel, who.ok ? 'Token has expired' : who.reason);
    const same = who.identity.role === channel.identity.role && userOf(who.identity) === userOf(channel.identity);
    if (!same) {
      const refused =
        this.overLimit(who.identity, message.topic) ??
        (await this.unauthorized(who.identity, message.topic, channel.bindings));
      if (refused) return this.end(channel, refused);
      if (this.channels.get(channel.topic) !== channel) return;
      this.removeChannel(channel.topic);
      Object.assign(channel, { identity: who.identity, token, key: channelKey(this.address, userOf(who.identity)) });
      this.addChannel(channel);
      return;
    }
    Object.assign(channel, { identity: who.identity, token });
  }
}
