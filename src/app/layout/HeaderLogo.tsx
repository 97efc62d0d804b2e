import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useAuth } from '../../features/auth/hooks';
import { useOrganization } from '../../features/admin/hooks';

const DEFAULT_LOGO = '/icons/favicon.svg';

/**
 * Spec part 1, "Logos": super admins see the product's default logo; other users their organisation's
 * logo_url when it is set (the product's logo otherwise).
 */
export function HeaderLogo() {
  const { t } = useLingui();
  const { user, roles } = useAuth();
  const organizationId = user && !roles.isSuperAdmin ? roles.organizationId : null;
  const organization = useOrganization(user?.id ?? null, organizationId);
  const [failed, setFailed] = useState<string | null>(null);
  const orgLogo = organizationId ? organization.data?.logo_url : null;
  // A logo that does not load falls back to the product's own.
  const logo = orgLogo && orgLogo !== failed ? orgLogo : null;
  return (
    <Link to="/" className="brand" aria-label={t`TaaS Coaching, pagina iniziale`}>
      {logo ? (
        <img src={logo} alt={t`organization logo`} height={32} className="brand__org-logo" onError={() => setFailed(logo)} />
      ) : (
        <img src={DEFAULT_LOGO} alt="" width={32} height={32} />
      )}
      <span className="brand__name">TaaS Coaching</span>
    </Link>
  );
}
