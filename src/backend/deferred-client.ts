import { loadOnce } from '../lib/load-once';

/**
 * A Supabase client whose code downloads when it is first used, not with the screen that holds it:
 * a screen that renders from the device (an assessment's questions) then paints without supabase-js.
 *
 * Until the real client is here, a call chain is recorded and runs on the real client when it is awaited:
 * `await client.from('t').select('id').eq('id', x)` and `await client.auth.getSession()` work as they always
 * do. Calls that return something to use at once (a realtime channel, an auth listener, storage URLs) cannot
 * be recorded: before the client is here they throw a DeferredClientError; such code first awaits
 * `loadedClient(client)`. Once loaded, the client is the real one in all but identity.
 */
export class DeferredClientError extends Error {
  override name = 'DeferredClientError';
}

/** Chains that wait for their `then`: the query builders, the functions client and auth's promise methods. */
const RECORDABLE_ROOTS = new Set<PropertyKey>(['from', 'rpc', 'schema', 'functions', 'auth']);
/** Auth's methods that return at once rather than a promise. */
const IMMEDIATE_AUTH_METHODS = new Set<PropertyKey>(['onAuthStateChange', 'startAutoRefresh', 'stopAutoRefresh']);

const LOAD = Symbol('deferred client: load');

type Step = { kind: 'get'; prop: PropertyKey } | { kind: 'call'; args: unknown[] };

interface RecordedNode {
  parent: RecordedNode | null;
  step: Step | null;
  /** Its value on the real client, once computed (a recorded call runs once). */
  resolved?: { value: unknown; thisArg: unknown };
}

export function createDeferredClient<T extends object>(load: () => Promise<T>): T {
  let real: T | null = null;
  const ensureLoaded: () => Promise<T> = loadOnce(() => load().then((client) => (real = client)));

  function resolve(node: RecordedNode): { value: unknown; thisArg: unknown } {
    if (node.resolved) return node.resolved;
    if (!node.parent || !node.step) return { value: real, thisArg: undefined };
    const parent = resolve(node.parent);
    node.resolved =
      node.step.kind === 'get'
        ? { value: Reflect.get(parent.value as object, node.step.prop), thisArg: parent.value }
        : {
            value: Reflect.apply(parent.value as (...args: unknown[]) => unknown, parent.thisArg, node.step.args),
            thisArg: undefined,
          };
    return node.resolved;
  }

  const root: RecordedNode = { parent: null, step: null };
  const auth: RecordedNode = { parent: root, step: { kind: 'get', prop: 'auth' } };
  const settle = (node: RecordedNode): Promise<unknown> => ensureLoaded().then(() => resolve(node).value);

  function recorded(node: RecordedNode): unknown {
    return new Proxy(function recordedCall() {}, {
      get(_target, prop) {
        if (real) return delegate(resolve(node).value, prop);
        if (prop === 'then')
          return (onFulfilled?: (value: unknown) => unknown, onRejected?: (error: unknown) => unknown) =>
            settle(node).then(onFulfilled, onRejected);
        if (prop === 'catch') return (onRejected?: (error: unknown) => unknown) => settle(node).catch(onRejected);
        if (prop === 'finally') return (onFinally?: () => void) => settle(node).finally(onFinally);
        if (typeof prop === 'symbol') return undefined;
        if (node === auth && IMMEDIATE_AUTH_METHODS.has(prop)) throw notLoaded(['auth', prop]);
        return recorded({ parent: node, step: { kind: 'get', prop } });
      },
      apply(_target, _thisArg, args: unknown[]) {
        if (real) {
          const { value, thisArg } = resolve(node);
          return Reflect.apply(value as (...params: unknown[]) => unknown, thisArg, args);
        }
        return recorded({ parent: node, step: { kind: 'call', args } });
      },
    });
  }

  return new Proxy({} as T, {
    get(_target, prop) {
      if (prop === LOAD) return ensureLoaded;
      if (real) return delegate(real, prop);
      // Not a promise itself: `await`, Promise.resolve() and async returns see no `then`.
      if (prop === 'then' || typeof prop === 'symbol') return undefined;
      if (!RECORDABLE_ROOTS.has(prop)) throw notLoaded([prop]);
      return recorded(prop === 'auth' ? auth : { parent: root, step: { kind: 'get', prop } });
    },
  });
}

function delegate(target: unknown, prop: PropertyKey): unknown {
  const value = Reflect.get(target as object, prop);
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}

function notLoaded(path: PropertyKey[]): DeferredClientError {
  return new DeferredClientError(
    `client.${path.map(String).join('.')} answers at once: await loadedClient(client) before using it`,
  );
}

/** The real client behind a deferred one (downloading it if needed); any other client as it is. */
export function loadedClient<T extends object>(client: T): Promise<T> {
  const load = (client as { [LOAD]?: () => Promise<T> })[LOAD];
  return load ? load() : Promise.resolve(client);
}

/**
 * Starts something that needs the real client at once (a realtime channel) as soon as it is here, and returns
 * what stops it, callable before it has started. `onUnavailable` hears of a client that could not be loaded.
 */
export function startWithLoadedClient<T extends object>(
  client: T,
  start: (loaded: T) => () => void,
  onUnavailable: (error: unknown) => void,
): () => void {
  let stopped = false;
  let stop: (() => void) | null = null;
  loadedClient(client).then((loaded) => {
    if (!stopped) stop = start(loaded);
  }, onUnavailable);
  return () => {
    stopped = true;
    stop?.();
  };
}
