import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// Lint is what keeps the layering of ARCHITECTURE.md: these are the imports a newcomer could write
// by accident, linted as if they stood at the given path.
const eslint = new ESLint({ cwd: process.cwd() });

async function messagesFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

// The first lint loads the whole config and TypeScript parser: slow on a busy two-core machine.
describe('layer boundaries', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const messages = await messagesFor(
      'src/features/team-overview/probe.ts',
      "export { x } from '../assessment/api';\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"feature:team-overview".*"feature:assessment"/),
    ]);
  });

  it('refuses a feature importing the app', async () => {
    const messages = await messagesFor(
      'src/features/team-overview/probe.ts',
      "export { x } from '../../app/router';\n",
    );
    expect(messages).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*"app"/)]);
  });

  it('refuses a shared layer importing a feature', async () => {
    for (const layer of ['offline', 'backend', 'ui', 'lib']) {
      const messages = await messagesFor(`src/${layer}/probe.ts`, "export { x } from '../features/auth/api';\n");
      expect(messages, layer).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*"feature:auth"/)]);
    }
  });

  it('keeps the backend, the edge functions and the build apart from the app and from each other', async () => {
    const refused = [
      ['server/probe.ts', "export { x } from '../src/offline/store';\n", 'offline'],
      ['server/probe.ts', "export { x } from '../scripts/build/anon-key.ts';\n", 'scripts'],
      ['supabase/functions/admin-users/probe.ts', "export { x } from '../../../server/jwt.ts';\n", 'server'],
      ['scripts/build/probe.ts', "export { x } from '../../server/auth/keys.ts';\n", 'server'],
      ['bench/probe.ts', "export { x } from '../src/app/router';\n", 'app'],
    ] as const;
    for (const [file, code, target] of refused) {
      const messages = await messagesFor(file, code);
      expect(messages, file).toEqual([expect.stringMatching(new RegExp(`^boundaries/dependencies: .*"${target}"`))]);
    }
    expect(await messagesFor('bench/probe.ts', "export { x } from '../server/app.ts';\n")).toEqual([]);
  });

  it('lets a feature use its own files and the shared layers', async () => {
    const code = [
      "export { a } from './api';",
      "export { b } from '../../offline/store';",
      "export { e } from '../../offline/sync/hooks';",
      "export { c } from '../../ui';",
      "export { d } from '../../lib/format-bytes';",
      '',
    ].join('\n');
    expect(await messagesFor('src/features/team-overview/probe.ts', code)).toEqual([]);
  });

  it('lets code outside src/offline reach its folders only through their entry points', async () => {
    expect(
      await messagesFor('src/features/team-overview/probe.ts', "export { x } from '../../offline/store/db';\n"),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*entry point/)]);
    expect(await messagesFor('src/offline/outbox/probe.ts', "export { x } from '../store/db';\n")).toEqual([]);
  });

  it('keeps React out of the service worker: no hooks of src/offline', async () => {
    expect(await messagesFor('sw/probe.ts', "export { x } from '../src/offline/sync/hooks';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*imports nothing React/),
    ]);
    expect(await messagesFor('sw/probe.ts', "export { x } from '../src/offline/worker';\n")).toEqual([]);
  });

  it('lets only src/offline import Dexie', async () => {
    const code = "import Dexie from 'dexie';\nexport const D = Dexie;\n";
    expect(await messagesFor('src/features/team-overview/probe.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Only src\/offline uses Dexie/),
    ]);
    expect(await messagesFor('src/offline/probe.ts', code)).toEqual([]);
  });

  it('lets only src/backend create the Supabase client', async () => {
    const code = "import { createClient } from '@supabase/supabase-js';\nexport const c = createClient;\n";
    expect(await messagesFor('src/features/team-overview/probe.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Only src\/backend creates the Supabase client/),
    ]);
    expect(await messagesFor('src/backend/probe.ts', code)).toEqual([]);
  });

  it("keeps the app's client singleton out of the features", async () => {
    const code = "import { supabase } from '../../backend/client';\nexport const c = supabase;\n";
    expect(await messagesFor('src/features/team-overview/probe.ts', code)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*useBackendClient/),
    ]);
    expect(await messagesFor('src/app/probe.ts', code)).toEqual([]);
  });
});
