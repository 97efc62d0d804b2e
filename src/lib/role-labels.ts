import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Display names of the roles, shared by the user menu and the dashboards. */
export const ROLE_LABELS: Record<string, MessageDescriptor> = {
  super_admin: msg`Super amministratore`,
  org_admin: msg`Amministratore organizzazione`,
  manager: msg`Manager`,
  team_leader: msg`Team leader`,
  team_member: msg`Membro del team`,
  coach: msg`Coach`,
  user: msg`Utente`,
};

export function roleLabel(role: string): MessageDescriptor {
  return ROLE_LABELS[role] ?? ROLE_LABELS.user!;
}
