// The measuring loop of `npm run bench:backend`, shared by the main thread (direct PGlite) and the
// worker that plays the HTTP clients (backend-clients.ts).

/** The columns reading a template's questions selects, the same over HTTP, directly and for the floor's answer. */
export const QUESTION_COLUMNS = 'id, item_code, question_text, response_type, options, metadata, order_index';

export interface Stats {
  rps: number;
  p50: number;
  p99: number;
  n: number;
}

export const WARMUP_MS = 300;

/** `concurrency` loops calling `op` for `cellMs` after a warm-up that is run but not counted (connections opened, plans cached). */
export async function measure(
  concurrency: number,
  cellMs: number,
  op: (worker: number) => Promise<void>,
): Promise<Stats> {
  const warmEnd = performance.now() + WARMUP_MS;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < warmEnd) await op(worker);
    }),
  );
  const latencies: number[] = [];
  const end = performance.now() + cellMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < end) {
        const t = performance.now();
        await op(worker);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return { rps: latencies.length / elapsed, p50: pct(0.5), p99: pct(0.99), n: latencies.length };
}

/** The PATCH body: the answer time grows across cells and threads, so every write is newer than the stored one and applies. */
export function answersPatch(itemCode: string, startedAt: number, tick: number) {
  const at = new Date(Date.UTC(2030, 0, 1) + (Date.now() - startedAt) * 1000 + (tick % 1000)).toISOString();
  return { answers: { [itemCode]: String((tick % 5) + 1) }, answer_times: { [itemCode]: at } };
}
