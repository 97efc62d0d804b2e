import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadState } from '../../../ui';
import { EmptyState } from '../components/EmptyState';
import { ImpersonationBanner } from '../components/ImpersonationBanner';
import { Tabs } from '../../../ui';
import type { OrgOverview } from '../api';
import { useOrgOverview } from '../hooks';
import '../admin.css';

export interface OrgAdminScreenProps {
  userId: string;
  organizationId: string;
  managerLevel: string | null;
  /** The impersonated organisation's name while a super admin works as its admin. */
  impersonating: string | null;
  onBackToSuperAdmin: () => void;
  onExitImpersonation: () => void;
}

/** /org-admin/{organizationId}: the organisation's name and tabs Members, Teams and TPM Assessment with counts. */
export function OrgAdminScreen(props: OrgAdminScreenProps) {
  const { userId, organizationId, impersonating } = props;
  const overview = useOrgOverview(userId, organizationId);
  return (
    <div className="admin-page">
      {impersonating != null ? (
        <ImpersonationBanner
          organizationName={impersonating}
          onBackToSuperAdmin={props.onBackToSuperAdmin}
          onExit={props.onExitImpersonation}
        />
      ) : null}
      <LoadState query={overview}>
        {(data) => <OrgOverviewView data={data} />}
      </LoadState>
      <details className="admin-debug">
        <summary>
          <Trans>Informazioni di debug</Trans>
        </summary>
        <ul>
          <li>org id: {organizationId}</li>
          <li>user id: {userId}</li>
          <li>manager level: {props.managerLevel ?? 'none'}</li>
          <li>impersonating: {impersonating != null ? 'yes' : 'no'}</li>
        </ul>
      </details>
    </div>
  );
}

function OrgOverviewView({ data }: { data: OrgOverview }) {
  const { t } = useLingui();
  const [tab, setTab] = useState('members');
  const name = data.organization?.name ?? '';
  const members = data.members.length;
  const teams = data.teams.length;
  const tpm = data.tpmAssessments;
  return (
    <>
      <h1>{name || <Trans>Organizzazione</Trans>}</h1>
      <Tabs
        label={t`Sezioni dell'organizzazione`}
        selected={tab}
        onSelect={setTab}
        items={[
          {
            id: 'members',
            label: <Trans>Members ({members})</Trans>,
            content: (
              <ul className="admin-list">
                {data.members.map((member) => (
                  <li key={member.userId} className="admin-list__item">
                    <div>
                      <p className="admin-list__title">{member.name}</p>
                      <p className="muted admin-list__meta">{member.email}</p>
                    </div>
                    <span className="muted">{member.status}</span>
                  </li>
                ))}
              </ul>
            ),
          },
          {
            id: 'teams',
            label: <Trans>Teams ({teams})</Trans>,
            content: (
              <ul className="admin-list">
                {data.teams.map((team) => {
                  const count = team.memberCount;
                  return (
                    <li key={team.id} className="admin-list__item">
                      <p className="admin-list__title">{team.name}</p>
                      <span className="muted">
                        <Trans>{count} membri</Trans>
                      </span>
                    </li>
                  );
                })}
              </ul>
            ),
          },
          {
            id: 'tpm',
            label: <Trans>TPM Assessment ({tpm})</Trans>,
            content: (
              <EmptyState title={<Trans>Assessment TPM nell'organizzazione: {tpm}</Trans>}>
                <Trans>La gestione degli assessment arriverà in una prossima versione.</Trans>
              </EmptyState>
            ),
          },
        ]}
      />
    </>
  );
}
