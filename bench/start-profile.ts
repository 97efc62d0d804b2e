/**
 * `npx tsx bench/start-profile.ts [route ...]` (after `npm run build`; needs ports 4173 and 54321 free): what
 * the main thread does during a signed-in start, the way Lighthouse's mobile profile sees it. The demo member
 * signs in and waits for the automatic offline preparation, as in bench:lighthouse; then each route opens in
 * a new tab with a cold HTTP cache, no service worker and the CPU slowed 4x (Lighthouse's multiplier), while
 * Chromium records a trace and a JS sampling profile. It prints every main-thread task over 50 ms (what
 * Total Blocking Time counts), each with what ran in it: the trace's own events (script evaluation, garbage
 * collection, style and layout, IndexedDB callbacks...) and the functions that took its time. Measures and
 * prints; never passes or fails. Default routes: /user and the member's assessment. Built with source maps
 * (`npx vite build --sourcemap`), the functions are named by their source file and line.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { chromium, type CDPSession } from '@playwright/test';
import { startBackend } from '../server/app.ts';
import { onShutdown } from '../server/cli/shutdown.ts';
import { serveStatic } from '../server/cli/static-server.ts';
import { repoRoot } from '../server/db/open.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/support/chromium.ts';
import { signInMemberAndSettle } from './support/member-start.ts';

const ROUTES = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/user', '/assessment/54000000-0000-4000-8000-000000000001'];
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const DIST = path.join(repoRoot, 'dist');
const SETTLE_MS = Number(process.env.START_PROFILE_SETTLE_MS ?? 8000);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; stackTrace?: { url: string }[] } };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const backend = await startBackend({ port: 54321, loadDataDir: await loadPreparedDump() });
const app = await serveStatic(DIST, '127.0.0.1', 4173);
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
const context = await browser.newContext({ baseURL: app.url, locale: 'it-IT' });
onShutdown(async () => {
  await browser.close();
  await app.close();
  await backend.close();
});

const sourceMaps = new Map<string, SourceMapConsumer | null>();

/** `name file:line` of a profiled frame, through the chunk's source map when the build has one. */
function frameName(frame: ProfileNode['callFrame']): string {
  const file = /\/(assets\/[^/?#]+\.js)/.exec(frame.url)?.[1];
  if (file && !sourceMaps.has(file)) {
    const map = path.join(DIST, `${file}.map`);
    sourceMaps.set(file, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8')) as RawSourceMap) : null);
  }
  const original = file ? sourceMaps.get(file)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }) : null;
  if (original?.source) return `${original.name ?? frame.functionName ?? '(anonymous)'} ${original.source.replace(/^(\.\.\/)+/, '')}:${original.line}`;
  return `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
}

const shortUrl = (url: string) => (url ? url.replace(/^https?:\/\/[^/]+\//, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js') : '');

/** The task's own trace events, by name (and script for evaluations), with their total time. */
function eventsIn(task: TraceEvent, events: TraceEvent[]): string[] {
  const end = task.ts + (task.dur ?? 0);
  const totals = new Map<string, number>();
  for (const event of events) {
    if (event === task || event.ph !== 'X' || event.ts < task.ts || event.ts >= end || event.tid !== task.tid || event.pid !== task.pid) continue;
    if (['RunTask', 'ThreadControllerImpl::RunTask', 'RunMicrotasks'].includes(event.name)) continue;
    const url = shortUrl(event.args?.data?.url ?? '');
    const key = url && ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'v8.compile', 'v8.compileModule'].includes(event.name) ? `${event.name} ${url}` : event.name;
    totals.set(key, (totals.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...totals.entries()].filter(([, ms]) => ms >= 2).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
}

/** The sampled functions of the task's window: self time per function, and per app frame (the innermost frame of the app's code). */
function samplesIn(task: TraceEvent, profile: CpuProfile): { self: string[]; app: string[] } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const self = new Map<string, number>();
  const ownCode = new Map<string, number>();
  let time = profile.startTime;
  const end = task.ts + (task.dur ?? 0);
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i] ?? 0;
    if (time < task.ts || time >= end) continue;
    const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    let node = nodes.get(profile.samples[i]!);
    if (!node) continue;
    const frame = (n: ProfileNode) => frameName(n.callFrame);
    self.set(frame(node), (self.get(frame(node)) ?? 0) + delta);
    // The innermost frame of the app's own code (its source outside node_modules, when the build has maps).
    while (node && (!node.callFrame.url.includes('/assets/') || frame(node).includes('node_modules/'))) node = nodes.get(parents.get(node.id) ?? -1);
    if (node) ownCode.set(frame(node), (ownCode.get(frame(node)) ?? 0) + delta);
  }
  const top = (map: Map<string, number>) => [...map.entries()].filter(([, ms]) => ms >= 2).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
  return { self: top(self), app: top(ownCode) };
}

async function signIn(): Promise<void> {
  const page = await context.newPage();
  await signInMemberAndSettle(page, app.url);
  await page.close();
}

async function profileStart(route: string): Promise<void> {
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: app.url, storageTypes: 'service_workers,cache_storage' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading', 'IndexedDB'] });
  await cdp.send('Profiler.start');
  await page.goto(`${app.url}${route}`);
  await page.waitForTimeout(SETTLE_MS);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const events = trace.traceEvents;
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data && (e.args.data as { documentLoaderURL?: string }).documentLoaderURL?.includes(route));
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && (!navigation || e.pid === navigation.pid));
  const origin = navigation?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main?.pid);
  // Up to the end of the settling time: stopping the profiler and the trace is a long task of its own.
  const settled = origin + SETTLE_MS * 1000;
  const tasks = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) / 1000 > LONG_TASK_MS && e.ts < settled);
  let blocking = 0;
  console.log(`\n${route}: FCP ${fcp ? ((fcp.ts - origin) / 1000).toFixed(0) : '?'} ms (CPU ${CPU_SLOWDOWN}x slower, no network throttling)`);
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    const afterFcp = !fcp || task.ts >= fcp.ts;
    if (afterFcp) blocking += ms - LONG_TASK_MS;
    const { self, app: own } = samplesIn(task, profile);
    console.log(`  task at ${((task.ts - origin) / 1000).toFixed(0).padStart(5)} ms, ${ms.toFixed(0).padStart(4)} ms${afterFcp ? '' : ' (before FCP)'}`);
    console.log(`      trace: ${eventsIn(task, events).join(' | ')}`);
    console.log(`      self:  ${self.join(' | ')}`);
    console.log(`      app:   ${own.join(' | ')}`);
  }
  console.log(`  ${tasks.length} tasks over ${LONG_TASK_MS} ms; blocking time after FCP ${blocking.toFixed(0)} ms (the whole recording, not Lighthouse's window)`);
  await page.close();
}

try {
  await signIn();
  for (const route of ROUTES) await profileStart(route);
} finally {
  await browser.close();
  await app.close();
  await backend.close();
}
process.exit(0);
