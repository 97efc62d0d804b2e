import { createReachability } from '../../backend/reachability';
import type { OfflineDb } from '../store/db';
import type { OutboxEntry, PushOutcome } from '../outbox/types';
import { SyncEngine, type SyncEngineOptions } from '../sync/engine';
import { createSyncStateStore } from '../sync-state/state';
import { requestFor, type Transport } from '../sync/transport';
import type { VisibilitySource } from '../sync/triggers';
import { ManualClock } from './manual-clock';
import type { ServerModel } from './server-model';
import { OWNER } from './fixtures';

/** The model as a transport: what the real one would do against a server with this contract. */
export function modelTransport(model: ServerModel): Transport {
  return async (entry) => model.execute(requestFor(entry));
}

/** A transport answering from a script (per call), recording what was pushed. */
export function scriptedTransport(script: (entry: OutboxEntry, call: number) => PushOutcome) {
  const pushed: OutboxEntry[] = [];
  const transport: Transport = async (entry) => {
    pushed.push(entry);
    return script(entry, pushed.length);
  };
  return { transport, pushed };
}

class FakeDocument extends EventTarget implements VisibilitySource {
  visibilityState: DocumentVisibilityState = 'visible';
}

export function engineHarness(db: OfflineDb, transport: Transport, overrides: Partial<SyncEngineOptions> = {}) {
  const clock = new ManualClock();
  const state = createSyncStateStore();
  const triggers = { window: new EventTarget(), document: new FakeDocument(), serviceWorker: new EventTarget() };
  const env = { online: true, owner: OWNER as string | null, syncRegistrations: 0 };
  const engine = new SyncEngine({
    db,
    transport,
    getOwnerId: () => env.owner,
    state,
    clock,
    random: () => 0.5,
    runExclusive: (task) => task(),
    registerSync: async () => {
      env.syncRegistrations += 1;
      return false;
    },
    reachability: createReachability(),
    triggers,
    ...overrides,
  });
  return { engine, clock, state, triggers, env };
}
