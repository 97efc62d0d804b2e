import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

/** The typed Supabase client every feature's `api.ts` receives. */
export type BackendClient = SupabaseClient<Database>;
