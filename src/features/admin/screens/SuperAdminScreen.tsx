import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card } from '../../../ui';
import type { OrganizationRow } from '../api';
import { EmptyState } from '../components/EmptyState';
import { LoadState } from '../../../ui';
import { Tabs } from '../../../ui';
import { useOrganizations } from '../hooks';
import '../admin.css';

export interface SuperAdminScreenProps {
  userId: string;
  isSuperAdmin: boolean;
  /** Starts impersonating the organisation (the auth machine toasts and goes to /org-admin/{id}). */
  onManage: (organization: Pick<OrganizationRow, 'id' | 'name'>) => void;
}

/** /super-admin: tabs Organizations (with 'Gestisci' to work as the organisation's admin), Create Organization, Super Admins. */
export function SuperAdminScreen({ userId, isSuperAdmin, onManage }: SuperAdminScreenProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState('organizations');
  if (!isSuperAdmin) {
    return (
      <Card title={<Trans>Accesso negato</Trans>} titleLevel={1}>
        <p role="alert">
          <Trans>Only super administrators can access this area</Trans>
        </p>
      </Card>
    );
  }
  return (
    <div className="admin-page">
      <h1>
        <Trans>Dashboard super amministratore</Trans>
      </h1>
      <Tabs
        label={t`Sezioni del super amministratore`}
        selected={tab}
        onSelect={setTab}
        items={[
          { id: 'organizations', label: <Trans>Organizations</Trans>, content: <OrganizationsTab userId={userId} onManage={onManage} /> },
          {
            id: 'create',
            label: <Trans>Create Organization</Trans>,
            content: (
              <EmptyState title={<Trans>Creazione organizzazioni non ancora disponibile</Trans>}>
                <Trans>Questa funzione arriverà in una prossima versione.</Trans>
              </EmptyState>
            ),
          },
          {
            id: 'super-admins',
            label: <Trans>Super Admins</Trans>,
            content: (
              <EmptyState title={<Trans>Gestione dei super amministratori non ancora disponibile</Trans>}>
                <Trans>Questa funzione arriverà in una prossima versione.</Trans>
              </EmptyState>
            ),
          },
        ]}
      />
    </div>
  );
}

function OrganizationsTab({ userId, onManage }: Pick<SuperAdminScreenProps, 'userId' | 'onManage'>) {
  const organizations = useOrganizations(userId);
  const { t } = useLingui();
  const manageLabel = (name: string) => t`Gestisci ${name}`;
  return (
    <LoadState query={organizations}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState title={<Trans>Nessuna organizzazione</Trans>} />
        ) : (
          <ul className="admin-list">
            {rows.map((org) => (
              <li key={org.id} className="admin-list__item">
                <div>
                  <p className="admin-list__title">{org.name}</p>
                  <p className="muted admin-list__meta">{org.status}</p>
                </div>
                <Button onClick={() => onManage({ id: org.id, name: org.name })} aria-label={manageLabel(org.name)}>
                  <Trans>Gestisci</Trans>
                </Button>
              </li>
            ))}
          </ul>
        )
      }
    </LoadState>
  );
}
