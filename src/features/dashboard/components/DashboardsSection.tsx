import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Card } from '../../../ui';
import type { DashboardLink } from '../dashboard-types';

function LinkLabel({ kind }: { kind: DashboardLink['kind'] }) {
  switch (kind) {
    case 'assessments':
      return <Trans>I miei assessment</Trans>;
    case 'coaching':
      return <Trans>Sessioni di coaching</Trans>;
    case 'super-admin':
      return <Trans>Dashboard super amministratore</Trans>;
    case 'org-admin':
      return <Trans>Dashboard organizzazione</Trans>;
    case 'manager':
      return <Trans>Team gestiti (manager)</Trans>;
    case 'team-leader':
      return <Trans>Dashboard team leader</Trans>;
    case 'team-overview':
      return <Trans>Panoramica del team</Trans>;
    case 'coach':
      return <Trans>Dashboard coach</Trans>;
  }
}

/** The dashboards this user may open (by role). */
export function DashboardsSection({ links }: { links: DashboardLink[] }) {
  return (
    <Card title={<Trans>Dashboard disponibili</Trans>}>
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>
              <LinkLabel kind={link.kind} />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
