import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './tests/support/chromium';

const APP_URL = 'http://127.0.0.1:4173';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // The administration journey runs on its own backend without demo data: playwright.journey.config.ts.
  testIgnore: 'journey/**',
  fullyParallel: false,
  workers: 1, // the tests share one backend and the machine has two cores
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: APP_URL,
    locale: 'it-IT',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM,
          headless: true,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    // Backend (fresh in-memory copy of the seeded database) + the built app (`npm run build` first).
    command: 'npx tsx tests/e2e/serve.ts',
    url: APP_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
