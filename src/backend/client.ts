import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { createOfflineAwareFetch } from './offline-aware-fetch';

// Defaults: the embedded backend and the Supabase CLI's demo anon key (see README). A build for a
// real project sets VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY.
const DEFAULT_URL = 'http://127.0.0.1:54321';
const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL || DEFAULT_URL;
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || DEFAULT_ANON_KEY;

/** The browser's only Supabase client. */
export const supabase: SupabaseClient<Database> = createClient<Database>(supabaseUrl, supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true },
  global: { fetch: createOfflineAwareFetch() },
});
