import { SimulatedClock } from 'xstate';
import { T0, at, record, settle, startHarness } from './assessment.machine.harness';
import { selectTimer } from './assessment.selectors';

const answer = (questionCode: string, value: string) => ({ type: 'ANSWER.SET', questionCode, value }) as const;
const TIMED = record({ time_limit_minutes: 1 });
const DEADLINE = at(60_000);

describe('timer', () => {
  it('does not run for an untimed assessment', async () => {
    const h = await startHarness();
    h.actor.send(answer('Q1', '1'));
    await h.advanceSeconds(3);
    expect(h.actor.getSnapshot().matches({ timer: 'idle' })).toBe(true);
    expect(selectTimer(h.actor.getSnapshot())).toBeNull();
  });

  it('waits for the first answer, which sets started_at through the persistence', async () => {
    const h = await startHarness({ assessment: TIMED });
    await h.advanceSeconds(5);
    expect(selectTimer(h.actor.getSnapshot())).toBeNull();
    h.actor.send(answer('Q1', '3'));
    await settle();
    expect(h.actor.getSnapshot().context.assessment?.started_at).toBe(at(5000));
    expect(h.calls.persistAnswer[0]?.startedAt).toBe(at(5000));
    expect(selectTimer(h.actor.getSnapshot())).toMatchObject({ level: 'normal', display: '01:00', expired: false });
    expect(selectTimer(h.actor.getSnapshot())?.label.message).toBe('Tempo rimanente');
  });

  it('counts down from started_at: warning at exactly 20 % left, danger at exactly 5 % left', async () => {
    const h = await startHarness({ assessment: TIMED });
    h.actor.send(answer('Q1', '3'));
    const timer = () => selectTimer(h.actor.getSnapshot());
    await h.advanceSeconds(47);
    expect(timer()).toMatchObject({ level: 'normal', display: '00:13' });
    await h.advanceSeconds(1); // 12 s of 60 left = 20 %
    expect(timer()).toMatchObject({ level: 'warning', display: '00:12' });
    expect(timer()?.label.message).toBe('Tempo in scadenza');
    await h.advanceSeconds(8); // 4 s left
    expect(timer()).toMatchObject({ level: 'warning', display: '00:04' });
    await h.advanceSeconds(1); // 3 s = 5 %
    expect(timer()).toMatchObject({ level: 'danger', display: '00:03' });
    expect(timer()?.label.message).toBe('Ultimo minuto!');
  });

  it('re-evaluates from the clock, not from counted ticks (one tick after a long pause)', async () => {
    const h = await startHarness({ assessment: record({ time_limit_minutes: 10 }) });
    h.actor.send(answer('Q1', '3'));
    h.clock.set(T0 + 9 * 60_000 + 30_500); // the device slept: the next tick comes this late
    expect(selectTimer(h.actor.getSnapshot())).toMatchObject({ level: 'danger', display: '00:30' });
  });

  it('auto-submits exactly once, at the deadline, with the answers given; completed_at = the deadline', async () => {
    const h = await startHarness({ assessment: TIMED });
    h.actor.send(answer('Q1', '3'));
    h.actor.send(answer('Q2', '4'));
    await h.advanceSeconds(59);
    h.clock.increment(999); // 59.999 s: not yet
    await settle();
    expect(h.calls.computeScore).toHaveLength(0);
    expect(h.calls.complete).toHaveLength(0);
    h.clock.increment(1); // 60 s: the tick at the deadline submits
    await settle();
    expect(h.calls.complete).toHaveLength(1);
    expect(h.calls.complete[0]).toMatchObject({ answers: { Q1: '3', Q2: '4' }, completedAt: DEADLINE });
    expect(h.toasts()).toEqual([
      "error: Tempo scaduto! L'assessment viene inviato automaticamente.",
      'success: Assessment completato con successo!',
    ]);
    expect(h.actor.getSnapshot().context.completion).toEqual({ completedAt: DEADLINE, auto: true });
    await h.advanceSeconds(30);
    expect(h.calls.computeScore).toHaveLength(1);
    expect(h.calls.complete).toHaveLength(1);
  });

  it('uses the deadline as completed_at even when the tick notices it late', async () => {
    const h = await startHarness({ assessment: TIMED });
    h.actor.send(answer('Q1', '3'));
    await h.advanceSeconds(10);
    h.clock.increment(5 * 60_000); // the device slept: one tick, long after zero
    await settle();
    expect(h.calls.complete).toEqual([expect.objectContaining({ completedAt: DEADLINE })]);
  });

  it('does not auto-submit without an answer', async () => {
    const h = await startHarness({ assessment: TIMED });
    h.actor.send(answer('Q1', '3'));
    h.actor.send(answer('Q1', '  ')); // cleared: nothing answered any more
    await h.advanceSeconds(75);
    expect(h.actor.getSnapshot().matches({ timer: 'expired' })).toBe(true);
    expect(selectTimer(h.actor.getSnapshot())).toMatchObject({ display: '00:00', expired: true });
    expect(h.calls.computeScore).toHaveLength(0);
    expect(h.calls.complete).toHaveLength(0);
    expect(h.toasts()).toEqual([]);
  });

  it('survives a reload: a new actor resumes the countdown from the stored started_at', async () => {
    const clock = new SimulatedClock();
    const first = await startHarness({ assessment: TIMED, clock });
    first.actor.send(answer('Q1', '3'));
    await first.advanceSeconds(20);
    const stored = { ...TIMED, started_at: first.calls.persistAnswer[0]!.startedAt, answers: { Q1: '3' } };
    first.actor.stop();

    clock.increment(10_000); // the reload took 10 s
    const second = await startHarness({ assessment: stored, clock });
    expect(second.actor.getSnapshot().context.answers).toEqual({ Q1: '3' });
    expect(selectTimer(second.actor.getSnapshot())).toMatchObject({ level: 'normal', display: '00:30' });
    await second.advanceSeconds(30);
    expect(second.calls.complete).toEqual([expect.objectContaining({ completedAt: DEADLINE, answers: { Q1: '3' } })]);
    expect(first.calls.complete).toHaveLength(0);
  });

  it('auto-submits once at start when the deadline passed while away, if there are answers', async () => {
    const expiredWithAnswers = record({ time_limit_minutes: 1, started_at: at(-120_000), answers: { Q2: '5' } });
    const h = await startHarness({ assessment: expiredWithAnswers });
    await h.advanceSeconds(5);
    expect(h.calls.complete).toEqual([expect.objectContaining({ completedAt: at(-60_000), answers: { Q2: '5' } })]);

    const expiredEmpty = record({ time_limit_minutes: 1, started_at: at(-120_000), answers: {} });
    const empty = await startHarness({ assessment: expiredEmpty });
    await empty.advanceSeconds(5);
    expect(empty.calls.complete).toHaveLength(0);
  });
});
