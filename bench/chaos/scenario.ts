// One chaos run: a fresh browser profile signs in as the member, then takes random steps, each a
// user action, while faults come and go; then the world heals, the outbox drains, and the database
// is judged against what the member did.
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { TestClient } from '../../tests/support/backend.ts';
import { repoRoot } from '../../server/db/open.ts';
import { pick } from '../../src/offline/testing/random.ts';
import type { BackendChild } from './backend-child.ts';
import { shipNewServiceWorker } from './build.ts';
import { expireSession, outboxSummary } from './device.ts';
import { Faults, FAULT_NAMES, type FaultName } from './faults.ts';
import {
  ACTIVITIES,
  QUESTIONS,
  answer,
  chat,
  complete,
  completeActivity,
  localProgress,
  signInAndPrepare,
  waitSaved,
  type Action,
} from './member.ts';
import { emptyTally, judge, readStored, type Made, type Tally } from './verify.ts';

export interface RunInput {
  browser: Browser;
  backend: BackendChild;
  service: TestClient;
  seed: number;
  random: () => number;
  appUrl: string;
  assessmentId: string;
  memberId: string;
  jwtSecret: string;
}

export interface RunResult {
  seed: number;
  tally: Tally;
  faults: Record<FaultName, number>;
  /** outbox entries the server refused (failed, shown in the sync panel) */
  refused: number;
  /** outbox entries still waiting when the harness stopped waiting */
  stuck: number;
  harnessError?: string;
}

/** What the screen showed when an action could not be performed. */
const FAILURE_SHOTS = path.join(repoRoot, '.data', 'bench-chaos', 'failures');
const VERBOSE = process.argv.includes('--verbose');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface State {
  answers: (string | undefined)[];
  completed: boolean;
  chats: number;
}

async function nextAction(input: RunInput, page: Page, state: State, step: number, steps: number): Promise<Action> {
  const { random, assessmentId, seed } = input;
  const roll = random();
  const message = () => chat(`Messaggio ${++state.chats} [chaos ${seed}]`);
  if (!state.completed && state.answers.every(Boolean) && step > steps / 2 && roll < 0.15)
    return complete(assessmentId);
  if (!state.completed && roll < 0.55) {
    const index = state.answers[0] === undefined ? 0 : Math.floor(random() * QUESTIONS.length);
    const value = pick(
      random,
      ['1', '2', '3', '4', '5'].filter((v) => v !== state.answers[index]),
    );
    return answer(assessmentId, index, value);
  }
  if (roll < 0.8) {
    const activity = pick(random, ACTIVITIES);
    const status = await localProgress(page, activity).catch(() => undefined);
    // Opening a practice activity writes nothing; 'Segna come Completato' is its one progress change.
    if (status !== 'completed') return completeActivity(activity);
  }
  return message();
}

/** Waits until the device's outbox is empty; a reload (the engine flushes on start) hurries a long backoff. */
async function drain(page: Page): Promise<{ refused: number; stuck: number }> {
  const deadline = Date.now() + 150_000;
  let lastNudge = Date.now();
  for (;;) {
    const summary = await outboxSummary(page).catch(() => ({ pending: -1, failed: [] }));
    if (summary.pending === 0) return { refused: summary.failed.length, stuck: 0 };
    if (Date.now() > deadline) return { refused: summary.failed.length, stuck: Math.max(summary.pending, 0) };
    if (Date.now() - lastNudge > 20_000) {
      lastNudge = Date.now();
      await page.reload().catch(() => undefined);
    }
    await sleep(500);
  }
}

export async function runOnce(input: RunInput): Promise<RunResult> {
  const { browser, backend, random, appUrl, assessmentId, seed } = input;
  const context = await browser.newContext({ baseURL: appUrl, locale: 'it-IT', serviceWorkers: 'allow' });
  const faults = new Faults(context, backend, random);
  const made: Made[] = [];
  const result: RunResult = { seed, tally: emptyTally(), faults: faults.counts, refused: 0, stuck: 0 };
  try {
    await faults.install();
    let page = await context.newPage();
    const signInStarted = Date.now();
    await signInAndPrepare(page, 'member@acme.test', 'Password-123', assessmentId);
    if (VERBOSE) console.log(`  signed in and prepared in ${((Date.now() - signInStarted) / 1000).toFixed(1)} s`);
    const state: State = { answers: QUESTIONS.map(() => undefined), completed: false, chats: 0 };
    const steps = 8 + Math.floor(random() * 5);
    let active: { name: FaultName; left: number } | null = null;
    for (let step = 1; step <= steps; step++) {
      let closeTab = false;
      if (active && --active.left <= 0) {
        if (active.name === 'offline' || active.name === 'token-expired') await faults.setOffline(false);
        else faults.setMode('none');
        active = null;
      }
      if (!active && random() < 0.5) {
        const name = pick(random, FAULT_NAMES);
        const left = 1 + Math.floor(random() * 3);
        if (name === 'offline') {
          await faults.setOffline(true);
          active = { name, left };
        } else if (name === '500-before' || name === '500-after' || name === 'slow') {
          faults.setMode(name);
          active = { name, left };
        } else if (name === 'kill-backend') faults.armKill();
        else if (name === 'close-tab') {
          closeTab = true;
          faults.counts['close-tab']++;
        } else if (name === 'token-expired') {
          await faults.setOffline(true, false);
          if (await expireSession(page, input.jwtSecret)) faults.counts['token-expired']++;
          active = { name, left };
        } else if (name === 'new-sw' && !state.completed) {
          shipNewServiceWorker(`${seed}-${step}`);
          await page
            .evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()))
            .catch(() => undefined);
          faults.counts['new-sw']++;
        }
      }
      const action = await nextAction(input, page, state, step, steps);
      const op: Made = {
        seq: step,
        kind: action.kind,
        key: action.key,
        value: action.value,
        saved: false,
        at: Date.now(),
      };
      let performed = true;
      try {
        await action.perform(page);
      } catch (error) {
        performed = false;
        // A screen that did not open, or a click whose aftermath timed out: what the device holds decides.
        if (!(await action.saved(page).catch(() => false))) {
          const shot = path.join(FAILURE_SHOTS, `seed-${seed}-step-${step}.png`);
          await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
          result.tally.notes.push(
            `step ${step}: ${action.kind} not performed (${(error as Error).message.split('\n')[0]}; screen: ${path.relative(repoRoot, shot)})`,
          );
          continue;
        }
      }
      if (!performed) op.saved = true;
      else if (closeTab) {
        await sleep(random() * 50);
        await page.close();
        page = await context.newPage();
        await page.goto(action.url).catch(() => undefined);
        op.saved = await action.saved(page).catch(() => false);
      } else {
        op.saved = await waitSaved(page, action);
      }
      made.push(op);
      if (!op.saved && !closeTab)
        result.tally.notes.push(
          `step ${step}: ${action.kind} ${action.value.slice(0, 20)} not saved on the device within 8 s`,
        );
      if (VERBOSE)
        console.log(
          `  step ${step} ${action.kind} ${action.key.slice(-8)}=${action.value.slice(0, 12)} saved=${op.saved}${closeTab ? ' (tab closed)' : ''} fault=${active?.name ?? '-'} ${((Date.now() - op.at) / 1000).toFixed(1)} s`,
        );
      if (op.saved && action.kind === 'answer') state.answers[QUESTIONS.indexOf(action.key)] = action.value;
      if (op.saved && action.kind === 'complete') state.completed = true;
    }
    await faults.heal();
    if (faults.restartFailures.length > 0)
      throw new Error(`the backend did not come back after a kill: ${faults.restartFailures[0]!.slice(0, 300)}`);
    const drainStarted = Date.now();
    Object.assign(result, await drain(page));
    if (VERBOSE) console.log(`  drained in ${((Date.now() - drainStarted) / 1000).toFixed(1)} s`);
    const judged = judge(made, await readStored(input.service, input.memberId, assessmentId, `[chaos ${seed}]`));
    result.tally = { ...judged, notes: [...result.tally.notes, ...judged.notes] };
  } catch (error) {
    result.harnessError = (error as Error).message.split('\n')[0];
    await faults.heal().catch(() => undefined);
  } finally {
    await context.close().catch(() => undefined);
  }
  return result;
}
