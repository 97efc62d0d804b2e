// The browser half of bench:scale-device: a member's device in Chromium after a year, at 1x, 5x and 20x
// the data. The device is prepared online as in bench/offline-cold-start.ts (worker installed, an
// assessment ready offline), then a year's rows (bench/scale-device-rows.ts) are written into its
// IndexedDB, made inside the page. Printed per scale, with growth factors: the storage the browser
// reports (navigator.storage.estimate(), what the sync panel shows) and the offline cold start to the
// first question (the page's own time, p50 of COLD_START_RUNS; goal <= 500 ms).
// The default build talks to :54321 and is served on :4173, so run it under the e2e lock:
//   flock /tmp/e2e.lock sh -c 'npm run keys && npx vite build && npx tsx bench/scale-device-browser.ts'
// It measures and prints; it does not pass or fail. `--scales 1,5,20`, `--runs 7`, `--chat-kept 600` (the
// chat as the device keeps it since its retention; by default every message a year brings, as before).
import os from 'node:os';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { chromium, type BrowserContext } from '@playwright/test';
import { startBackend } from '../server/app.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';
import { serveStatic } from '../server/cli/static-server.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/support/chromium.ts';
import { SESSION_ID, TEAM } from '../supabase/tests/support/demo-ids.ts';
import { MEMBER, TPM } from './durable-answer/samples.ts';
import { YEAR_ROWS, YEAR_ROWS_SOURCE } from './scale-device-rows.ts';

const flag = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
};
const SCALES = flag('scales', '1,5,20').split(',').map(Number);
const RUNS = Number(flag('runs', '7'));
/** The team chat as the device keeps it since its retention (src/offline/chat/retention.ts): the newest 600 at most. */
const CHAT_KEPT = Number(flag('chat-kept', 'Infinity'));
const APP = 'http://127.0.0.1:4173';

const QUESTION_PAINTED = `(() => {
  const seen = () => document.querySelector('[data-testid="question-position"]') !== null;
  const frame = () => { if (seen()) window.__questionPaintedAt = performance.now(); else requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
})();`;

/** In the page: the year's rows into the app's database, 5,000 a transaction; answers the rows written. */
const inject = (scale: number) => `(async () => {
  const make = ${YEAR_ROWS_SOURCE};
  const tables = make(${JSON.stringify(MEMBER)}, ${scale}, ${JSON.stringify(TEAM.alpha)}, ${JSON.stringify(SESSION_ID)});
  ${Number.isFinite(CHAT_KEPT) ? `tables.chatMessages = tables.chatMessages.slice(-${CHAT_KEPT});` : ''}
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open('taas-offline');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  let written = 0;
  for (const [table, rows] of Object.entries(tables)) {
    for (let i = 0; i < rows.length; i += 5000) {
      await new Promise((resolve, reject) => {
        const tx = db.transaction(table, 'readwrite');
        const store = tx.objectStore(table);
        for (const row of rows.slice(i, i + 5000)) store.put(row);
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
    }
    written += rows.length;
  }
  db.close();
  return written;
})()`;

interface Figures {
  scale: number;
  rows: number;
  injectMs: number;
  usageBytes: number;
  coldStartMs: number;
  runs: number[];
}

const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function prepare(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill('member@acme.test');
  await page.getByLabel('Password').fill('Password-123');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL(/\/user$/);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.goto('/assessment-list');
  await page.getByTestId(`assessment-${TPM}`).getByText('Pronto offline').waitFor({ timeout: 30_000 });
  await page.close();
}

async function oneScale(scale: number): Promise<Figures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: APP, locale: 'it-IT', serviceWorkers: 'allow' });
    await context.addInitScript({ content: QUESTION_PAINTED });
    await prepare(context);
    const page = await context.newPage();
    await page.goto('/assessment-list');
    const started = performance.now();
    const rows = (await page.evaluate(inject(scale))) as number;
    const injectMs = performance.now() - started;
    const usageBytes = (await page.evaluate('navigator.storage.estimate().then((e) => e.usage ?? 0)')) as number;
    await page.close();
    await context.setOffline(true);
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const cold = await context.newPage();
      await cold.goto(`/assessment/${TPM}`);
      await cold.getByTestId('question-position').waitFor({ timeout: 60_000 });
      const painted = await cold.waitForFunction(
        () => (window as { __questionPaintedAt?: number }).__questionPaintedAt,
      );
      runs.push((await painted.jsonValue()) as number);
      await cold.close();
    }
    return { scale, rows, injectMs, usageBytes, coldStartMs: p50(runs), runs };
  } finally {
    await browser.close();
  }
}

function print(figures: Figures[]): void {
  const first = figures[0]!;
  const growth = (pick: (f: Figures) => number) => `x${(pick(figures.at(-1)!) / pick(first)).toFixed(1)}`;
  console.log(`\n| figure | goal | ${figures.map((f) => `${f.scale}x`).join(' | ')} | growth |`);
  console.log(`|---|---|${figures.map(() => '---|').join('')}---|`);
  const row = (label: string, goal: string, pick: (f: Figures) => number, show: (v: number) => string) =>
    console.log(`| ${label} | ${goal} | ${figures.map((f) => show(pick(f))).join(' | ')} | ${growth(pick)} |`);
  row(
    'rows written on the device',
    '',
    (f) => f.rows,
    (v) => v.toLocaleString('en'),
  );
  row(
    'storage used (navigator.storage.estimate)',
    'bounded',
    (f) => f.usageBytes,
    (v) => `${(v / 1048576).toFixed(1)} MiB`,
  );
  row(
    'offline cold start to the first question, p50',
    '<= 500 ms',
    (f) => f.coldStartMs,
    (v) => `${v.toFixed(0)} ms`,
  );
  for (const f of figures)
    console.log(
      `  ${f.scale}x: runs ${f.runs.map((v) => v.toFixed(0)).join(', ')} ms; rows written in ${(f.injectMs / 1000).toFixed(1)} s`,
    );
  console.log(`(load average ${os.loadavg()[0]!.toFixed(1)})`);
}

if (!existsSync(path.join('dist', 'index.html'))) throw new Error('no build: run `npx vite build` first');
console.log(
  `A device after a year in Chromium: ${YEAR_ROWS.toLocaleString('en')} rows per 1x, at ${SCALES.join(', ')}x; ${new Date().toISOString()}`,
);
const backend = await startBackend({ port: 54321, loadDataDir: await loadPreparedDump() });
const app = await serveStatic(path.resolve('dist'), '127.0.0.1', 4173);
try {
  const figures: Figures[] = [];
  for (const scale of SCALES) {
    figures.push(await oneScale(scale));
    print(figures);
  }
} finally {
  await app.close();
  await backend.close();
}
process.exit(0);
