import type { CustomLogicRunner } from '../types';

/**
 * The Web Worker sandbox, loaded on first use: only custom-logic rules need it, and as its own
 * chunk (precached like every asset) the end-to-end isolation test can import the shipped code.
 */
export function createBrowserRunner(): CustomLogicRunner {
  return {
    async run(logic, input) {
      const { createWebWorkerRunner } = await import('./web-worker-runner');
      return createWebWorkerRunner().run(logic, input);
    },
  };
}
