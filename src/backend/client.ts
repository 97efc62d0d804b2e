import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { createOfflineAwareFetch } from './offline-aware-fetch';
import { supabaseAnonKey, supabaseUrl } from './config';

export { supabaseAnonKey, supabaseUrl };

/** The browser's only Supabase client. */
export const supabase: SupabaseClient<Database> = createClient<Database>(supabaseUrl, supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true },
  global: { fetch: createOfflineAwareFetch() },
});
