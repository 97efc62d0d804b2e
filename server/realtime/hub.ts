import type { Binding } from './bindings.ts';
import type { Channel, RealtimeConnection } from './connection.ts';
import type { CapturedTable } from './install.ts';
import type { JoinRate } from './join-rate.ts';
import type { RealtimeSlots } from './slots.ts';
import type { Subscribed, SubscriptionIndex } from './subscriptions.ts';

/** One postgres_changes binding of a joined channel, as the change feed finds it. */
export interface Subscription extends Subscribed {
  connection: RealtimeConnection;
  channel: Channel;
  binding: Binding;
}

/** What every socket of the websocket shares: the captured tables, the subscriptions and the limits. */
export interface RealtimeHub {
  tables: Map<string, CapturedTable>;
  subscriptions: SubscriptionIndex<Subscription>;
  slots: RealtimeSlots<RealtimeConnection>;
  joinRate: JoinRate;
}
