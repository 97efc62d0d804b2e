import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

const DEFAULT_LOGO = '/icons/favicon.svg';

/**
 * The header's link home: the product's logo, or the organisation's when given (falling back when it does not load).
 * While the organisation is still being read (`orgLogoPending`) the organisation logo's box is kept empty, so the
 * header does not move when the logo comes.
 */
export function BrandLink({
  orgLogo,
  orgLogoPending = false,
  onOrgLogoError,
}: {
  orgLogo?: string | null;
  orgLogoPending?: boolean;
  onOrgLogoError?: () => void;
}) {
  const { t } = useLingui();
  return (
    <Link to="/" className="brand" aria-label={t`TaaS Coaching, pagina iniziale`}>
      {orgLogo ? (
        <img
          src={orgLogo}
          alt={t`organization logo`}
          width={120}
          height={32}
          className="brand__org-logo"
          onError={onOrgLogoError}
        />
      ) : orgLogoPending ? (
        <span className="brand__org-logo" />
      ) : (
        <img src={DEFAULT_LOGO} alt="" width={32} height={32} />
      )}
      <span className="brand__name">TaaS Coaching</span>
    </Link>
  );
}
