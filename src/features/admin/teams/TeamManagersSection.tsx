import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui';
import { useBackendClient } from '../../../backend/BackendClientProvider';
import type { OrgMember, OrgTeam } from '../api';
import { runAdminAction } from '../components/admin-action';
import { useRemote } from '../components/use-remote';
import { assignTeamManager, loadTeamManagerIds, removeTeamManager } from './team-managers-api';

const holdsManagerRole = (member: OrgMember) =>
  member.roles.some((role) => role.roleType === 'manager' && role.isActive);

/**
 * The managers in charge of a team, inside the team's members dialog: each one leads the team (its
 * screens and reports); an admin assigns anyone holding the manager role and takes them off again.
 */
export function TeamManagersSection({ team, members }: { team: OrgTeam; members: OrgMember[] }) {
  const client = useBackendClient();
  const { t } = useLingui();
  const teamId = team.id;
  const query = useRemote(`team-managers:${teamId}`, () => loadTeamManagerIds(client, teamId));
  const assigned = query.data ?? null;
  const reload = query.reload;
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const managers = members.filter(holdsManagerRole);
  const byId = new Map(members.map((m) => [m.userId, m]));
  const available = managers.filter((m) => !(assigned ?? []).includes(m.userId));

  async function act(key: string, action: () => Promise<void>, texts: Parameters<typeof runAdminAction>[1]) {
    setBusy(key);
    const ok = await runAdminAction(action, texts);
    setBusy(null);
    if (ok) reload();
    return ok;
  }

  return (
    <section className="admin-pick" aria-labelledby={`team-managers-${teamId}`}>
      <h3 id={`team-managers-${teamId}`}>
        <Trans>Manager responsabili</Trans>
      </h3>
      {query.error !== undefined ? (
        <p role="alert">
          <Trans>Impossibile leggere i manager del team.</Trans>{' '}
          <Button variant="ghost" onClick={reload}>
            <Trans>Riprova</Trans>
          </Button>
        </p>
      ) : assigned === null ? (
        <p className="muted" role="status">
          <Trans>Caricamento dei manager...</Trans>
        </p>
      ) : (
        <ul className="admin-list" aria-label={t`Manager responsabili del team`}>
          {assigned.length === 0 ? (
            <li className="muted">
              <Trans>Nessun manager è responsabile di questo team.</Trans>
            </li>
          ) : null}
          {assigned.map((managerId) => {
            const name = byId.get(managerId)?.name ?? managerId;
            return (
              <li key={managerId} className="admin-list__item">
                <span>{name}</span>
                <Button
                  variant="ghost"
                  aria-label={t`Togli ${name} dai manager del team`}
                  busy={busy === `remove:${managerId}`}
                  onClick={() =>
                    void act(`remove:${managerId}`, () => removeTeamManager(client, teamId, managerId), {
                      success: msg`Manager tolto dal team`,
                      failure: msg`Impossibile togliere il manager dal team`,
                    })
                  }
                >
                  <Trans>Togli</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {managers.length === 0 ? (
        <p className="muted">
          <Trans>Nessuno ha il ruolo di manager: assegnalo dalla scheda Membri.</Trans>
        </p>
      ) : (
        <div className="admin-actions">
          <select
            className="input"
            aria-label={t`Manager da rendere responsabile`}
            value={chosen}
            disabled={busy !== null || available.length === 0}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">{t`Scegli un manager`}</option>
            {available.map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.name}
              </option>
            ))}
          </select>
          <Button
            disabled={chosen === ''}
            busy={busy === 'assign'}
            onClick={() =>
              void act('assign', () => assignTeamManager(client, teamId, chosen), {
                success: msg`Manager reso responsabile del team`,
                failure: msg`Impossibile rendere il manager responsabile del team`,
              }).then((ok) => ok && setChosen(''))
            }
          >
            <Trans>Rendi responsabile</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
