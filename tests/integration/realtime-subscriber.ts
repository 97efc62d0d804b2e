import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import type { TestClient } from '../support/backend.ts';

export type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

export interface Subscription {
  channel: RealtimeChannel;
  /** Every change received so far, in arrival order. */
  received: Change[];
  /** The next change not yet taken (waits for it; the test's timeout bounds the wait). */
  next(): Promise<Change>;
}

let channelCount = 0;

/**
 * Subscribes `client` to postgres_changes of one table, as the app will, and resolves once the
 * server has confirmed the join (SUBSCRIBED): changes committed after that are delivered.
 */
export function subscribe(
  client: TestClient,
  table: string,
  options: { filter?: string; event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE' } = {},
): Promise<Subscription> {
  const received: Change[] = [];
  const waiters: Array<(change: Change) => void> = [];
  let taken = 0;
  const channel = client
    .channel(`test-${table}-${++channelCount}`)
    .on(
      'postgres_changes',
      { event: options.event ?? '*', schema: 'public', table, ...(options.filter ? { filter: options.filter } : {}) },
      (change: Change) => {
        received.push(change);
        waiters.shift()?.(change);
      },
    );
  const next = () => {
    const index = taken++;
    const ready = received[index];
    return ready ? Promise.resolve(ready) : new Promise<Change>((resolve) => waiters.push(resolve));
  };
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve({ channel, received, next });
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
}

/** The subscribe outcome when it is expected to fail: the status and the server's reason. */
export function subscribeFailure(client: TestClient, table: string): Promise<{ status: string; message: string }> {
  const channel = client
    .channel(`test-refused-${++channelCount}`)
    .on('postgres_changes', { event: '*', schema: 'public', table }, () => undefined);
  return new Promise((resolve) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve({ status, message: '' });
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        void client.removeChannel(channel);
        resolve({ status, message: error?.message ?? '' });
      }
    });
  });
}
