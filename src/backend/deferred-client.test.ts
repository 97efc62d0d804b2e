import { describe, expect, it, vi } from 'vitest';
import { createDeferredClient, DeferredClientError, loadedClient, startWithLoadedClient } from './deferred-client';

/** A stand-in with supabase-js's shapes: a thenable builder, promise methods, an immediate channel. */
function fakeClient() {
  const requests: string[] = [];
  const builder = (table: string, parts: string[] = []) => ({
    select: (columns: string) => builder(table, [...parts, `select=${columns}`]),
    eq: (column: string, value: unknown) => builder(table, [...parts, `${column}=eq.${String(value)}`]),
    then(onFulfilled: (value: { data: string; error: null }) => unknown, onRejected?: (error: unknown) => unknown) {
      const request = `${table}?${parts.join('&')}`;
      requests.push(request);
      return Promise.resolve({ data: request, error: null }).then(onFulfilled, onRejected);
    },
  });
  const channels: string[] = [];
  const client = {
    from: (table: string) => builder(table),
    rpc: (name: string) => builder(`rpc/${name}`),
    auth: {
      getSession: async () => ({ data: { session: 'token' } }),
      onAuthStateChange: (_listener: (event: string) => void) => ({
        data: { subscription: { unsubscribe: () => undefined } },
      }),
    },
    channel(name: string) {
      channels.push(name);
      return { name };
    },
    removeChannel: async (channel: { name: string }) => channels.splice(channels.indexOf(channel.name), 1),
  };
  return { client, requests, channels };
}

describe('the deferred Supabase client', () => {
  it('downloads nothing until a chain is awaited, then runs it on the real client once', async () => {
    const { client, requests } = fakeClient();
    const load = vi.fn(async () => client);
    const deferred = createDeferredClient(load);

    const query = deferred.from('assessments').select('id').eq('id', 7);
    expect(load).not.toHaveBeenCalled();
    expect(await query).toEqual({ data: 'assessments?select=id&id=eq.7', error: null });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await deferred.auth.getSession()).toEqual({ data: { session: 'token' } });
    expect(requests).toEqual(['assessments?select=id&id=eq.7']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not itself a promise (an async function may return it)', async () => {
    const { client } = fakeClient();
    const deferred = createDeferredClient(async () => client);
    const passed = await (async () => deferred)();
    expect(passed).toBe(deferred);
  });

  it('refuses, before it is loaded, what answers at once; then behaves as the real client', async () => {
    const { client, channels } = fakeClient();
    const deferred = createDeferredClient(async () => client);
    expect(() => deferred.channel('live')).toThrow(DeferredClientError);
    expect(() => deferred.auth.onAuthStateChange(() => undefined)).toThrow(DeferredClientError);

    expect(await loadedClient(deferred)).toBe(client);
    expect(deferred.channel('live')).toEqual({ name: 'live' });
    expect(channels).toEqual(['live']);
  });

  it('passes the failure of a download to the awaiting caller, and downloads again next time', async () => {
    const { client } = fakeClient();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(client);
    const deferred = createDeferredClient<typeof client>(load);
    await expect(deferred.rpc('is_super_admin_check')).rejects.toThrow('offline');
    expect(await deferred.rpc('is_super_admin_check')).toEqual({ data: 'rpc/is_super_admin_check?', error: null });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts a subscription once the client is here, and a stop before then prevents it', async () => {
    const { client, channels } = fakeClient();
    const deferred = createDeferredClient(async () => client);
    const open = (loaded: typeof client) => {
      const channel = loaded.channel('notifications');
      return () => void loaded.removeChannel(channel);
    };
    const stopEarly = startWithLoadedClient(deferred, open, () => undefined);
    stopEarly();
    await loadedClient(deferred);
    expect(channels).toEqual([]);

    const stop = startWithLoadedClient(deferred, open, () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(channels).toEqual(['notifications']);
    stop();
    expect(channels).toEqual([]);
  });

  it('tells a subscription whose client cannot be downloaded', async () => {
    const deferred = createDeferredClient<ReturnType<typeof fakeClient>['client']>(async () => {
      throw new Error('offline');
    });
    const unavailable = await new Promise<unknown>((resolve) =>
      startWithLoadedClient(deferred, () => () => undefined, resolve),
    );
    expect(unavailable).toEqual(new Error('offline'));
  });
});
