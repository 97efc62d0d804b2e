#!/usr/bin/env node
// `npm run test:setup`: makes sure the end-to-end browser (Debian's Chromium) and a PostgreSQL server
// (Debian's `postgresql`, for `npm run test:postgres`) are installed. As root it installs what is
// missing with apt-get; otherwise it says what to run. A missing Chromium fails the setup; a
// PostgreSQL server that cannot be installed is reported and test:postgres then skips itself.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const POSTGRES_LIB = '/usr/lib/postgresql';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const hasChromium = () => existsSync(CHROMIUM);
// POSTGRES_BIN_DIR, when set, names the only binaries tests/postgres/run.ts will use.
const hasPostgres = () =>
  process.env.POSTGRES_BIN_DIR
    ? existsSync(path.join(process.env.POSTGRES_BIN_DIR, 'initdb'))
    : existsSync(POSTGRES_LIB) &&
      readdirSync(POSTGRES_LIB).some((v) => existsSync(path.join(POSTGRES_LIB, v, 'bin', 'initdb')));

let aptUpdated = false;
/** apt-get install as root; returns the reason when it cannot. */
function aptInstall(pkg) {
  if (!isRoot) return `not root: run sudo apt-get update && sudo apt-get install -y ${pkg}`;
  console.log(`test setup: installing ${pkg} (apt-get install -y ${pkg})...`);
  try {
    execSync(`${aptUpdated ? '' : 'apt-get update && '}apt-get install -y ${pkg}`, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    aptUpdated = true;
    return null;
  } catch {
    return `apt-get could not install ${pkg}`;
  }
}

let failed = false;

if (hasChromium()) {
  console.log(`test setup: Chromium found at ${CHROMIUM}`);
} else {
  const reason = aptInstall('chromium');
  if (reason) {
    console.error(`test setup: Chromium is missing (${CHROMIUM}); the end-to-end tests need it: ${reason}`);
    failed = true;
  } else if (!hasChromium()) {
    console.error(`test setup: chromium was installed but ${CHROMIUM} does not exist.`);
    failed = true;
  } else {
    console.log(`test setup: Chromium installed at ${CHROMIUM}`);
  }
}

if (hasPostgres()) {
  console.log(`test setup: PostgreSQL server binaries found under ${process.env.POSTGRES_BIN_DIR ?? POSTGRES_LIB}`);
} else {
  const reason =
    aptInstall('postgresql') ??
    (hasPostgres() ? null : `postgresql was installed but no ${POSTGRES_LIB}/*/bin/initdb exists`);
  if (reason)
    console.log(
      `test setup: PostgreSQL server not available: skipped (${reason}); npm run test:postgres will skip itself`,
    );
  else console.log(`test setup: PostgreSQL server installed under ${POSTGRES_LIB}`);
}

process.exit(failed ? 1 : 0);
