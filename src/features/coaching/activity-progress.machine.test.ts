import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ProgressStatus } from '../../offline/coaching';
import {
  activityProgressMachine,
  type ActivityProgressEmitted,
  type SaveProgressInput,
} from './activity-progress.machine';

const START = Date.parse('2026-11-20T10:00:00.000Z');

function start(initialStatus: ProgressStatus, { fail = false } = {}) {
  const clock = new SimulatedClock();
  clock.set(START);
  const saves: SaveProgressInput[] = [];
  const emitted: ActivityProgressEmitted[] = [];
  const machine = activityProgressMachine.provide({
    actors: {
      saveProgress: fromPromise<void, SaveProgressInput>(async ({ input }) => {
        saves.push(input);
        if (fail) throw new Error('disk full');
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { initialStatus, now: () => clock.now() } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const seconds = (n: number) => {
    for (let i = 0; i < n; i += 1) clock.increment(1000);
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, clock, saves, emitted, seconds, settle, status: () => actor.getSnapshot().context.status };
}

describe('activity progress machine', () => {
  it('counts +2 per second while the video plays, and stops counting when paused', () => {
    const t = start('not_started');
    t.actor.send({ type: 'VIDEO.PLAY' });
    t.seconds(3);
    expect(t.actor.getSnapshot().context.videoPercent).toBe(6);
    t.actor.send({ type: 'VIDEO.PAUSE' });
    t.seconds(10);
    expect(t.actor.getSnapshot().context.videoPercent).toBe(6);
    t.actor.send({ type: 'VIDEO.PLAY' });
    t.seconds(2);
    expect(t.actor.getSnapshot().context.videoPercent).toBe(10);
  });

  it('goes in_progress only above 10 %, saved once with the time of that second', async () => {
    const t = start('not_started');
    t.actor.send({ type: 'VIDEO.PLAY' });
    t.seconds(5);
    expect(t.status()).toBe('not_started');
    t.seconds(1);
    expect(t.status()).toBe('in_progress');
    t.seconds(3);
    await t.settle();
    expect(t.saves).toEqual([{ status: 'in_progress', actedAt: new Date(START + 6000).toISOString() }]);
    expect(t.emitted).toContainEqual({ type: 'progress.saved', status: 'in_progress' });
  });

  it('completes at 100 % (50 seconds of playing) and stops the video there', async () => {
    const t = start('not_started');
    t.actor.send({ type: 'VIDEO.PLAY' });
    t.seconds(49);
    expect(t.status()).toBe('in_progress');
    t.seconds(1);
    await t.settle();
    expect(t.status()).toBe('completed');
    expect(t.actor.getSnapshot().matches({ video: 'paused' })).toBe(true);
    expect(t.saves.map((s) => s.status)).toEqual(['in_progress', 'completed']);
    expect(t.saves[1]!.actedAt).toBe(new Date(START + 50_000).toISOString());
  });

  it('never goes back, and a completed activity is not re-set by a video completion', async () => {
    const t = start('completed');
    t.actor.send({ type: 'VIDEO.PLAY' });
    t.seconds(60);
    t.actor.send({ type: 'VIDEO.MARK_COMPLETED' });
    t.actor.send({ type: 'FORM.SUBMITTED' });
    t.actor.send({ type: 'PROGRESS.STORED', status: 'in_progress' });
    await t.settle();
    expect(t.status()).toBe('completed');
    expect(t.saves).toEqual([]);
  });

  it('restores in_progress without saving again, and the video still completes it', async () => {
    const t = start('in_progress');
    await t.settle();
    expect(t.saves).toEqual([]);
    t.actor.send({ type: 'VIDEO.PLAY' });
    t.seconds(50);
    await t.settle();
    expect(t.saves.map((s) => s.status)).toEqual(['completed']);
  });

  it.each([['VIDEO.MARK_COMPLETED'], ['FORM.SUBMITTED'], ['SUGGESTION.ACCEPTED']] as const)(
    '%s completes the activity at once',
    async (type) => {
      const t = start('not_started');
      t.clock.increment(5000);
      t.actor.send({ type });
      await t.settle();
      expect(t.status()).toBe('completed');
      expect(t.saves).toEqual([{ status: 'completed', actedAt: new Date(START + 5000).toISOString() }]);
    },
  );

  it('adopts a newer stored status without saving it', async () => {
    const t = start('not_started');
    t.actor.send({ type: 'PROGRESS.STORED', status: 'completed' });
    await t.settle();
    expect(t.status()).toBe('completed');
    expect(t.saves).toEqual([]);
  });

  it('reports a failed save and retries it', async () => {
    const t = start('not_started', { fail: true });
    t.actor.send({ type: 'FORM.SUBMITTED' });
    await t.settle();
    expect(t.emitted).toContainEqual(expect.objectContaining({ type: 'progress.save-failed', status: 'completed' }));
    expect(t.actor.getSnapshot().matches({ progress: { completed: 'failed' } })).toBe(true);
    t.actor.send({ type: 'PROGRESS.RETRY' });
    await t.settle();
    expect(t.saves).toHaveLength(2);
  });
});
