/**
 * One organisation (name, logo_url, status), kept on the device: the header's logo uses it on every
 * signed-in screen, so it lives apart from the admin screens' reads (api.ts) and does not bring them along.
 */
import { useBackendClient } from '../../backend/BackendClientProvider';
import type { BackendClient } from '../../backend/backend-client';
import { fail } from '../../backend/fail';
import type { Tables } from '../../backend/database.types';
import { useLocalFirstRead } from '../../offline/store/hooks';

export type OrganizationRow = Pick<Tables<'organizations'>, 'id' | 'name' | 'logo_url' | 'status'>;

export async function loadOrganization(client: BackendClient, organizationId: string): Promise<OrganizationRow | null> {
  const { data, error } = await client
    .from('organizations')
    .select('id, name, logo_url, status')
    .eq('id', organizationId)
    .maybeSingle();
  if (error) fail(error);
  return data;
}

export function useOrganization(ownerId: string | null, organizationId: string | null) {
  const client = useBackendClient();
  return useLocalFirstRead(organizationId ? ownerId : null, `organization:${organizationId ?? ''}`, () =>
    loadOrganization(client, organizationId ?? ''),
  );
}
