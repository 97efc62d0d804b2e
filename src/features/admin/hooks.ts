import { useEffect, useState } from 'react';
import { useLocalFirstRead } from '../../offline/hooks';
import { loadMustSetPassword, loadOrganization, loadOrganizations, loadOrgOverview, loadSuperAdmins } from './api';
import { loadAssignments } from './assessments/assignments-api';
import { loadDeviceHealth } from './devices/device-health-api';

/** One organisation (name, logo_url, status), kept on the device: the header's logo uses it. */
export function useOrganization(ownerId: string | null, organizationId: string | null) {
  return useLocalFirstRead(organizationId ? ownerId : null, `organization:${organizationId ?? ''}`, () =>
    loadOrganization(organizationId ?? ''),
  );
}

export function useOrganizations(ownerId: string) {
  return useLocalFirstRead(ownerId, 'admin:organizations:counts', loadOrganizations);
}

export function useSuperAdmins(ownerId: string) {
  return useLocalFirstRead(ownerId, 'admin:super-admins', loadSuperAdmins);
}

export function useOrgOverview(ownerId: string, organizationId: string) {
  return useLocalFirstRead(ownerId, `admin:org:v2:${organizationId}`, () => loadOrgOverview(organizationId));
}

export function useAssignments(ownerId: string, organizationId: string) {
  return useLocalFirstRead(ownerId, `admin:assignments:${organizationId}`, () => loadAssignments(organizationId));
}

export function useDeviceHealth(ownerId: string, organizationId: string) {
  return useLocalFirstRead(ownerId, `admin:devices:${organizationId}`, () => loadDeviceHealth(organizationId));
}

/** Asked of the server each time (never a device copy: a stale "true" would send the admin back to /set-password). */
export function useMustSetPassword(ownerId: string): boolean {
  const [answer, setAnswer] = useState<{ for: string; value: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    loadMustSetPassword(ownerId).then(
      (value) => live && setAnswer({ for: ownerId, value }),
      () => undefined, // offline: the screen works; the check runs again next time
    );
    return () => {
      live = false;
    };
  }, [ownerId]);
  return answer?.for === ownerId && answer.value;
}
