import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, LoadState } from '../../../ui';
import type { OrganizationSummary } from '../api';
import type { OrganizationRow } from '../organization';
import { EmptyState } from '../components/EmptyState';
import { runAdminAction } from '../components/admin-action';
import { useOrganizations } from '../hooks';
import { ORGANIZATION_STATUS_LABELS, label } from '../labels';
import { setOrganizationStatus } from '../writes';
import { useBackendClient } from '../../../backend/BackendClientProvider';

/** Every organisation with its status, member and team counts; open (impersonation), suspend or reactivate. */
export function OrganizationsTab({
  userId,
  onManage,
}: {
  userId: string;
  onManage: (organization: Pick<OrganizationRow, 'id' | 'name'>) => void;
}) {
  const organizations = useOrganizations(userId);
  return (
    <LoadState query={organizations}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState title={<Trans>Nessuna organizzazione</Trans>} />
        ) : (
          <ul className="admin-list">
            {rows.map((org) => (
              <OrganizationItem key={org.id} org={org} onManage={onManage} onChanged={organizations.reload} />
            ))}
          </ul>
        )
      }
    </LoadState>
  );
}

function OrganizationItem({
  org,
  onManage,
  onChanged,
}: {
  org: OrganizationSummary;
  onManage: (o: Pick<OrganizationRow, 'id' | 'name'>) => void;
  onChanged: () => void;
}) {
  const client = useBackendClient();
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const suspended = org.status !== 'active';
  const members = org.memberCount;
  const teams = org.teamCount;
  const name = org.name;
  async function toggle() {
    setBusy(true);
    const next = suspended ? 'active' : 'suspended';
    const ok = await runAdminAction(() => setOrganizationStatus(client, org.id, next), {
      success: suspended ? msg`Organizzazione riattivata` : msg`Organizzazione sospesa`,
      failure: msg`Error saving data`,
    });
    setBusy(false);
    if (ok) onChanged();
  }
  return (
    <li className="admin-list__item" data-testid={`organization-${org.id}`}>
      <div>
        <p className="admin-list__title">{org.name}</p>
        <p className="muted admin-list__meta">
          <span className={`status-pill status-pill--${org.status}`}>
            {i18n._(label(ORGANIZATION_STATUS_LABELS, org.status))}
          </span>{' '}
          <Trans>{members} membri</Trans> · <Trans>{teams} team</Trans>
        </p>
      </div>
      <div className="admin-actions">
        <Button onClick={() => onManage({ id: org.id, name: org.name })} aria-label={t`Gestisci ${name}`}>
          <Trans>Gestisci</Trans>
        </Button>
        <Button
          variant="secondary"
          busy={busy}
          onClick={() => void toggle()}
          aria-label={suspended ? t`Riattiva ${name}` : t`Sospendi ${name}`}
        >
          {suspended ? <Trans>Riattiva</Trans> : <Trans>Sospendi</Trans>}
        </Button>
      </div>
    </li>
  );
}
