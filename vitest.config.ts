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
            include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'server/**/*.test.ts', 'supabase/**/*.test.ts', 'tests/lint/**/*.test.ts'],
            setupFiles: ['tests/setup/unit-setup.ts'],
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
