import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Card } from '../../ui';

/** An honest placeholder for a protected screen that a later release builds: no invented data. */
export function ComingSoonScreen({ title }: { title: ReactNode }) {
  return (
    <div className="narrow-page">
      <Card title={title} titleLevel={1}>
        <p>
          <Trans>Questa sezione sarà disponibile in una prossima versione.</Trans>
        </p>
        <Link to="/user">
          <Trans>Torna alla tua area</Trans>
        </Link>
      </Card>
    </div>
  );
}
