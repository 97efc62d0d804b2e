/**
 * Runs before each integration test file. The files share their worker process (`isolate: false`:
 * the backend's modules, supabase-js and PGlite are imported once per worker, not once per file), so
 * what a file leaves in process.env is put back as the worker started: each file sees the environment
 * a process of its own would. (startBackend sets SUPABASE_URL for the edge functions only when unset.)
 */
// Dexie reads the IndexedDB it will use when its module is first imported, once per worker: a file that
// imports the app's offline layer without needing a device database (admin-device-pending-since,
// reports-alignment-recalculation) must not leave the files after it in that worker with none. Every file
// gets fake-indexeddb before its imports.
import 'fake-indexeddb/auto';

const key = Symbol.for('taas.integration.initialEnv');
const holder = globalThis as { [key]?: Record<string, string | undefined> };
const initial = (holder[key] ??= { ...process.env });

for (const name of Object.keys(process.env)) if (!(name in initial)) delete process.env[name];
Object.assign(process.env, initial);
