/** The coach workspace's client type (reads: workspace-api.ts; downloads: prepare.ts). */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../backend/database.types';

/** The app's client, handed in by src/app (features never import the singleton). */
export type Client = SupabaseClient<Database>;
