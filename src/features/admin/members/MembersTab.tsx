import { useMemo, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, TextField } from '../../../ui';
import { ROLE_LABELS } from '../../../lib/role-labels';
import { deleteMember } from '../admin-users';
import type { OrgMember, OrgOverview } from '../api';
import { SelectField } from '../components/SelectField';
import { runAdminAction } from '../components/admin-action';
import { MEMBER_STATUS_LABELS } from '../labels';
import { CsvImportDialog } from './CsvImportDialog';
import { MemberDialog } from './MemberDialog';
import { MemberRolesDialog } from './MemberRolesDialog';
import { MembersTable } from './MembersTable';
import { MEMBER_ROLES, MEMBER_STATUSES } from './member-csv';
import { NO_MEMBER_FILTER, departmentsOf, filterMembers, memberStats, type MemberFilter } from './member-filters';
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
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<MemberFilter>(NO_MEMBER_FILTER);
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState(false);
  // Computed once per change of the members or the filter, not on every render (a dialog opening).
  const stats = useMemo(() => memberStats(data.members), [data.members]);
  const departments = useMemo(() => departmentsOf(data.members), [data.members]);
  const shown = useMemo(() => filterMembers(data.members, filter), [data.members, filter]);
  const set = (key: keyof MemberFilter) => (event: { target: { value: string } }) =>
    setFilter({ ...filter, [key]: event.target.value });
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
        <TextField label={t`Cerca`} type="search" value={filter.search} onChange={set('search')} />
        <SelectField
          label={t`Ruolo`}
          value={filter.role}
          onChange={set('role')}
          options={[
            { value: 'all', label: t`Tutti` },
            ...MEMBER_ROLES.map((r) => ({ value: r, label: i18n._(ROLE_LABELS[r]!) })),
          ]}
        />
        <SelectField
          label={t`Team`}
          value={filter.team}
          onChange={set('team')}
          options={[
            { value: 'all', label: t`Tutti` },
            { value: 'none', label: t`Senza team` },
            ...data.teams.map((team) => ({ value: team.id, label: team.name })),
          ]}
        />
        <SelectField
          label={t`Stato`}
          value={filter.status}
          onChange={set('status')}
          options={[
            { value: 'all', label: t`Tutti` },
            ...MEMBER_STATUSES.map((s) => ({ value: s, label: i18n._(MEMBER_STATUS_LABELS[s]!) })),
          ]}
        />
        <SelectField
          label={t`Reparto`}
          value={filter.department}
          onChange={set('department')}
          options={[{ value: 'all', label: t`Tutti` }, ...departments.map((d) => ({ value: d, label: d }))]}
        />
      </div>
      <MembersTable members={shown} teams={data.teams} onAction={(kind, member) => setOpen({ kind, member })} />
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
