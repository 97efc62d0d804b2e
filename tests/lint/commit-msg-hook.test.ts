import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository's commit-msg hook keeps a commit's subject to one line of `git log --oneline`.
const HOOK = path.resolve('.githooks/commit-msg');

function runHook(message: string): { status: number | null; stderr: string } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'commit-msg-')), 'COMMIT_EDITMSG');
  writeFileSync(file, message);
  // Only PATH: CI's environment may name no locale at all.
  const result = spawnSync('sh', [HOOK, file], { encoding: 'utf8', env: { PATH: process.env.PATH } });
  return { status: result.status, stderr: result.stderr };
}

describe('commit-msg hook', () => {
  it('accepts a subject of 72 characters with a long body', () => {
    expect(runHook(`${'a'.repeat(72)}\n\n${'body '.repeat(60)}\n`).status).toBe(0);
  });

  it('refuses a subject of 73 characters and says why', () => {
    const result = runHook(`${'a'.repeat(73)}\n\nbody\n`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('73 characters');
  });

  it('counts characters, not bytes, and skips git comment lines', () => {
    expect(runHook(`# Please enter the commit message\n${'è'.repeat(72)}\n`).status).toBe(0);
  });
});
