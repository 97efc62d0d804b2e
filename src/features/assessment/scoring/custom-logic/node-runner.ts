import { CUSTOM_LOGIC_TIMEOUT_MS } from './time-limit';
import type { CustomLogicInput, CustomLogicRunner } from '../types';
import { replyToOutcome, withTimeout, type SandboxReply } from './with-timeout';

// Minimal shapes of node:worker_threads, so this file type-checks without Node's types in the app config.
interface NodeWorker {
  on(event: 'message', listener: (reply: SandboxReply) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'exit', listener: (code: number) => void): void;
  terminate(): Promise<number>;
}
interface WorkerThreads {
  Worker: new (source: string, options: Record<string, unknown>) => NodeWorker;
}

/*
 * Runs in a worker thread; the logic itself runs in a vm context that has only the language's
 * built-ins (no require, process, fetch, timers), with code generation from strings disabled.
 * Inputs are parsed and results stringified inside that context, so no host object is reachable.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const vm = require('node:vm');
const context = vm.createContext(Object.create(null), { codeGeneration: { strings: false, wasm: false } });
context.__input = workerData.input;
const source = '(function () { "use strict"; const __i = JSON.parse(__input);' +
  ' const __r = (function (answers, questions) { "use strict";\\n' + workerData.logic + '\\n})(__i.answers, __i.questions);' +
  ' return JSON.stringify(__r === undefined ? null : __r); })()';
let script;
try {
  script = new vm.Script(source, { filename: 'custom_logic.js' });
} catch (error) {
  parentPort.postMessage({ ok: false, kind: 'syntax', message: String(error && error.message) });
}
if (script) {
  try {
    parentPort.postMessage({ ok: true, json: String(script.runInContext(context)) });
  } catch (error) {
    let message = 'error';
    try { message = String(error && error.message); } catch { /* hostile error object */ }
    parentPort.postMessage({ ok: false, kind: 'runtime', message });
  }
}
`;

const loadWorkerThreads = async (): Promise<WorkerThreads> => {
  const specifier = 'node:worker_threads';
  return (await import(/* @vite-ignore */ specifier)) as WorkerThreads;
};

/** The Node/test sandbox: a worker thread per run, terminated on completion or timeout. */
export function createNodeCustomLogicRunner({ timeoutMs = CUSTOM_LOGIC_TIMEOUT_MS } = {}): CustomLogicRunner {
  return {
    async run(logic: string, input: CustomLogicInput) {
      const { Worker } = await loadWorkerThreads();
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        env: {},
        workerData: { logic, input: JSON.stringify(input) },
        resourceLimits: { maxOldGenerationSizeMb: 64 },
      });
      const outcome = new Promise<SandboxReply>((resolve, reject) => {
        worker.on('message', resolve);
        worker.on('error', reject);
        worker.on('exit', (code) => reject(new Error(`custom logic worker exited with code ${code}`)));
      });
      return withTimeout({ outcome: outcome.then(replyToOutcome), stop: () => void worker.terminate() }, timeoutMs);
    },
  };
}
