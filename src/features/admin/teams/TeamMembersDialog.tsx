import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '../../../ui';
import type { OrgMember, OrgTeam } from '../api';
import { runAdminAction } from '../components/admin-action';
import { TEAM_ROLE_LABELS } from '../labels';
import { addTeamMembers, removeTeamMember, setTeamMemberRole } from '../writes';
import { TEAM_ROLES } from '../members/member-csv';
import { useBackendClient } from '../../../backend/BackendClientProvider';
import { TeamManagersSection } from './TeamManagersSection';

/**
 * The manage-members modal: the team's members with their team role (member, coordinator, leader), add,
 * remove, and the managers in charge of the team.
 */
export function TeamMembersDialog({
  team,
  members,
  onClose,
  onChanged,
}: {
  team: OrgTeam;
  members: OrgMember[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const client = useBackendClient();
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const byId = new Map(members.map((m) => [m.userId, m]));
  const inTeam = new Set(team.members.map((m) => m.memberId));
  const others = members.filter((m) => !inTeam.has(m.userId));
  const teamName = team.name;

  async function act(key: string, action: () => Promise<void>, texts: Parameters<typeof runAdminAction>[1]) {
    setBusy(key);
    const ok = await runAdminAction(action, texts);
    setBusy(null);
    if (ok) onChanged();
    return ok;
  }
  const add = async () => {
    const ids = [...chosen];
    if (
      await act('add', () => addTeamMembers(client, team.id, ids), {
        success: msg`Membri aggiunti al team`,
        failure: msg`Error adding member`,
      })
    )
      setChosen(new Set());
  };
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const chosenCount = chosen.size;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={<Trans>Membri del team {teamName}</Trans>}>
      <ul className="admin-list" aria-label={t`Membri del team`}>
        {team.members.length === 0 ? (
          <li className="muted">
            <Trans>Il team non ha ancora membri.</Trans>
          </li>
        ) : null}
        {team.members.map((tm) => {
          const name = byId.get(tm.memberId)?.name ?? tm.memberId;
          return (
            <li key={tm.memberId} className="admin-list__item">
              <span>{name}</span>
              <span className="admin-actions">
                <select
                  className="input"
                  aria-label={t`Ruolo nel team di ${name}`}
                  value={tm.role}
                  disabled={busy !== null}
                  onChange={(event) => {
                    const role = event.target.value;
                    void act(
                      `role:${tm.memberId}`,
                      () => setTeamMemberRole(client, team.id, tm.memberId, role, team.teamLeaderId),
                      { success: msg`Ruolo aggiornato`, failure: msg`Error updating role` },
                    );
                  }}
                >
                  {TEAM_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {i18n._(TEAM_ROLE_LABELS[role]!)}
                    </option>
                  ))}
                </select>
                <Button
                  variant="ghost"
                  aria-label={t`Rimuovi ${name} dal team`}
                  busy={busy === `remove:${tm.memberId}`}
                  onClick={() =>
                    void act(
                      `remove:${tm.memberId}`,
                      () => removeTeamMember(client, team.id, tm.memberId, team.teamLeaderId),
                      { success: msg`Membro rimosso dal team`, failure: msg`Error removing member` },
                    )
                  }
                >
                  <Trans>Rimuovi</Trans>
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      <fieldset className="admin-pick">
        <legend>
          <Trans>Aggiungi membri</Trans>
        </legend>
        {others.length === 0 ? (
          <p className="muted">
            <Trans>Tutti i membri dell'organizzazione sono già nel team.</Trans>
          </p>
        ) : (
          others.map((m) => (
            <label key={m.userId} className="admin-choice">
              <input type="checkbox" checked={chosen.has(m.userId)} onChange={() => toggle(m.userId)} />
              {m.name} <span className="muted">{m.email}</span>
            </label>
          ))
        )}
      </fieldset>
      <TeamManagersSection team={team} members={members} />
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Chiudi</Trans>
        </Button>
        <Button disabled={chosenCount === 0} busy={busy === 'add'} onClick={() => void add()}>
          <Trans>Aggiungi {chosenCount} al team</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
