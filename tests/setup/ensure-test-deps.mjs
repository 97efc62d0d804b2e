#!/usr/bin/env node
// `npm run test:setup`: makes sure the end-to-end browser (Debian's Chromium) is installed.
// As root it installs it with apt-get; otherwise it says what to run and fails.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  console.log(`test setup: Chromium found at ${CHROMIUM}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`test setup: Chromium is missing (${CHROMIUM}). The end-to-end tests need it. Run:`);
  console.error('  sudo apt-get update && sudo apt-get install -y chromium');
  process.exit(1);
}

console.log('test setup: installing Chromium (apt-get install -y chromium)...');
try {
  execSync('apt-get update && apt-get install -y chromium', {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch {
  console.error('test setup: apt-get could not install chromium.');
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`test setup: chromium was installed but ${CHROMIUM} does not exist.`);
  process.exit(1);
}
console.log(`test setup: Chromium installed at ${CHROMIUM}`);
