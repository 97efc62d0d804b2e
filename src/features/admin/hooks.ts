import { useBackendClient } from '../../backend/BackendClientProvider';
import { useLocalFirstRead } from '../../offline/hooks';
import { loadOrganization, loadOrganizations, loadOrgOverview, loadSuperAdmins } from './api';
import { loadAssignments } from './assessments/assignments-api';
import { loadDeviceHealth } from './devices/device-health-api';

/** One organisation (name, logo_url, status), kept on the device: the header's logo uses it. */
export function useOrganization(ownerId: string | null, organizationId: string | null) {
  const client = useBackendClient();
  return useLocalFirstRead(organizationId ? ownerId : null, `organization:${organizationId ?? ''}`, () =>
    loadOrganization(client, organizationId ?? ''),
  );
}

export function useOrganizations(ownerId: string) {
  const client = useBackendClient();
  return useLocalFirstRead(ownerId, 'admin:organizations:counts', () => loadOrganizations(client));
}

export function useSuperAdmins(ownerId: string) {
  const client = useBackendClient();
  return useLocalFirstRead(ownerId, 'admin:super-admins', () => loadSuperAdmins(client));
}

export function useOrgOverview(ownerId: string, organizationId: string) {
  const client = useBackendClient();
  return useLocalFirstRead(ownerId, `admin:org:v2:${organizationId}`, () => loadOrgOverview(client, organizationId));
}

export function useAssignments(ownerId: string, organizationId: string) {
  const client = useBackendClient();
  return useLocalFirstRead(ownerId, `admin:assignments:${organizationId}`, () => loadAssignments(client, organizationId));
}

export function useDeviceHealth(ownerId: string, organizationId: string) {
  const client = useBackendClient();
  return useLocalFirstRead(ownerId, `admin:devices:${organizationId}`, () => loadDeviceHealth(client, organizationId));
}
