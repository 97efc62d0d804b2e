import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '../../../ui';
import { ROLE_LABELS } from '../../../lib/role-labels';
import type { OrgMember, OrgTeam } from '../api';
import { runAdminAction } from '../components/admin-action';
import { grantRole, makeTeamLeader, revokeRole } from '../writes';
import { MEMBER_ROLES } from './member-csv';
import { useBackendClient } from '../../../backend/BackendClientProvider';

/**
 * Grant and revoke: a grant is a user_roles row (the database stamps who granted it), a revoke sets the
 * row inactive. A team leader leads a team: granting it asks which one, and makes them its leader as the
 * team dialog does (only a role with a team makes a leader).
 */
export function MemberRolesDialog({
  organizationId,
  member,
  teams,
  onClose,
  onChanged,
}: {
  organizationId: string;
  member: OrgMember;
  teams: OrgTeam[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const client = useBackendClient();
  const { i18n, t } = useLingui();
  const [busy, setBusy] = useState<string | null>(null);
  const [leaderTeamId, setLeaderTeamId] = useState('');
  const name = member.name;
  async function toggle(roleType: string) {
    const rows = member.roles.filter((r) => r.roleType === roleType);
    const active = rows.find((r) => r.isActive);
    setBusy(roleType);
    const ok = await runAdminAction(
      () => {
        if (active) return revokeRole(client, active.id);
        if (roleType !== 'team_leader')
          return grantRole(client, member.userId, organizationId, roleType, rows[0]?.id ?? null);
        const team = teams.find((candidate) => candidate.id === leaderTeamId)!;
        return makeTeamLeader(client, { id: team.id, memberIds: team.members.map((m) => m.memberId) }, member.userId);
      },
      { success: active ? msg`Ruolo revocato` : msg`Ruolo assegnato`, failure: msg`Error saving data` },
    );
    setBusy(null);
    if (ok) onChanged();
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={<Trans>Ruoli di {name}</Trans>}>
      <ul className="admin-list">
        {MEMBER_ROLES.map((roleType) => {
          const active = member.roles.some((r) => r.roleType === roleType && r.isActive);
          const roleName = i18n._(ROLE_LABELS[roleType]!);
          return (
            <li key={roleType} className="admin-list__item">
              <span>
                {roleName}{' '}
                <span className="muted">{active ? <Trans>assegnato</Trans> : <Trans>non assegnato</Trans>}</span>
              </span>
              {roleType === 'team_leader' && !active ? (
                <select
                  className="input"
                  aria-label={t`Team guidato da ${name}`}
                  value={leaderTeamId}
                  onChange={(event) => setLeaderTeamId(event.target.value)}
                >
                  <option value="">
                    {teams.length === 0 ? t`Nessun team: creane uno dalla scheda Team` : t`Scegli il team`}
                  </option>
                  {teams.map((team) => (
                    <option key={team.id} value={team.id}>
                      {team.name}
                    </option>
                  ))}
                </select>
              ) : null}
              <Button
                variant={active ? 'secondary' : 'primary'}
                busy={busy === roleType}
                disabled={roleType === 'team_leader' && !active && leaderTeamId === ''}
                onClick={() => void toggle(roleType)}
              >
                {active ? <Trans>Revoca {roleName}</Trans> : <Trans>Assegna {roleName}</Trans>}
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Chiudi</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
