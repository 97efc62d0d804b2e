/**
 * `npm run bench:startup-ab [-- --tricks a,b] [--pairs 7] [--tree <dir>] [--reuse]`: what each start-up trick saves now.
 * Builds the app as it is (A) and once without each trick (B; bench/startup-ab/tricks.ts says how), then per
 * trick: (a) the JS a first visit to /login and to /user downloads, gzip (exact, from the build manifest);
 * (b) the main thread's busy time (CDP's TaskDuration over the first SETTLE_MS) and the largest contentful
 * paint of the route the trick is meant to help, at Lighthouse's 4x CPU slowdown and its simulated slow 4G,
 * with a cold HTTP cache and no service worker, A and B interleaved (A, B, B, A, ...), `--pairs` pairs.
 * The noise is A against A: the gap between the medians of A's odd and even runs. Prints one line per trick:
 * saved bytes, saved ms (median, noise), verdict. Measures and prints; never fails. Ports 54398 and 4398.
 * `--tree`: build another checkout (e.g. a `git archive` of HEAD, away from others' edits in progress).
 */
import { execFileSync } from 'node:child_process';
import { createServer, request } from 'node:http';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { startBackend } from '../server/app.ts';
import { loadOrCreateKeys } from '../server/auth/keys.ts';
import { onShutdown } from '../server/cli/shutdown.ts';
import { serveStatic } from '../server/cli/static-server.ts';
import { repoRoot } from '../server/db/open.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';
import { firstVisitFiles, readManifest, weigh } from '../scripts/build/first-visit.ts';
import { LOGIN_ROUTE, ROUTES_TO_WEIGH } from '../scripts/build/routes-to-weigh.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/support/chromium.ts';
import { signInMemberAndSettle } from './support/member-start.ts';
import { TRICKS, type Trick } from './startup-ab/tricks.ts';

const { values } = parseArgs({
  options: {
    tricks: { type: 'string' },
    pairs: { type: 'string', default: '7' },
    tree: { type: 'string', default: repoRoot },
    out: { type: 'string', default: '/tmp/startup-ab' },
    // Measure the builds a previous run left in --out instead of building again.
    reuse: { type: 'boolean', default: false },
  },
});
const PAIRS = Math.max(2, Number(values.pairs));
const TREE = path.resolve(values.tree);
const OUT = path.resolve(values.out);
const BACKEND_PORT = 54398;
const APP_PORT = 4398;
const BACKEND = `http://127.0.0.1:${BACKEND_PORT}`;
const APP = `http://127.0.0.1:${APP_PORT}`;
const CPU_SLOWDOWN = 4;
const SETTLE_MS = Number(process.env.STARTUP_AB_SETTLE_MS ?? 6000);
// Lighthouse's simulated mobile network (slow 4G): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_638_400 / 8, uploadThroughput: 768_000 / 8 };

const chosen = values.tricks ? TRICKS.filter((trick) => values.tricks!.split(',').includes(trick.name)) : TRICKS;

function build(name: string, without?: string): string {
  const outDir = path.join(OUT, name);
  if (values.reuse && existsSync(path.join(outDir, 'index.html'))) return outDir;
  console.error(`building ${name}...`);
  execFileSync(
    'npx',
    ['vite', 'build', '--config', 'bench/startup-ab/variant.config.ts', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: TREE,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        VITE_SUPABASE_URL: BACKEND,
        VITE_SUPABASE_ANON_KEY: loadOrCreateKeys().anonKey,
        STARTUP_AB_WITHOUT: without ?? '',
      },
    },
  );
  return outDir;
}

const USER_MODULES = ROUTES_TO_WEIGH.find((route) => route.route === '/user')?.modules ?? [];
function bytes(dist: string) {
  const manifest = readManifest(dist);
  const of = (modules: string[]) => {
    const { js } = firstVisitFiles(manifest, modules);
    return { gzip: weigh(dist, js).gzip, files: js.length };
  };
  return { login: of(LOGIN_ROUTE.modules), user: of(USER_MODULES) };
}

/** One address for every build, so the signed-in browser keeps its session: it forwards to the build being measured. */
async function switchboard(first: string) {
  const servers = new Map<string, Awaited<ReturnType<typeof serveStatic>>>();
  let port = APP_PORT + 1;
  const add = async (dist: string) =>
    void servers.set(dist, await serveStatic(dist, '127.0.0.1', port++, { backendUrl: BACKEND }));
  await add(first);
  let current = first;
  const front = createServer((req, res) => {
    const target = new URL(req.url ?? '/', servers.get(current)!.url);
    const forward = request(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => front.listen(APP_PORT, '127.0.0.1', resolve));
  return {
    add,
    use: (dist: string) => void (current = dist),
    close: async () => {
      front.close();
      await Promise.all([...servers.values()].map((server) => server.close()));
    },
  };
}

// A string, not a function: tsx's helpers do not exist in the page.
const OBSERVE_LCP = `(() => {
  window.__lcp = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__lcp = entry.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

interface Run {
  taskMs: number;
  lcpMs: number;
}

async function measure(context: BrowserContext, route: string): Promise<Run> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: APP, storageTypes: 'service_workers,cache_storage' });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable');
  await page.addInitScript(OBSERVE_LCP);
  const started = Date.now();
  await page.goto(`${APP}${route}`, { waitUntil: 'commit' });
  await page.waitForTimeout(Math.max(0, SETTLE_MS - (Date.now() - started)));
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const lcpMs = Number(await page.evaluate('window.__lcp'));
  await page.close();
  return { taskMs: (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000, lcpMs };
}

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** A against A: the gap between the medians of A's odd and even runs. */
const noise = (list: number[]) =>
  Math.abs(median(list.filter((_, i) => i % 2 === 0)) - median(list.filter((_, i) => i % 2 === 1)));

async function contextFor(browser: Browser, route: string, signedIn: BrowserContext): Promise<BrowserContext> {
  return route === '/login' ? browser.newContext({ locale: 'it-IT' }) : signedIn;
}

async function compare(
  browser: Browser,
  signedIn: BrowserContext,
  board: { use(dist: string): void },
  a: string,
  b: string,
  trick: Trick,
) {
  const runs: Record<'a' | 'b', Run[]> = { a: [], b: [] };
  for (let pair = 0; pair < PAIRS; pair++) {
    // A, B then B, A: neither build always goes first after a quiet moment.
    const order: ('a' | 'b')[] = pair % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
    for (const side of order) {
      board.use(side === 'a' ? a : b);
      const context = await contextFor(browser, trick.route, signedIn);
      runs[side].push(await measure(context, trick.route));
      if (context !== signedIn) await context.close();
    }
  }
  const of = (side: 'a' | 'b', key: keyof Run) => runs[side].map((run) => run[key]);
  return {
    taskA: median(of('a', 'taskMs')),
    taskB: median(of('b', 'taskMs')),
    taskNoise: noise(of('a', 'taskMs')),
    lcpA: median(of('a', 'lcpMs')),
    lcpB: median(of('b', 'lcpMs')),
    lcpNoise: noise(of('a', 'lcpMs')),
  };
}

mkdirSync(OUT, { recursive: true });
const base = build('with-every-trick');
const baseBytes = bytes(base);
const backend = await startBackend({ port: BACKEND_PORT, loadDataDir: await loadPreparedDump(), corsOrigins: [APP] });
const board = await switchboard(base);
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
onShutdown(async () => {
  await browser.close();
  await board.close();
  await backend.close();
});

const signedIn = await browser.newContext({ locale: 'it-IT' });
const signIn = await signedIn.newPage();
await signInMemberAndSettle(signIn, APP);
await signIn.close();

const variants = chosen.map((trick) => ({ trick, dist: build(trick.name, trick.name) }));
for (const { dist } of variants) await board.add(dist);

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const ms = (n: number) => `${n.toFixed(0)} ms`;
console.log(
  `Start-up tricks, ${new Date().toISOString().slice(0, 10)}: ${PAIRS} interleaved pairs per trick, CPU ${CPU_SLOWDOWN}x slower, slow 4G, cold cache, first ${SETTLE_MS} ms`,
);
console.log(
  `A (every trick): /login ${kb(baseBytes.login.gzip)} gzip in ${baseBytes.login.files} files, /user ${kb(baseBytes.user.gzip)} in ${baseBytes.user.files}\n`,
);
for (const { trick, dist } of variants) {
  const without = bytes(dist);
  const savedLogin = without.login.gzip - baseBytes.login.gzip;
  const savedUser = without.user.gzip - baseBytes.user.gzip;
  const files = `${without.user.files - baseBytes.user.files} files on /user`;
  const timing = await compare(browser, signedIn, board, base, dist, trick);
  const savedTask = timing.taskB - timing.taskA;
  const savedLcp = timing.lcpB - timing.lcpA;
  const clear = (saved: number, spread: number) => saved > 2 * spread && saved > 0;
  const keep =
    savedLogin > 1024 || savedUser > 1024 || clear(savedTask, timing.taskNoise) || clear(savedLcp, timing.lcpNoise);
  console.log(
    `${trick.name.padEnd(24)} saves ${kb(savedLogin)} on /login, ${kb(savedUser)} on /user (${files}); on ${trick.route}: main thread ${ms(savedTask)} (${ms(timing.taskA)} vs ${ms(timing.taskB)}, A-vs-A noise ${ms(timing.taskNoise)}), LCP ${ms(savedLcp)} (noise ${ms(timing.lcpNoise)}) -> ${keep ? 'KEEP' : 'remove'}`,
  );
}
process.exit(0);
