import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './tests/support/chromium';

// The administration journey (tests/e2e/journey/): its own backend, started WITHOUT demo data (only
// migrations, the starter library and one super admin made through the admin API). It uses the ports
// the built app talks to (54321, 4173), so it runs after the other specs, never beside them.
const APP_URL = 'http://127.0.0.1:4173';

export default defineConfig({
  testDir: 'tests/e2e/journey',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1, // the spec files walk one journey in order, on one backend
  retries: 0, // each step builds on the one before: a retry would find the data already made
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/journey' }]]
    : 'list',
  outputDir: 'test-results/journey',
  use: {
    baseURL: APP_URL,
    locale: 'it-IT',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'journey',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/journey/serve.ts',
    url: APP_URL,
    // Never the demo backend another run may have left on these ports.
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
