/**
 * The vendored postgrest-js suite (postgrest-js/test), run by run.ts against a backend it started.
 * The files share one database, so they run one at a time in file-name order, as the suite's own
 * jest configuration runs them (maxWorkers 1, alphabetical test sequencer).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

class AlphabeticalSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  root: path.join(here, 'postgrest-js'),
  plugins: [
    {
      // The suite imports type-fest for types only; its package has no runtime entry to resolve.
      name: 'type-fest-types-only',
      enforce: 'pre',
      resolveId: (source) => (source === 'type-fest' ? '\0type-fest' : null),
      load: (id) => (id === '\0type-fest' ? 'export {}' : null),
    },
  ],
  test: {
    name: 'conformance',
    globals: true,
    environment: 'node',
    include: ['test/*.test.ts'],
    setupFiles: [path.join(here, 'setup.ts')],
    fileParallelism: false,
    sequence: { sequencer: AlphabeticalSequencer },
    testTimeout: 30_000,
  },
});
