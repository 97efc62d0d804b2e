import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            globals: true,
            environment: 'node',
            include: [
              'src/**/*.test.{ts,tsx}',
              'sw/**/*.test.ts',
              'server/**/*.test.ts',
              'supabase/**/*.test.ts',
              'tests/lint/**/*.test.ts',
              'tests/build/**/*.test.ts',
              'bench/**/*.test.ts',
            ],
            setupFiles: ['tests/setup/unit-setup.ts'],
            // The files of a worker share it: packages load once per worker; the setup file gives each
            // file a fresh start (modules, IndexedDB, storage, document, timers).
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            globals: true,
            environment: 'node',
            include: ['tests/integration/**/*.test.ts'],
            globalSetup: ['tests/integration/global-setup.ts'],
            setupFiles: ['tests/setup/integration-setup.ts'],
            // Each file starts its own backend; the modules are imported once per worker (the setup file
            // gives each file the environment it would have in a process of its own).
            isolate: false,
            testTimeout: 60_000,
            hookTimeout: 120_000,
            pool: 'forks',
            maxWorkers: 2,
          },
        },
      ],
    },
  }),
);
