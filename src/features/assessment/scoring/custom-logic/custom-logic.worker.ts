/*
 * A module worker that runs one rule's custom_logic and is then terminated. A worker already has
 * no access to the page (no window, document, DOM); here network, storage and messaging are
 * also removed, and after compiling the logic the ways back to dynamic code are cut.
 */
import type { SandboxReply } from './with-timeout';

interface Scope {
  postMessage(message: SandboxReply): void;
  onmessage: ((event: { data: { logic: string; input: string } }) => void) | null;
}
const scope = globalThis as unknown as Scope;
const post = scope.postMessage.bind(scope);

const SHADOWED = [
  'fetch', 'XMLHttpRequest', 'indexedDB', 'caches', 'importScripts', 'WebSocket', 'EventSource',
  'BroadcastChannel', 'Worker', 'SharedWorker', 'navigator', 'location', 'self', 'globalThis',
  'postMessage', 'close', 'onmessage', 'Function', 'setTimeout', 'setInterval', 'WebAssembly',
];

function lockDown(): void {
  for (const name of [...SHADOWED, 'eval']) {
    try {
      Object.defineProperty(globalThis, name, { value: undefined, writable: false, configurable: false });
    } catch {
      // Not configurable in this browser: still shadowed by the function's parameters.
    }
  }
  const prototypes = [function () {}, async function () {}, function* () {}, async function* () {}].map((f) =>
    Object.getPrototypeOf(f),
  );
  for (const prototype of prototypes) {
    Object.defineProperty(prototype, 'constructor', { value: undefined, writable: false, configurable: false });
  }
}

function run(logic: string, input: string): SandboxReply {
  let fn: (...args: unknown[]) => unknown;
  try {
    fn = new Function('answers', 'questions', ...SHADOWED, `"use strict";\n${logic}\n`) as typeof fn;
  } catch (error) {
    return { ok: false, kind: 'syntax', message: error instanceof Error ? error.message : String(error) };
  }
  const { answers, questions } = JSON.parse(input) as { answers: unknown; questions: unknown };
  lockDown();
  try {
    const result = fn(answers, questions);
    return { ok: true, json: JSON.stringify(result === undefined ? null : result) };
  } catch (error) {
    return { ok: false, kind: 'runtime', message: error instanceof Error ? error.message : String(error) };
  }
}

scope.onmessage = (event) => {
  post(run(event.data.logic, event.data.input));
};
