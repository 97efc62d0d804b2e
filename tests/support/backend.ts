/**
 * Test support for the embedded backend. Exports:
 *
 *   startTestBackend(options?: { functionsDir?, auth?, corsOrigins? }): Promise<TestBackend>
 *     Starts server/app.ts on a random port from the PREPARED database (bootstrap + migrations + seed,
 *     made once per run by tests/integration/global-setup.ts). Each call gets its own in-memory copy,
 *     so a test file may write freely. Call `close()` in afterAll.
 *
 *   interface TestBackend {
 *     url, anonKey, serviceRoleKey, jwtSecret (the installation's keys, .data/keys.json),
 *     db (the PGlite, as superuser: for fixtures and assertions),
 *     reloadSchema(), close(),
 *     anonClient(): SupabaseClient<Database>        // anon key only
 *     serviceClient(): SupabaseClient<Database>     // service_role key (bypasses RLS)
 *     signIn(email, password = 'Password-123'): Promise<SupabaseClient<Database>>  // signed in, throws on error
 *     createClient(key?): SupabaseClient<Database>  // a bare client with the given key (default anon)
 *   }
 *   DEMO_PASSWORD = 'Password-123'
 *   DEMO_ACCOUNTS: the demo e-mails by role (see CONTEXT.md)
 *
 * Clients use `auth: { persistSession: false, autoRefreshToken: false }` and `realtime: { transport: ws }`
 * (supabase-js needs a WebSocket implementation on Node 20).
 */
import { createClient as createSupabaseClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startBackend, type Backend, type StartOptions } from '../../server/app.ts';
import { loadPreparedDump } from './prepared-db.ts';
import type { Database } from './database.ts';

export const DEMO_PASSWORD = 'Password-123';
export const DEMO_ACCOUNTS = {
  superAdmin: 'super@taas.test',
  orgAdmin: 'admin@acme.test',
  manager: 'manager@acme.test',
  leader: 'leader@acme.test',
  member: 'member@acme.test',
  coach: 'coach@taas.test',
  globexMember: 'member@globex.test',
  newMember: 'new@acme.test',
  unconfirmed: 'unconfirmed@acme.test',
} as const;

export type TestClient = SupabaseClient<Database>;

export interface TestBackend extends Backend {
  createClient(key?: string): TestClient;
  anonClient(): TestClient;
  serviceClient(): TestClient;
  signIn(email: string, password?: string): Promise<TestClient>;
}

export function clientFor(url: string, key: string): TestClient {
  return createSupabaseClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

export async function startTestBackend(
  options: Pick<StartOptions, 'functionsDir' | 'auth' | 'corsOrigins'> = {},
): Promise<TestBackend> {
  const backend = await startBackend({ ...options, port: 0, loadDataDir: await loadPreparedDump() });
  const createClient = (key = backend.anonKey) => clientFor(backend.url, key);
  return Object.assign(backend, {
    createClient,
    anonClient: () => createClient(backend.anonKey),
    serviceClient: () => createClient(backend.serviceRoleKey),
    signIn: async (email: string, password = DEMO_PASSWORD) => {
      const client = createClient(backend.anonKey);
      const { error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw new Error(`signIn(${email}) failed: ${error.message}`);
      return client;
    },
  });
}
