import { useState } from 'react';
import { Link } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, TextField } from '../../../ui';
import type { OrgOverview, OrgTeam } from '../api';
import { EmptyState } from '../components/EmptyState';
import { SelectField } from '../components/SelectField';
import { runAdminAction } from '../components/admin-action';
import { TEAM_SIZE_LABELS, TEAM_TYPE_LABELS, label } from '../labels';
import { deleteTeam } from '../writes';
import { TeamDialog } from './TeamDialog';
import { TeamMembersDialog } from './TeamMembersDialog';
import { TEAM_SIZES, TEAM_TYPES, duplicateTeamNames, filterTeams, type TeamFilter } from './team-filters';
import { useBackendClient } from '../../../backend/BackendClientProvider';

type Open = { kind: 'create' } | { kind: 'edit' | 'members' | 'delete'; teamId: string } | null;

/** Teams: stats, filters (type, size), grid, create, manage, members, delete. */
export function TeamsTab({
  organizationId,
  data,
  onChanged,
}: {
  organizationId: string;
  data: OrgOverview;
  onChanged: () => void;
}) {
  const client = useBackendClient();
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<TeamFilter>({ type: 'all', size: 'all', search: '' });
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState(false);
  const teams = filterTeams(data.teams, filter);
  const duplicates = duplicateTeamNames(data.teams);
  const current: OrgTeam | undefined =
    open && open.kind !== 'create' ? data.teams.find((team) => team.id === open.teamId) : undefined;
  const close = () => setOpen(null);
  const total = data.teams.length;
  const placed = new Set(data.teams.flatMap((team) => team.members.map((m) => m.memberId))).size;
  const empty = data.teams.filter((team) => team.memberCount === 0).length;
  const average = total
    ? Math.round((data.teams.reduce((sum, team) => sum + team.memberCount, 0) / total) * 10) / 10
    : 0;
  const duplicateList = duplicates.join(', ');
  const deletingName = current?.name ?? '';

  async function remove(team: OrgTeam) {
    setDeleting(true);
    const ok = await runAdminAction(() => deleteTeam(client, team.id), {
      success: msg`Team eliminato`,
      failure: msg`Error deleting team`,
    });
    setDeleting(false);
    close();
    if (ok) onChanged();
  }

  return (
    <div className="admin-section">
      <dl className="admin-stats">
        <div>
          <dt>
            <Trans>Team</Trans>
          </dt>
          <dd>{total}</dd>
        </div>
        <div>
          <dt>
            <Trans>Persone nei team</Trans>
          </dt>
          <dd>{placed}</dd>
        </div>
        <div>
          <dt>
            <Trans>Dimensione media</Trans>
          </dt>
          <dd>{i18n.number(average)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Team vuoti</Trans>
          </dt>
          <dd>{empty}</dd>
        </div>
      </dl>
      {duplicates.length > 0 ? (
        <p role="alert" className="admin-warning">
          <Trans>Attenzione: trovati team con lo stesso nome ({duplicateList}).</Trans>
        </p>
      ) : null}
      <div className="admin-toolbar">
        <Button onClick={() => setOpen({ kind: 'create' })}>
          <Trans>Nuovo team</Trans>
        </Button>
      </div>
      <div className="admin-filters">
        <TextField
          label={t`Cerca team`}
          type="search"
          value={filter.search}
          onChange={(event) => setFilter({ ...filter, search: event.target.value })}
        />
        <SelectField
          label={t`Tipo`}
          value={filter.type}
          onChange={(event) => setFilter({ ...filter, type: event.target.value as TeamFilter['type'] })}
          options={[
            { value: 'all', label: t`Tutti` },
            ...TEAM_TYPES.map((type) => ({ value: type, label: i18n._(TEAM_TYPE_LABELS[type]!) })),
          ]}
        />
        <SelectField
          label={t`Dimensione`}
          value={filter.size}
          onChange={(event) => setFilter({ ...filter, size: event.target.value as TeamFilter['size'] })}
          options={[
            { value: 'all', label: t`Tutte` },
            ...TEAM_SIZES.map((size) => ({ value: size, label: i18n._(TEAM_SIZE_LABELS[size]!) })),
          ]}
        />
      </div>
      {teams.length === 0 ? (
        <EmptyState
          title={
            total === 0 ? <Trans>Nessun team: creane uno.</Trans> : <Trans>Nessun team corrisponde ai filtri.</Trans>
          }
        />
      ) : (
        <ul className="admin-grid">
          {teams.map((team) => {
            const name = team.name;
            const count = team.memberCount;
            const leaderId = team.teamLeaderId ?? team.members.find((m) => m.role === 'leader')?.memberId;
            const leaderName = leaderId ? (data.members.find((m) => m.userId === leaderId)?.name ?? '') : '';
            return (
              <li key={team.id} className="admin-card" data-testid={`team-${team.name}`}>
                <h3>{team.name}</h3>
                <p className="muted">
                  {i18n._(label(TEAM_TYPE_LABELS, team.teamType))} · <Trans>{count} membri</Trans>
                </p>
                {leaderName ? (
                  <p className="muted">
                    <Trans>Leader: {leaderName}</Trans>
                  </p>
                ) : null}
                {team.description ? <p>{team.description}</p> : null}
                <div className="admin-actions">
                  <Link
                    className="btn btn--ghost"
                    to={`/org-admin/${organizationId}/team-overview/${team.id}`}
                    aria-label={t`Panoramica e report di ${name}`}
                  >
                    <Trans>Report</Trans>
                  </Link>
                  <Button
                    variant="secondary"
                    aria-label={t`Gestisci membri di ${name}`}
                    onClick={() => setOpen({ kind: 'members', teamId: team.id })}
                  >
                    <Trans>Membri</Trans>
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={t`Modifica ${name}`}
                    onClick={() => setOpen({ kind: 'edit', teamId: team.id })}
                  >
                    <Trans>Modifica</Trans>
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={t`Elimina ${name}`}
                    onClick={() => setOpen({ kind: 'delete', teamId: team.id })}
                  >
                    <Trans>Elimina</Trans>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {open?.kind === 'create' || (open?.kind === 'edit' && current) ? (
        <TeamDialog
          organizationId={organizationId}
          team={open.kind === 'edit' ? (current ?? null) : null}
          onClose={close}
          onSaved={(teamId) => {
            onChanged();
            if (open.kind === 'create' && teamId) setOpen({ kind: 'members', teamId });
          }}
        />
      ) : null}
      {open?.kind === 'members' && current ? (
        <TeamMembersDialog team={current} members={data.members} onClose={close} onChanged={onChanged} />
      ) : null}
      <Dialog
        open={open?.kind === 'delete' && current !== undefined}
        onOpenChange={(isOpen) => !isOpen && !deleting && close()}
        title={<Trans>Eliminare il team {deletingName}?</Trans>}
        description={
          <Trans>Attenzione: tutti i membri verranno rimossi dal team. L'operazione non si può annullare.</Trans>
        }
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={deleting}>
              <Trans>Annulla</Trans>
            </Button>
            <Button variant="danger" busy={deleting} onClick={() => current && void remove(current)}>
              <Trans>Elimina team</Trans>
            </Button>
          </>
        }
      />
    </div>
  );
}
