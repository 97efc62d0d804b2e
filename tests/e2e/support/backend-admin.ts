import { projectKeys } from '../../support/keys.ts';

const { serviceRoleKey: SERVICE_ROLE_KEY } = projectKeys();

/** The e2e backend (tests/e2e/serve.ts) and service-role access to it, for setting up and checking data. */
export const BACKEND = process.env.E2E_BACKEND_URL ?? 'http://127.0.0.1:54321';
export const serviceHeaders = {
  apikey: SERVICE_ROLE_KEY,
  Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
  'Content-Type': 'application/json',
};

/** Seeded ids follow one pattern: supabase/seed.sql documents them. */
export const seedId = (prefix: string, n: number): string => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A GET on rest/v1 as the service role (RLS bypassed). */
export async function serviceGet<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${BACKEND}/rest/v1/${pathAndQuery}`, { headers: serviceHeaders });
  if (!response.ok) throw new Error(`GET ${pathAndQuery}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** What the user's dashboard should count, read from the backend as it is now. */
export async function assessmentCounts(userId: string): Promise<{ pending: number; completed: number }> {
  const rows = await serviceGet<Array<{ completed_at: string | null }>>(
    `assessments?user_id=eq.${userId}&select=completed_at`,
  );
  const completed = rows.filter((r) => r.completed_at !== null).length;
  return { pending: rows.length - completed, completed };
}

/** A DELETE on rest/v1 as the service role (RLS bypassed), to remove what earlier specs left behind. */
export async function serviceDelete(pathAndQuery: string): Promise<void> {
  const response = await fetch(`${BACKEND}/rest/v1/${pathAndQuery}`, { method: 'DELETE', headers: serviceHeaders });
  if (!response.ok) throw new Error(`DELETE ${pathAndQuery}: ${response.status} ${await response.text()}`);
}
