import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui';

/** While a super admin works as an organisation's admin: who is being managed, and the two ways out. */
export function ImpersonationBanner({
  organizationName,
  onBackToSuperAdmin,
  onExit,
}: {
  organizationName: string;
  onBackToSuperAdmin: () => void;
  onExit: () => void;
}) {
  return (
    <div className="impersonation-banner" role="status">
      <p>
        <Trans>Stai gestendo l'organizzazione {organizationName} come super amministratore.</Trans>
      </p>
      <div className="impersonation-banner__actions">
        <Button variant="secondary" onClick={onBackToSuperAdmin}>
          <Trans>Back to Super Admin</Trans>
        </Button>
        <Button variant="ghost" onClick={onExit}>
          <Trans>Exit Impersonation</Trans>
        </Button>
      </div>
    </div>
  );
}
