// `npm run bench:chaos [-- --runs N --seed S --reuse-build]`: randomised runs in Debian's Chromium of
// a member answering and completing an assessment, progressing through coaching and chatting,
// while the harness cuts the network, kills and restarts the backend as a write goes out, injects
// 500s (before and after the server applied the write) and slow answers, closes the tab mid-write,
// lets the token expire offline, and ships a new service worker mid-assessment. Afterwards it reads
// the database and counts operations made, reached, lost, duplicated and out of order. It measures
// and prints; it never passes or fails. A run that loses anything prints its seed for replay.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { loadOrCreateKeys } from '../../server/auth/keys.ts';
import { serveStatic } from '../../server/cli/static-server.ts';
import { seededRandom } from '../../src/offline/testing/random.ts';
import { ACCOUNTS, ORG, TEAM, TEMPLATE } from '../../supabase/tests/support/demo-ids.ts';
import { clientFor, type TestClient } from '../../tests/support/backend.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tests/support/chromium.ts';
import { startBackendChild, type BackendChild } from './backend-child.ts';
import { CHAOS_DIST, buildApp } from './build.ts';
import { FAULT_NAMES, type FaultName } from './faults.ts';
import { runOnce, type RunResult } from './scenario.ts';
import { ACTIVITIES } from './member.ts';

const flag = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const RUNS = Number(flag('runs') ?? 100);
const FIRST_SEED = Number(flag('seed') ?? 1);
const APP_PORT = Number(flag('app-port') ?? 4273);
const BACKEND_PORT = Number(flag('backend-port') ?? 54421);
const APP = `http://127.0.0.1:${APP_PORT}`;
const MEMBER_ID = ACCOUNTS.member.userId;

/** A fresh TWN assessment (two likert questions, scored by the custom rule) and no progress on the two activities. */
async function freshRows(service: TestClient): Promise<string> {
  const { data, error } = await service
    .from('assessments')
    .insert({
      user_id: MEMBER_ID,
      organization_id: ORG.acme,
      team_id: TEAM.alpha,
      template_id: TEMPLATE.twn,
      assessment_type: 'twn',
      evaluation_type: 'self',
    })
    .select('id')
    .single();
  if (error) throw new Error(`creating the assessment: ${error.message}`);
  const removed = await service
    .from('user_activity_progress')
    .delete()
    .eq('user_id', MEMBER_ID)
    .in('activity_id', ACTIVITIES);
  if (removed.error) throw new Error(`clearing progress: ${removed.error.message}`);
  return (data as { id: string }).id;
}

function printSummary(results: RunResult[]): void {
  const sum = (pick: (r: RunResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  const faults = Object.fromEntries(FAULT_NAMES.map((name) => [name, sum((r) => r.faults[name])])) as Record<
    FaultName,
    number
  >;
  const rows: [string, number | string][] = [
    ['runs', results.length],
    ['runs the harness could not finish', results.filter((r) => r.harnessError).length],
    ['operations made (clicks, messages)', sum((r) => r.tally.made)],
    ['  saved on the device (the app said so)', sum((r) => r.tally.saved)],
    ['  not saved: tab closed before the write (never promised)', sum((r) => r.tally.made - r.tally.saved)],
    ['reached the database', sum((r) => r.tally.reached)],
    ['lost', sum((r) => r.tally.lost)],
    ['duplicated', sum((r) => r.tally.duplicated)],
    ['out of order (a later action lost to an earlier one)', sum((r) => r.tally.outOfOrder)],
    ['left in the outbox: refused by the server (shown to the user)', sum((r) => r.refused)],
    ['left in the outbox: still pending after the wait', sum((r) => r.stuck)],
  ];
  console.log('\nbench:chaos');
  for (const [label, value] of rows) console.log(`  ${label.padEnd(64)} ${String(value).padStart(6)}`);
  console.log(`  faults injected: ${FAULT_NAMES.map((name) => `${name} ${faults[name]}`).join(', ')}`);
  const bad = results.filter((r) => r.tally.lost + r.tally.duplicated + r.tally.outOfOrder > 0 || r.harnessError);
  if (bad.length > 0) {
    console.log('\nruns to replay (`npm run bench:chaos -- --runs 1 --seed <seed>`):');
    for (const r of bad)
      console.log(`  seed ${r.seed}: ${r.harnessError ? `harness: ${r.harnessError}` : r.tally.notes.join('; ')}`);
  }
}

async function main() {
  const keys = loadOrCreateKeys();
  const backendUrl = `http://127.0.0.1:${BACKEND_PORT}`;
  buildApp(backendUrl, process.argv.includes('--reuse-build'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-chaos-'));
  let backend: BackendChild | null = null;
  let browser: Browser | null = null;
  const app = await serveStatic(CHAOS_DIST, '127.0.0.1', APP_PORT, { backendUrl });
  try {
    backend = await startBackendChild({ port: BACKEND_PORT, dataDir, corsOrigin: APP });
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    const service = clientFor(backend.url, keys.serviceRoleKey);
    console.log(
      `bench:chaos: ${RUNS} runs from seed ${FIRST_SEED}; app ${APP} (own build), backend ${backend.url} (own process, fresh data in ${dataDir})`,
    );
    const results: RunResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      const seed = FIRST_SEED + i;
      const started = performance.now();
      const assessmentId = await freshRows(service);
      const result = await runOnce({
        browser,
        backend,
        service,
        seed,
        random: seededRandom(seed),
        appUrl: APP,
        assessmentId,
        memberId: MEMBER_ID,
        jwtSecret: keys.jwtSecret,
      });
      results.push(result);
      const t = result.tally;
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const used = FAULT_NAMES.filter((name) => result.faults[name] > 0)
        .map((name) => `${name} ${result.faults[name]}`)
        .join(', ');
      console.log(
        `run ${i + 1}/${RUNS} seed ${seed}: ${t.made} ops (${t.saved} saved), reached ${t.reached}, lost ${t.lost}, duplicated ${t.duplicated}, out of order ${t.outOfOrder}` +
          `${result.refused ? `, refused ${result.refused}` : ''}${result.stuck ? `, pending ${result.stuck}` : ''}; faults: ${used || 'none'}; ${seconds} s` +
          `${result.harnessError ? `\n  harness: ${result.harnessError}` : ''}${t.notes.length ? `\n  ${t.notes.join('\n  ')}` : ''}`,
      );
    }
    printSummary(results);
  } finally {
    await browser?.close();
    await backend?.stop();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
