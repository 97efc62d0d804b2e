import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { firstScreenPainted } from '../lib/first-paint';
import { createTurns } from '../lib/one-per-task';
import { yieldToMain } from '../lib/yield-to-main';
import { createOfflineAwareFetch } from './offline-aware-fetch';
import { supabaseAnonKey, supabaseUrl } from './config';

export { supabaseAnonKey, supabaseUrl };

const offlineAwareFetch = createOfflineAwareFetch();
const requestTurn = createTurns();

// supabase-js's own code has just run (its chunk is this module's import); creating the client takes a phone
// tens of milliseconds more, so it waits for a task of its own (this module's importers wait with it).
await yieldToMain();

/**
 * The browser's only Supabase client (supabase-js itself). Screens hold it deferred (./client), so its code
 * is not theirs; what subscribes at once (the sync engine, auth) imports it from here. Its requests wait for
 * the app's first screen to be painted: the start's refreshes then never delay it (on a slow phone they
 * would share its network and main thread), and each starts in a task of its own (createTurns): a refresh's
 * burst of requests never makes one long task.
 */
export const supabase: SupabaseClient<Database> = createClient<Database>(supabaseUrl, supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true },
  global: {
    fetch: async (input, init) => {
      await firstScreenPainted();
      await requestTurn();
      return offlineAwareFetch(input, init);
    },
  },
});
