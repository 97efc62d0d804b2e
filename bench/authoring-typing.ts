// `npm run bench:authoring-typing` (after `npm run keys && npm run build`): how long the page is blocked
// while typing in a 200-question template, in Chromium at phone width. A 200-question draft is put in the
// device's draft store, the editor opens it, and 40 characters are typed into question 100; a
// PerformanceObserver records every long task (over 50 ms) meanwhile. It measures and prints.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startBackend } from '../server/app.ts';
import { repoRoot } from '../server/db/open.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';
import { serveStatic } from '../server/cli/static-server.ts';
import { newQuestion, newTemplate } from '../src/features/admin/content/assessments/draft-factory.ts';
import { RESPONSE_TYPES } from '../src/features/admin/content/assessments/draft-types.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/support/chromium.ts';
import { passwordSession, signedInState } from '../tests/e2e/support/session.ts';

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 200);
const ACME = '10000000-0000-4000-8000-000000000001';

const backend = await startBackend({ port: 54321, loadDataDir: await loadPreparedDump() });
const app = await serveStatic(path.join(repoRoot, 'dist'), '127.0.0.1', 4173);
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
try {
  const admin = await passwordSession('admin@acme.test');
  const draft = newTemplate(ACME);
  draft.name = { it: 'Modello grande', en: 'Large template' };
  for (let n = 0; n < QUESTIONS; n++) {
    const q = newQuestion(draft.questions, RESPONSE_TYPES[n % RESPONSE_TYPES.length]);
    q.text = { it: `Domanda numero ${n + 1}`, en: `Question number ${n + 1}` };
    q.options = q.options.map((o, i) => ({ ...o, text: { it: `Opzione ${i + 1}`, en: `Option ${i + 1}` } }));
    draft.questions.push(q);
  }
  const state = await signedInState('admin@acme.test');
  state.origins[0]!.localStorage.push({
    name: `taas.authoring.template.${admin.user.id}.new`,
    value: JSON.stringify(draft),
  });
  const context = await browser.newContext({ storageState: state, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:4173/org-admin/${ACME}`);
  await page.getByRole('tab', { name: 'Contenuti' }).click();
  const opened = Date.now();
  await page.getByRole('button', { name: 'Nuovo modello' }).click();
  const target = page.locator('textarea').filter({ hasText: 'Domanda numero 100' }).first();
  await target.waitFor();
  console.log(`editor with ${QUESTIONS} questions open in ${Date.now() - opened} ms`);
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  await target.click();
  await target.pressSequentially(' e ancora qualche parola', { delay: 30 });
  await page.waitForTimeout(600);
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  const worst = longTasks.length ? Math.max(...longTasks).toFixed(0) : '0';
  console.log(`typing 24 characters: ${longTasks.length} long tasks (over 50 ms), longest ${worst} ms`);
} finally {
  await browser.close();
  await app.close();
  await backend.close();
}
