// `npx tsx bench/custom-logic.ts`: how long the custom scoring logic sandbox (the Node runner) takes to
// run a small rule, and to stop an endless loop after its time limit. It measures and prints; it does
// not pass or fail (the runners' tests check outcomes, not durations).
import { createNodeCustomLogicRunner } from '../src/features/assessment/scoring/custom-logic/node-runner.ts';

const input = {
  answers: { q1: '4' },
  questions: [{ item_code: 'q1', response_type: 'likert_5', options: [], metadata: {} }],
};
const RUNS = 5;

async function timed(label: string, run: () => Promise<unknown>): Promise<void> {
  const durations: number[] = [];
  let outcome: unknown;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    outcome = await run();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  console.log(
    `${label}: median ${durations[Math.floor(RUNS / 2)]!.toFixed(1)} ms, max ${durations[RUNS - 1]!.toFixed(1)} ms over ${RUNS} runs -> ${JSON.stringify(outcome)}`,
  );
}

const limitMs = 150;
await timed('small rule', () => createNodeCustomLogicRunner().run('return { score: Number(answers.q1) * 20 };', input));
await timed(`endless loop (limit ${limitMs} ms)`, () =>
  createNodeCustomLogicRunner({ timeoutMs: limitMs }).run('while (true) {}', input),
);
