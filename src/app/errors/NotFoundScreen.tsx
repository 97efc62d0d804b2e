import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

export function NotFoundScreen() {
  return (
    <div className="narrow-page">
      <h1>
        <Trans>Pagina non trovata</Trans>
      </h1>
      <p>
        <Link to="/">
          <Trans>Torna alla pagina iniziale</Trans>
        </Link>
      </p>
    </div>
  );
}
