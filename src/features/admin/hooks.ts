import { useEffect, useState } from 'react';
import { useBackendClient } from '../../backend/BackendClientProvider';
import { useLocalFirstRead } from '../../offline/hooks';
import { loadMustSetPassword, loadOrganization, loadOrganizations, loadOrgOverview, loadSuperAdmins } from './api';
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

/** Asked of the server each time (never a device copy: a stale "true" would send the admin back to /set-password). */
export function useMustSetPassword(ownerId: string): boolean {
  const client = useBackendClient();
  const [answer, setAnswer] = useState<{ for: string; value: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    loadMustSetPassword(client, ownerId).then(
      (value) => live && setAnswer({ for: ownerId, value }),
      () => undefined, // offline: the screen works; the check runs again next time
    );
    return () => {
      live = false;
    };
  }, [client, ownerId]);
  return answer?.for === ownerId && answer.value;
}
