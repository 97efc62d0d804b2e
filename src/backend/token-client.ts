import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

/**
 * A client that speaks with one fixed access token and keeps no session of its own: what the
 * service worker uses to flush the outbox with the session the page handed it.
 */
export function createTokenClient(url: string, anonKey: string, accessToken: string): SupabaseClient<Database> {
  return createClient<Database>(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  });
}
