import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

const DEFAULT_LOGO = '/icons/favicon.svg';

/** The header's link home: the product's logo, or the organisation's when given (falling back when it does not load). */
export function BrandLink({ orgLogo, onOrgLogoError }: { orgLogo?: string | null; onOrgLogoError?: () => void }) {
  const { t } = useLingui();
  return (
    <Link to="/" className="brand" aria-label={t`TaaS Coaching, pagina iniziale`}>
      {orgLogo ? (
        <img src={orgLogo} alt={t`organization logo`} height={32} className="brand__org-logo" onError={onOrgLogoError} />
      ) : (
        <img src={DEFAULT_LOGO} alt="" width={32} height={32} />
      )}
      <span className="brand__name">TaaS Coaching</span>
    </Link>
  );
}
