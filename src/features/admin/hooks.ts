import { useLocalFirstRead } from '../../offline/hooks';
import { loadOrganization, loadOrganizations, loadOrgOverview } from './api';

/** One organisation (name, logo_url, status), kept on the device: the header's logo uses it. */
export function useOrganization(ownerId: string | null, organizationId: string | null) {
  return useLocalFirstRead(organizationId ? ownerId : null, `organization:${organizationId ?? ''}`, () =>
    loadOrganization(organizationId ?? ''),
  );
}

export function useOrganizations(ownerId: string) {
  return useLocalFirstRead(ownerId, 'admin:organizations', loadOrganizations);
}

export function useOrgOverview(ownerId: string, organizationId: string) {
  return useLocalFirstRead(ownerId, `admin:org:${organizationId}`, () => loadOrgOverview(organizationId));
}
