// Offline cold start for bench:offline: the built app served as in the e2e run, a member's device
// prepared online once (worker installed, questions stored), then the assessment opened in a fresh
// page nine times (COLD_START_RUNS; BENCH_RUNS overrides), the time to the first question on screen
// (p50 printed), in three conditions:
//   - the browser offline (context.setOffline);
//   - the browser online but every request to the backend aborted (a Wi-Fi with no uplink): the
//     page cannot trust navigator.onLine and learns from its failed requests;
//   - the browser online but every request to the backend left hanging (a captive or dead uplink
//     that never answers): nothing may wait for a timeout before the question renders.
// The time is the page's own: from its navigation start (performance.timeOrigin) to the first animation
// frame that has the question in the document (the frame that paints it). The wall clock around
// Playwright's goto is printed beside it; it adds the harness's round trips and the renderer's start.
// The goal: <= 500 ms in each. `npx tsx bench/offline-cold-start.ts` runs it alone.
import { createConnection } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startBackend } from '../server/app.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';
import { serveStatic } from '../server/cli/static-server.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/support/chromium.ts';

// The default build talks to :54321 and is served on :4173 (as in the e2e run). A private build
// (vite build with VITE_SUPABASE_URL) can be measured with BENCH_DIST / BENCH_APP_PORT / BENCH_BACKEND_PORT.
const DIST = process.env.BENCH_DIST ?? 'dist';
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4173);
const BACKEND_PORT = Number(process.env.BENCH_BACKEND_PORT ?? 54321);
const APP = `http://127.0.0.1:${APP_PORT}`;
const BACKEND = `http://127.0.0.1:${BACKEND_PORT}`;
const seedId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Runs per condition: nine, so one slow moment of the machine moves the median less than with five. */
export const COLD_START_RUNS = 9;

const portInUse = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function createAssessment(serviceKey: string): Promise<string> {
  const headers = {
    apikey: serviceKey,
    Authorization: `Bearer ${serviceKey}`,
    'Content-Type': 'application/json',
    Prefer: 'return=representation',
  };
  const body = {
    user_id: seedId('20000000', 5),
    organization_id: seedId('10000000', 1),
    team_id: seedId('30000000', 1),
    template_id: seedId('50000000', 1),
    assessment_type: 'tpm',
    evaluation_type: 'self',
  };
  const response = await fetch(`${BACKEND}/rest/v1/assessments`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`insert failed: ${response.status}`);
  return ((await response.json()) as { id: string }[])[0]!.id;
}

// A string, not a function: tsx's helpers (__name) do not exist in the page.
const QUESTION_PAINTED = `(() => {
  const seen = () => document.querySelector('[data-testid="question-position"]') !== null;
  const frame = () => { if (seen()) window.__questionPaintedAt = performance.now(); else requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
})();`;

type Condition = 'offline' | 'aborted' | 'hanging';
interface Times {
  page: number[];
  wall: number[];
}
const conditions: Condition[] = ['offline', 'aborted', 'hanging'];

async function measure(runs: number, serviceKey: string): Promise<Record<Condition, Times>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: APP, locale: 'it-IT', serviceWorkers: 'allow' });
    await context.addInitScript({ content: QUESTION_PAINTED });
    const page = await context.newPage();
    const id = await createAssessment(serviceKey);
    await page.goto('/login');
    await page.getByLabel('Email').fill('member@acme.test');
    await page.getByLabel('Password').fill('Password-123');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForURL(/\/user$/);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.goto('/assessment-list');
    await page.getByTestId(`assessment-${id}`).getByText('Pronto offline').waitFor({ timeout: 30_000 });
    await page.close();
    const times: Record<Condition, Times> = {
      offline: { page: [], wall: [] },
      aborted: { page: [], wall: [] },
      hanging: { page: [], wall: [] },
    };
    for (const condition of conditions) {
      if (condition === 'offline') await context.setOffline(true);
      else if (condition === 'aborted')
        await context.route(`${BACKEND}/**`, (route) => route.abort('internetdisconnected'));
      // Never answered: the request stays pending until the page closes.
      else await context.route(`${BACKEND}/**`, () => undefined);
      for (let i = 0; i < runs; i++) {
        const cold = await context.newPage();
        const started = performance.now();
        await cold.goto(`/assessment/${id}`);
        await cold.getByTestId('question-position').waitFor({ timeout: 60_000 });
        times[condition].wall.push(performance.now() - started);
        const painted = await cold.waitForFunction(
          () => (window as { __questionPaintedAt?: number }).__questionPaintedAt,
        );
        times[condition].page.push((await painted.jsonValue()) as number);
        await cold.close();
      }
      if (condition === 'offline') await context.setOffline(false);
      else await context.unrouteAll({ behavior: 'ignoreErrors' });
    }
    return times;
  } finally {
    await browser.close();
  }
}

const p50 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const list = (times: number[]) => times.map((t) => t.toFixed(0)).join(', ');
const describe = ({ page, wall }: Times) =>
  `p50 ${p50(page).toFixed(0)} ms (${page.length} runs: ${list(page)} ms; wall clock around goto p50 ${p50(wall).toFixed(0)} ms)`;

/** One line per condition: "browser offline: p50 412 ms (5 runs: ...; wall clock ...)", or why it could not run. */
export async function coldStartMedians(runs: number): Promise<string[]> {
  if (!existsSync(path.join(DIST, 'index.html'))) return ['n/a (no build: run `npm run build` first)'];
  if (!existsSync(CHROMIUM)) return [`n/a (no Chromium at ${CHROMIUM})`];
  if ((await portInUse(APP_PORT)) || (await portInUse(BACKEND_PORT)))
    return [`n/a (ports ${APP_PORT}/${BACKEND_PORT} in use by another run)`];
  const backend = await startBackend({ port: BACKEND_PORT, loadDataDir: await loadPreparedDump() });
  const app = await serveStatic(path.resolve(DIST), '127.0.0.1', APP_PORT);
  try {
    const times = await measure(runs, backend.serviceRoleKey);
    return [
      `browser offline (context.setOffline)               ${describe(times.offline)}`,
      `browser online, every backend request aborted      ${describe(times.aborted)}`,
      `browser online, every backend request hanging      ${describe(times.hanging)}`,
    ];
  } catch (error) {
    return [`n/a (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`];
  } finally {
    await app.close();
    await backend.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.env.BENCH_RUNS ?? COLD_START_RUNS);
  console.log(
    `Offline cold start to the first question (${runs} runs per condition; goal <= 500 ms), ${new Date().toISOString()}`,
  );
  for (const line of await coldStartMedians(runs)) console.log(`  ${line}`);
  process.exit(0);
}
