/**
 * `npm run bench:lighthouse` (after `npm run build`; needs ports 4173 and 54321 free): Lighthouse, mobile
 * profile (its default: simulated slow 4G and a mid-range phone's CPU), in Debian's Chromium, against the
 * servers `npm start` runs (started here over a throwaway copy of the demo database, as tests/e2e/serve.ts
 * does), on /login (a first visit), then /user and an assessment signed in as the demo member. Before each
 * run Lighthouse clears the HTTP cache, the service worker and Cache Storage but keeps localStorage and
 * IndexedDB, so the signed-in pages are measured with the session, what the automatic offline preparation after
 * sign-in stored on the device (the audits start once it has finished), and a cold cache.
 * Each route is audited LIGHTHOUSE_RUNS times (5 by default): its row is the run with the median performance
 * score (the figures of one run vary much from one to the next, as Lighthouse itself warns), and every run's
 * score is listed beside it, with Lighthouse's benchmarkIndex of each run (its measure of the machine's speed
 * at that moment: the simulation multiplies the page's recorded CPU time by 4, so TBT follows the machine).
 * Prints scores, FCP, LCP, TBT, bytes transferred and whether Chromium finds the app installable. Measures and
 * prints; never passes or fails.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { Launcher, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBackend } from '../server/app.ts';
import { onShutdown } from '../server/cli/shutdown.ts';
import { serveStatic } from '../server/cli/static-server.ts';
import { repoRoot } from '../server/db/open.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';
import { CHROMIUM, withoutOmniboxWebUI } from '../tests/support/chromium.ts';
import { signInMemberAndSettle } from './support/member-start.ts';

const MEMBER = { email: 'member@acme.test', password: 'Password-123' };
// The member's seeded TPM self assessment (supabase/seed.sql).
const ASSESSMENT_ID = '54000000-0000-4000-8000-000000000001';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
// LIGHTHOUSE_REPORTS=<folder>: every run's full report is written there as JSON (long tasks, requests, traces' summaries).
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
let reportCount = 0;
let artifactCount = 0;

interface Figures {
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  fcp: number;
  lcp: number;
  tbt: number;
  transferred: number;
  unusedJs: number;
  /** Lighthouse's own measure of the machine's speed during the run (higher is faster): TBT follows it. */
  benchmarkIndex: number;
}

const backend = await startBackend({ port: 54321, loadDataDir: await loadPreparedDump() });
const app = await serveStatic(path.join(repoRoot, 'dist'), '127.0.0.1', 4173);
const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
const chrome = await launch({
  chromePath: CHROMIUM,
  userDataDir: profile,
  // chrome-launcher's defaults (no first run, sync, component updates or background networking), with the
  // omnibox WebUI added to their --disable-features: Chromium reads only the last one.
  ignoreDefaultFlags: true,
  chromeFlags: [
    ...withoutOmniboxWebUI(Launcher.defaultFlags()),
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
  ],
});
let closed = false;
const close = async () => {
  if (closed) return;
  closed = true;
  chrome.kill();
  await app.close();
  await backend.close();
  rmSync(profile, { recursive: true, force: true });
};
onShutdown(close);

const audit = async (route: string): Promise<Figures> => {
  // LIGHTHOUSE_ARTIFACTS=<folder>: each run's artifacts (its trace among them) are kept in a folder of their own there.
  const artifacts = process.env.LIGHTHOUSE_ARTIFACTS
    ? path.resolve(
        process.env.LIGHTHOUSE_ARTIFACTS,
        `${String(++artifactCount).padStart(2, '0')}${route.replace(/\W+/g, '-')}`,
      )
    : undefined;
  const result = await lighthouse(`${app.url}${route}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(artifacts ? { gatherMode: artifacts, auditMode: artifacts } : {}),
    // LIGHTHOUSE_CPU_PROFILE=1: the trace samples JavaScript too (bench/start-profile.ts then names the functions
    // of each long task); the sampling costs a little, so the figures of such runs are not the bench's.
    ...(process.env.LIGHTHOUSE_CPU_PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  const { lhr } = result;
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(
      path.join(REPORTS, `${String(++reportCount).padStart(2, '0')}${route.replace(/\W+/g, '-')}.json`),
      JSON.stringify(lhr),
    );
  }
  if (lhr.runtimeError) console.warn(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => {
    const raw = lhr.categories[id]?.score;
    return raw === null || raw === undefined ? null : Math.round(raw * 100);
  };
  return {
    route,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    transferred: value('total-byte-weight'),
    unusedJs:
      lhr.audits['unused-javascript']?.details?.type === 'opportunity'
        ? Number((lhr.audits['unused-javascript'].details as { overallSavingsBytes?: number }).overallSavingsBytes ?? 0)
        : 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
};

// Sign in and ask Chromium about installability in the browser's default profile, which Lighthouse's tabs share.
const signInAndCheckInstallable = async (): Promise<string[]> => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${app.url}/login`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    await signInMemberAndSettle(page, app.url, MEMBER);
    await page.close();
    return installabilityErrors.map((error) => error.errorId);
  } finally {
    // Disconnects Playwright only: the browser stays up for Lighthouse.
    await browser.close();
  }
};

/** The route audited RUNS times: the run with the median performance score, and every run's score. */
const auditRuns = async (route: string): Promise<Figures & { performances: number[]; speeds: number[] }> => {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await audit(route));
  const byScore = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return {
    ...byScore[Math.floor((byScore.length - 1) / 2)]!,
    performances: runs.map((f) => f.scores.performance ?? 0),
    speeds: runs.map((f) => Math.round(f.benchmarkIndex)),
  };
};

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
const kib = (value: number) => `${Math.round(value / 1024)} KiB`;

try {
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string };
  console.log(`Lighthouse (mobile profile) in ${version.Browser}, app ${app.url}, ${new Date().toISOString()}\n`);
  // LIGHTHOUSE_ROUTES=user,assessment audits only those (login, user, assessment; all three by default).
  const only = new Set(
    (process.env.LIGHTHOUSE_ROUTES ?? 'login,user,assessment').split(',').map((name) => name.trim()),
  );
  const figures = only.has('login') ? [await auditRuns('/login')] : [];
  const installErrors = await signInAndCheckInstallable();
  if (only.has('user')) figures.push(await auditRuns('/user'));
  if (only.has('assessment')) figures.push(await auditRuns(`/assessment/${ASSESSMENT_ID}`));

  const header = [
    'route',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'FCP',
    'LCP',
    'TBT',
    'transferred',
    'unused JS',
    `perf of the ${RUNS} runs`,
    'machine speed (benchmarkIndex)',
  ];
  const rows = figures.map((f) => [
    f.route,
    String(f.scores.performance),
    String(f.scores.accessibility),
    String(f.scores['best-practices']),
    String(f.scores.seo),
    ms(f.fcp),
    ms(f.lcp),
    `${Math.round(f.tbt)} ms`,
    kib(f.transferred),
    kib(f.unusedJs),
    f.performances.join(' '),
    f.speeds.join(' '),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  for (const row of [header, ...rows])
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]! + 2) : cell.padStart(widths[column]! + 2)))
        .join(''),
    );
  console.log(
    `\nPWA installable (Chromium's installability check on /login): ${installErrors.length === 0 ? 'yes' : `no: ${installErrors.join(', ')}`}`,
  );
} finally {
  await close();
}
// Lighthouse and Playwright may leave handles open; the figures are printed.
process.exit(0);
