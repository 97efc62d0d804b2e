import { useBackendClient } from '../../backend/BackendClientProvider';
import { useLocalFirstRead } from '../../offline/store/hooks';
import { loadOrganizations, loadOrgOverview, loadSuperAdmins } from './api';
import { loadAssignments } from './assessments/assignments-api';
import { loadDeviceHealth } from './devices/device-health-api';

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
  return useLocalFirstRead(ownerId, `admin:assignments:${organizationId}`, () =>
    loadAssignments(client, organizationId),
  );
}

export function useDeviceHealth(ownerId: string, organizationId: string) {
  const client = useBackendClient();
  return useLocalFirstRead(ownerId, `admin:devices:${organizationId}`, () => loadDeviceHealth(client, organizationId));
}
