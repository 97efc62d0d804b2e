#!/usr/bin/env node
// Runs npm scripts at the same time and fails when any of them fails: `npm test` checks types, lint and
// catalogs this way, since each of those steps keeps only one core busy. Each script's output is printed
// in one piece when it ends (not interleaved), with its time. Usage: node tests/setup/run-parallel.mjs typecheck lint
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node tests/setup/run-parallel.mjs <npm script>...');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = new Set();

function run(script) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
    children.add(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (ok, reason) => {
      children.delete(child);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString();
      console.log(`\n── npm run ${script}: ${ok ? 'passed' : `FAILED (${reason})`} in ${seconds} s`);
      if (text.trim()) console.log(text.trimEnd());
      resolve(ok);
    };
    child.on('error', (error) => finish(false, error.message));
    child.on('close', (code, signal) => finish(code === 0, signal ? `signal ${signal}` : `exit ${code}`));
  });
}

const stop = (signal) => {
  for (const child of children) child.kill(signal);
  process.exit(130);
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));

const results = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, i) => !results[i]);
if (failed.length) console.error(`\nfailed: ${failed.map((s) => `npm run ${s}`).join(', ')}`);
process.exit(failed.length ? 1 : 0);
