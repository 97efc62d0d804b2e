import { CUSTOM_LOGIC_TIMEOUT_MS } from './time-limit';
import type { CustomLogicInput, CustomLogicRunner } from '../types';
import { replyToOutcome, withTimeout, type SandboxReply } from './with-timeout';

/** The part of a Worker the runner uses (a fake in tests). */
export interface WorkerLike {
  postMessage(message: { logic: string; input: string }): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<SandboxReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

const createModuleWorker = (): WorkerLike =>
  new Worker(new URL('./custom-logic.worker.ts', import.meta.url), { type: 'module' });

/** The browser sandbox: a fresh module worker per run, terminated on completion or timeout. */
export function createWebWorkerRunner({
  createWorker = createModuleWorker,
  timeoutMs = CUSTOM_LOGIC_TIMEOUT_MS,
}: { createWorker?: () => WorkerLike; timeoutMs?: number } = {}): CustomLogicRunner {
  return {
    run(logic: string, input: CustomLogicInput) {
      const worker = createWorker();
      const outcome = new Promise<SandboxReply>((resolve, reject) => {
        worker.onmessage = (event) => resolve(event.data);
        worker.onerror = (event) => {
          event.preventDefault();
          reject(new Error(event.message || 'custom logic worker failed'));
        };
      });
      worker.postMessage({ logic, input: JSON.stringify(input) });
      return withTimeout({ outcome: outcome.then(replyToOutcome), stop: () => worker.terminate() }, timeoutMs);
    },
  };
}
