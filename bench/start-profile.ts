/**
 * What the main thread does during a signed-in start, the way Lighthouse's mobile profile sees it: every
 * main-thread task of over 50 ms at a 4x slower CPU (what Total Blocking Time counts), each with what ran in
 * it (the trace's own events: script evaluation, garbage collection, style and layout, IndexedDB callbacks...)
 * and the functions that took its time. Measures and prints; never passes or fails. Built with source maps
 * (`npx vite build --sourcemap`), the functions are named by their source file and line.
 *
 *   npx tsx bench/start-profile.ts [route ...]
 *     (after `npm run build`; needs ports 4173 and 54321 free) the demo member signs in and waits for the
 *     automatic offline preparation, as in bench:lighthouse; then each route (default: /user and the member's
 *     assessment) opens in a new tab with a cold HTTP cache, no service worker and the CPU slowed 4x, while
 *     Chromium records a trace and a JS sampling profile.
 *   npx tsx bench/start-profile.ts --lighthouse-trace <defaultPass.trace.json>
 *     a trace that bench:lighthouse kept (LIGHTHOUSE_ARTIFACTS): Lighthouse loads the page at full speed and
 *     simulates the slow phone afterwards, multiplying each task by 4, so its long tasks are the recorded
 *     tasks of over 12.5 ms; their functions come from the trace's function-call events.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { startBackend } from '../server/app.ts';
import { onShutdown } from '../server/cli/shutdown.ts';
import { serveStatic } from '../server/cli/static-server.ts';
import { repoRoot } from '../server/db/open.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/support/chromium.ts';
import { signInMemberAndSettle } from './support/member-start.ts';

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const DIST = path.join(repoRoot, 'dist');
const SETTLE_MS = Number(process.env.START_PROFILE_SETTLE_MS ?? 8000);

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Partial<CallFrame> & { documentLoaderURL?: string; frame?: string } };
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
  parent?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const sourceMaps = new Map<string, SourceMapConsumer | null>();
const shortUrl = (url: string) =>
  url ? url.replace(/^https?:\/\/[^/]+\//, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js') : '';

/** `name file:line` of a frame (0-based line and column, as V8 reports them), through the chunk's source map when the build has one. */
function frameName(frame: Partial<CallFrame>): string {
  const url = frame.url ?? '';
  const line = frame.lineNumber ?? 0;
  const file = /\/(assets\/[^/?#]+\.js)/.exec(url)?.[1];
  if (file && !sourceMaps.has(file)) {
    const map = path.join(DIST, `${file}.map`);
    sourceMaps.set(
      file,
      existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8')) as RawSourceMap) : null,
    );
  }
  const original = file
    ? sourceMaps.get(file)?.originalPositionFor({ line: line + 1, column: frame.columnNumber ?? 0 })
    : null;
  if (original?.source)
    return `${original.name ?? frame.functionName ?? '(anonymous)'} ${original.source.replace(/^(\.\.\/)+/, '')}:${original.line}`;
  return `${frame.functionName || '(anonymous)'} ${shortUrl(url)}:${line + 1}`;
}

const within = (event: TraceEvent, task: TraceEvent) =>
  event !== task &&
  event.ph === 'X' &&
  event.tid === task.tid &&
  event.pid === task.pid &&
  event.ts >= task.ts &&
  event.ts < task.ts + (task.dur ?? 0);

const topOf = (totals: Map<string, number>, scale: number, count: number) =>
  [...totals.entries()]
    .filter(([, ms]) => ms * scale >= 2)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${(ms * scale).toFixed(0)}`);

/** The task's own trace events, by name (and script for evaluations), with their total time. */
function eventsIn(task: TraceEvent, events: TraceEvent[], scale: number): string[] {
  const totals = new Map<string, number>();
  for (const event of events) {
    if (!within(event, task) || ['RunTask', 'ThreadControllerImpl::RunTask', 'RunMicrotasks'].includes(event.name))
      continue;
    const url = shortUrl(event.args?.data?.url ?? '');
    const key =
      url &&
      ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'v8.compile', 'v8.compileModule'].includes(event.name)
        ? `${event.name} ${url}`
        : event.name;
    totals.set(key, (totals.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return topOf(totals, scale, 8);
}

/** The task's function calls (the trace's FunctionCall events: what the event loop called), by function. */
function callsIn(task: TraceEvent, events: TraceEvent[], scale: number): string[] {
  const totals = new Map<string, number>();
  for (const event of events) {
    if (!within(event, task) || event.name !== 'FunctionCall' || !event.args?.data?.url) continue;
    const name = frameName(event.args.data);
    totals.set(name, (totals.get(name) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return topOf(totals, scale, 6);
}

/** The sampled functions of the task's window: self time per function, and per app frame (the innermost frame of the app's code). */
function samplesIn(
  task: TraceEvent,
  profile: CpuProfile,
  scale: number,
): { self: string[]; app: string[]; inclusive: string[] } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parents.set(child, node.id);
    if (node.parent !== undefined) parents.set(node.id, node.parent);
  }
  const self = new Map<string, number>();
  const ownCode = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let time = profile.startTime;
  const end = task.ts + (task.dur ?? 0);
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i] ?? 0;
    if (time < task.ts || time >= end) continue;
    const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    let node = nodes.get(profile.samples[i]!);
    if (!node) continue;
    const frame = (n: ProfileNode) => frameName(n.callFrame);
    // The app's own code: its chunks' frames whose source lies outside node_modules (when the build has maps).
    const ownFrame = (n: ProfileNode) =>
      (n.callFrame.url ?? '').includes('/assets/') && !frame(n).includes('node_modules/');
    const parentOf = (n: ProfileNode) => nodes.get(parents.get(n.id) ?? -1);
    self.set(frame(node), (self.get(frame(node)) ?? 0) + delta);
    const onStack = new Set<string>();
    for (let n: ProfileNode | undefined = node; n; n = parentOf(n)) if (ownFrame(n)) onStack.add(frame(n));
    for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
    // The innermost frame of the app's own code.
    while (node && !ownFrame(node)) node = parentOf(node);
    if (node) ownCode.set(frame(node), (ownCode.get(frame(node)) ?? 0) + delta);
  }
  return { self: topOf(self, scale, 6), app: topOf(ownCode, scale, 6), inclusive: topOf(inclusive, scale, 12) };
}

/** The JS sampling profile a trace holds for the thread (its ProfileChunk events, with LIGHTHOUSE_CPU_PROFILE=1). */
function profileOf(events: TraceEvent[], pid: number, tid: number): CpuProfile | undefined {
  type Chunk = { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
  const start = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!start) return undefined;
  const id = (start as unknown as { id: string }).id;
  const profile: CpuProfile = {
    nodes: [],
    startTime: (start.args?.data as { startTime?: number } | undefined)?.startTime ?? start.ts,
    samples: [],
    timeDeltas: [],
  };
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || (event as unknown as { id: string }).id !== id) continue;
    const chunk = event.args?.data as Chunk | undefined;
    profile.nodes.push(...(chunk?.cpuProfile?.nodes ?? []));
    profile.samples.push(...(chunk?.cpuProfile?.samples ?? []));
    profile.timeDeltas.push(...(chunk?.timeDeltas ?? []));
  }
  return profile.samples.length > 0 ? profile : undefined;
}

/**
 * Prints the main thread's long tasks of the page's load in `events`. `scale`: what each recorded millisecond
 * counts (4 for an unthrottled Lighthouse trace, 1 for one recorded at 4x). `until`: the last task start.
 */
function printLongTasks(
  label: string,
  events: TraceEvent[],
  scale: number,
  { profile: given, until }: { profile?: CpuProfile; until?: number } = {},
): void {
  const navigation = [...events]
    .reverse()
    .find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && (!navigation || e.pid === navigation.pid),
  );
  const origin = navigation?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main?.pid && e.ts >= origin);
  const profile = given ?? (main ? profileOf(events, main.pid, main.tid) : undefined);
  const long = (e: TraceEvent) => ((e.dur ?? 0) / 1000) * scale > LONG_TASK_MS;
  const tasks = events.filter(
    (e) =>
      e.pid === main?.pid &&
      e.tid === main?.tid &&
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      e.ts >= origin &&
      long(e) &&
      (until === undefined || e.ts < until),
  );
  let blocking = 0;
  console.log(
    `\n${label}: FCP at ${fcp ? ((fcp.ts - origin) / 1000).toFixed(0) : '?'} ms as recorded; task lengths at a ${CPU_SLOWDOWN}x slower CPU`,
  );
  for (const task of tasks) {
    const ms = ((task.dur ?? 0) / 1000) * scale;
    const afterFcp = !fcp || task.ts >= fcp.ts;
    if (afterFcp) blocking += ms - LONG_TASK_MS;
    console.log(
      `  task at ${((task.ts - origin) / 1000).toFixed(0).padStart(5)} ms, ${ms.toFixed(0).padStart(4)} ms${afterFcp ? '' : ' (before FCP)'}`,
    );
    console.log(`      trace: ${eventsIn(task, events, scale).join(' | ')}`);
    if (profile) {
      const { self, app, inclusive } = samplesIn(task, profile, scale);
      console.log(`      self:  ${self.join(' | ')}`);
      console.log(`      app:   ${app.join(' | ')}`);
      console.log(`      incl:  ${inclusive.join(' | ')}`);
    } else {
      console.log(`      calls: ${callsIn(task, events, scale).join(' | ')}`);
    }
  }
  console.log(
    `  ${tasks.length} tasks over ${LONG_TASK_MS} ms; blocking time after FCP ${blocking.toFixed(0)} ms (the whole recording, not Lighthouse's window up to TTI)`,
  );
}

async function profileLiveStarts(routes: string[]): Promise<void> {
  const backend = await startBackend({ port: 54321, loadDataDir: await loadPreparedDump() });
  const app = await serveStatic(DIST, '127.0.0.1', 4173);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const close = async () => {
    await browser.close();
    await app.close();
    await backend.close();
  };
  onShutdown(close);
  try {
    const context = await browser.newContext({ baseURL: app.url, locale: 'it-IT' });
    const signIn = await context.newPage();
    await signInMemberAndSettle(signIn, app.url);
    await signIn.close();
    for (const route of routes) {
      const page = await context.newPage();
      const cdp: CDPSession = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin: app.url, storageTypes: 'service_workers,cache_storage' });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'v8',
          'blink.user_timing',
          'loading',
        ],
      });
      await cdp.send('Profiler.start');
      const started = Date.now();
      await page.goto(`${app.url}${route}`);
      await page.waitForTimeout(SETTLE_MS - (Date.now() - started));
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
        traceEvents: TraceEvent[];
      };
      const origin =
        traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes(route))?.ts ??
        0;
      // Up to the end of the settling time: stopping the profiler and the trace is a long task of its own.
      printLongTasks(`${route} (live, CPU ${CPU_SLOWDOWN}x slower, no network throttling)`, traceEvents, 1, {
        profile,
        until: origin + SETTLE_MS * 1000,
      });
      await page.close();
    }
  } finally {
    await close();
  }
}

const traceArg = process.argv.indexOf('--lighthouse-trace');
if (traceArg >= 0) {
  const file = process.argv[traceArg + 1];
  if (!file) throw new Error('--lighthouse-trace needs the path of a defaultPass.trace.json');
  const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  printLongTasks(file, Array.isArray(trace) ? trace : trace.traceEvents, CPU_SLOWDOWN);
} else {
  const routes = process.argv.slice(2);
  await profileLiveStarts(routes.length > 0 ? routes : ['/user', '/assessment/54000000-0000-4000-8000-000000000001']);
}
process.exit(0);
