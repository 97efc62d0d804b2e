import { useState } from 'react';
import { useAuth } from '../../features/auth/hooks';
import { useOrganization } from '../../features/admin/organization';
import { BrandLink } from './BrandLink';

/**
 * Super admins see the product's default logo; other users their organisation's
 * logo_url when it is set (the product's logo otherwise).
 */
export function HeaderLogo() {
  const { user, roles } = useAuth();
  const organizationId = user && !roles.isSuperAdmin ? roles.organizationId : null;
  const organization = useOrganization(user?.id ?? null, organizationId);
  const [failed, setFailed] = useState<string | null>(null);
  const orgLogo = organizationId ? organization.data?.logo_url : null;
  // A logo that does not load falls back to the product's own.
  const logo = orgLogo && orgLogo !== failed ? orgLogo : null;
  const pending =
    organizationId != null && organization.data === undefined && (organization.loading || !organization.localRead);
  return <BrandLink orgLogo={logo} orgLogoPending={pending} onOrgLogoError={() => setFailed(logo)} />;
}
