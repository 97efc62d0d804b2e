import { describe, expect, it } from 'vitest';
import { actorHandle } from './actor-handle';
import { advance, flush, sessionFor, startAuth } from './auth-test-kit';
import type { AuthView } from './auth-view';

describe('actorHandle', () => {
  it('keeps the view object while new snapshots show the same view, and gives a new one when it changes', async () => {
    const env = startAuth({ getSession: async () => sessionFor('u1') });
    const handle = actorHandle(env.actor);
    const views: AuthView[] = [handle.getView()];
    handle.subscribe(() => views.push(handle.getView()));
    await flush();
    // The admin check starts after its delay: a new snapshot whose view is the same as before.
    advance(env.clock, 1000);
    await flush();

    const pairs = views.slice(1).map((view, index) => [views[index]!, view] as const);
    const unchanged = pairs.filter(([before, after]) => JSON.stringify(before) === JSON.stringify(after));
    const changed = pairs.filter(([before, after]) => JSON.stringify(before) !== JSON.stringify(after));
    expect(unchanged.length).toBeGreaterThan(0);
    expect(changed.length).toBeGreaterThan(0);
    for (const [before, after] of unchanged) expect(after).toBe(before);
    for (const [before, after] of changed) expect(after).not.toBe(before);
    expect(handle.getView().status).toBe('signedIn');
  });
});
