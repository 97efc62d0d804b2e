import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// Every reference in the repository resolves inside it: a comment, a test name or a document states the
// rule itself, or links a page in docs/, never a ticket, a helper or a section of a text the reader lacks.
const CITATION = String.raw`\b(issues? #?[0-9]+|helper [A-Z]?[0-9]+[a-z]?|spec parts? [12]|spec,? part)`;
// Copies of other projects' files, kept verbatim.
const VENDORED = [
  ':!package-lock.json',
  ':!supabase/tests/postgres/supabase-auth',
  ':!supabase/tests/postgres/supabase-postgres',
];

function citations(): string[] {
  try {
    return execFileSync('git', ['grep', '-nIiE', CITATION, '--', '.', ':!tests/lint/references.test.ts', ...VENDORED], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

describe('references', () => {
  it('cite no ticket, helper or spec section that a reader of the repository cannot open', () => {
    expect(citations()).toEqual([]);
  });
});
