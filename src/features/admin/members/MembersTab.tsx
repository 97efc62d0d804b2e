import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, TextField } from '../../../ui';
import { ROLE_LABELS } from '../../../lib/role-labels';
import { deleteMember } from '../admin-users';
import type { OrgMember, OrgOverview, OrgTeam } from '../api';
import { SelectField } from '../components/SelectField';
import { runAdminAction } from '../components/admin-action';
import { MEMBER_STATUS_LABELS } from '../labels';
import { CsvImportDialog } from './CsvImportDialog';
import { MemberDialog } from './MemberDialog';
import { MemberRolesDialog } from './MemberRolesDialog';
import { MembersTable, type MemberAction } from './MembersTable';
import { MEMBER_ROLES, MEMBER_STATUSES } from './member-csv';
import {
  NO_MEMBER_FILTER,
  departmentsOf,
  filterMembers,
  indexMembers,
  memberStats,
  type MemberFilter,
} from './member-filters';
import { useBackendClient } from '../../../backend/BackendClientProvider';

type Open = { kind: 'add' } | { kind: 'edit' | 'roles' | 'delete'; member: OrgMember } | { kind: 'import' } | null;

/** Members: stats, search and filters, add, CSV import, edit, roles, delete. */
export function MembersTab({
  organizationId,
  data,
  onChanged,
}: {
  organizationId: string;
  data: OrgOverview;
  onChanged: () => void;
}) {
  const client = useBackendClient();
  const { t } = useLingui();
  const [filter, setFilter] = useState<MemberFilter>(NO_MEMBER_FILTER);
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState(false);
  // Computed once per load of the members, not on every render (a keystroke, a dialog opening).
  const stats = useMemo(() => memberStats(data.members), [data.members]);
  const departments = useMemo(() => departmentsOf(data.members), [data.members]);
  const index = useMemo(() => indexMembers(data.members), [data.members]);
  // The search field shows each keystroke at once; the list follows as a deferred render that React
  // drops when the next keystroke arrives first, so typing never waits for thousands of rows.
  const listFilter = useDeferredValue(filter);
  const shown = useMemo(() => filterMembers(index, listFilter), [index, listFilter]);
  const onFilter = useCallback(
    (key: keyof MemberFilter, value: string) => setFilter((current) => ({ ...current, [key]: value })),
    [],
  );
  const onAction = useCallback((kind: MemberAction, member: OrgMember) => setOpen({ kind, member }), []);
  const close = () => setOpen(null);

  async function remove(member: OrgMember) {
    setDeleting(true);
    const ok = await runAdminAction(() => deleteMember(client, member.userId), {
      success: msg`Membro eliminato`,
      failure: msg`Error deleting member`,
    });
    setDeleting(false);
    setOpen(null);
    if (ok) onChanged();
  }

  const { total, active, inactive, unassigned } = stats;
  const shownCount = shown.length;
  const deletingName = open?.kind === 'delete' ? open.member.name : '';
  return (
    <div className="admin-section">
      <dl className="admin-stats">
        <div>
          <dt>
            <Trans>Totale</Trans>
          </dt>
          <dd data-testid="members-total">{total}</dd>
        </div>
        <div>
          <dt>
            <Trans>Attivi</Trans>
          </dt>
          <dd>{active}</dd>
        </div>
        <div>
          <dt>
            <Trans>Inattivi</Trans>
          </dt>
          <dd>{inactive}</dd>
        </div>
        <div>
          <dt>
            <Trans>Senza team</Trans>
          </dt>
          <dd>{unassigned}</dd>
        </div>
      </dl>
      <div className="admin-toolbar">
        <Button onClick={() => setOpen({ kind: 'add' })}>
          <Trans>Aggiungi membro</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setOpen({ kind: 'import' })}>
          <Trans>Importa da CSV</Trans>
        </Button>
      </div>
      <div className="admin-filters">
        <TextField
          label={t`Cerca`}
          type="search"
          value={filter.search}
          onChange={(event) => onFilter('search', event.target.value)}
        />
        <MemberSelects
          role={filter.role}
          team={filter.team}
          status={filter.status}
          department={filter.department}
          teams={data.teams}
          departments={departments}
          onFilter={onFilter}
        />
      </div>
      {/* Polite: read out when the typing pauses, so a screen reader hears how many a search found. */}
      <p className="muted" role="status">
        <Trans>
          Membri mostrati: {shownCount} di {total}
        </Trans>
      </p>
      <MembersTable members={shown} teams={data.teams} onAction={onAction} stale={listFilter !== filter} />
      {open?.kind === 'add' || open?.kind === 'edit' ? (
        <MemberDialog
          key={open.kind === 'edit' ? open.member.userId : 'new'}
          organizationId={organizationId}
          teams={data.teams}
          member={open.kind === 'edit' ? open.member : null}
          open
          onOpenChange={(isOpen) => !isOpen && close()}
          onSaved={onChanged}
        />
      ) : null}
      {open?.kind === 'roles' ? (
        <MemberRolesDialog
          organizationId={organizationId}
          member={data.members.find((m) => m.userId === open.member.userId) ?? open.member}
          teams={data.teams}
          onClose={close}
          onChanged={onChanged}
        />
      ) : null}
      {open?.kind === 'import' ? (
        <CsvImportDialog
          organizationId={organizationId}
          members={data.members}
          teams={data.teams}
          onClose={close}
          onImported={onChanged}
        />
      ) : null}
      <Dialog
        open={open?.kind === 'delete'}
        onOpenChange={(isOpen) => !isOpen && !deleting && close()}
        title={<Trans>Eliminare {deletingName}?</Trans>}
        description={
          <Trans>
            L'account, le appartenenze ai team e i ruoli vengono eliminati. L'operazione non si può annullare.
          </Trans>
        }
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={deleting}>
              <Trans>Annulla</Trans>
            </Button>
            <Button
              variant="danger"
              busy={deleting}
              onClick={() => open?.kind === 'delete' && void remove(open.member)}
            >
              <Trans>Elimina</Trans>
            </Button>
          </>
        }
      />
    </div>
  );
}

/**
 * The role, team, status and department selects (an organisation of 5,000 has 200 teams to list):
 * memoised, so a keystroke in the search field, which changes none of their props, does not render them.
 */
const MemberSelects = memo(function MemberSelects({
  role,
  team,
  status,
  department,
  teams,
  departments,
  onFilter,
}: Omit<MemberFilter, 'search'> & {
  teams: readonly OrgTeam[];
  departments: readonly string[];
  onFilter: (key: keyof MemberFilter, value: string) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <SelectField
        label={t`Ruolo`}
        value={role}
        onChange={(event) => onFilter('role', event.target.value)}
        options={[
          { value: 'all', label: t`Tutti` },
          ...MEMBER_ROLES.map((r) => ({ value: r, label: i18n._(ROLE_LABELS[r]!) })),
        ]}
      />
      <SelectField
        label={t`Team`}
        value={team}
        onChange={(event) => onFilter('team', event.target.value)}
        options={[
          { value: 'all', label: t`Tutti` },
          { value: 'none', label: t`Senza team` },
          ...teams.map((each) => ({ value: each.id, label: each.name })),
        ]}
      />
      <SelectField
        label={t`Stato`}
        value={status}
        onChange={(event) => onFilter('status', event.target.value)}
        options={[
          { value: 'all', label: t`Tutti` },
          ...MEMBER_STATUSES.map((s) => ({ value: s, label: i18n._(MEMBER_STATUS_LABELS[s]!) })),
        ]}
      />
      <SelectField
        label={t`Reparto`}
        value={department}
        onChange={(event) => onFilter('department', event.target.value)}
        options={[{ value: 'all', label: t`Tutti` }, ...departments.map((d) => ({ value: d, label: d }))]}
      />
    </>
  );
});
