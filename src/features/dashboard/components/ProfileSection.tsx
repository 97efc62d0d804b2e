import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '../../../ui';
import { roleLabel } from '../../../lib/role-labels';
import type { DashboardUser } from '../dashboard-types';

const roleListLabel = msg`I tuoi ruoli`;

/** Who is signed in and the roles they hold. */
export function ProfileSection({ user }: { user: DashboardUser }) {
  const { i18n } = useLingui();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const email = user.email ?? '';
  return (
    <Card title={<Trans>Profilo</Trans>}>
      {fullName ? <p className="dashboard-name">{fullName}</p> : null}
      <p data-testid="signed-in-email">
        <Trans>Accesso effettuato come {email}</Trans>
      </p>
      <h3 className="dashboard-subtitle">
        <Trans>Ruoli</Trans>
      </h3>
      {user.roles.length > 0 ? (
        <ul className="chip-list" aria-label={i18n._(roleListLabel)}>
          {user.roles.map((role) => (
            <li key={role} className="chip">
              {i18n._(roleLabel(role))}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">
          <Trans>Nessun ruolo assegnato: accesso come utente.</Trans>
        </p>
      )}
    </Card>
  );
}
