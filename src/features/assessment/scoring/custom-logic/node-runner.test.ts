import { CUSTOM_LOGIC_TIMEOUT_MS } from './time-limit';
import type { CustomLogicInput } from '../types';
import { createNodeCustomLogicRunner } from './node-runner';

const input: CustomLogicInput = {
  answers: { q1: '4', q2: '2' },
  questions: [
    { item_code: 'q1', response_type: 'likert_5', options: [], metadata: {} },
    { item_code: 'q2', response_type: 'likert_5', options: [], metadata: {} },
  ],
};

describe('the worker_threads + vm runner', () => {
  const runner = createNodeCustomLogicRunner({ timeoutMs: 2_000 });

  it('runs the logic with answers and questions and returns its result', async () => {
    const logic = `
      const values = questions.map((q) => Number(answers[q.item_code]));
      return { score: values.reduce((a, b) => a + b, 0) * 10, count: values.length };`;
    await expect(runner.run(logic, input)).resolves.toEqual({ ok: true, value: { score: 60, count: 2 } });
  });

  it('waits 30 000 ms by default', () => {
    expect(CUSTOM_LOGIC_TIMEOUT_MS).toBe(30_000);
  });

  it('stops a run that does not finish in time', async () => {
    // How long stopping takes is printed by bench/custom-logic.ts, not asserted here.
    const quick = createNodeCustomLogicRunner({ timeoutMs: 150 });
    await expect(quick.run('while (true) {}', input)).resolves.toEqual({ ok: false, kind: 'timeout', timeoutMs: 150 });
  });

  it('reports logic that does not parse', async () => {
    const outcome = await runner.run('return { score: ', input);
    expect(outcome).toMatchObject({ ok: false, kind: 'syntax' });
  });

  it('reports an error the logic throws', async () => {
    await expect(runner.run('throw new Error("boom")', input)).resolves.toEqual({
      ok: false,
      kind: 'runtime',
      message: 'boom',
    });
  });

  it('gives the logic no host objects: no require, process, fetch, timers', async () => {
    const logic = `return { seen: [typeof require, typeof process, typeof fetch, typeof setTimeout, typeof module] };`;
    await expect(runner.run(logic, input)).resolves.toEqual({
      ok: true,
      value: { seen: ['undefined', 'undefined', 'undefined', 'undefined', 'undefined'] },
    });
  });

  it('blocks code generation reached through a constructor chain', async () => {
    const logic = `const F = [].map.constructor; return { score: F('return 1')() };`;
    const outcome = await runner.run(logic, input);
    expect(outcome).toMatchObject({ ok: false, kind: 'runtime', message: expect.stringMatching(/code generation/i) });
  });
});
