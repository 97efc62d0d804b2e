import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/** "Report › Alpha" with a way back to the list. */
export function Breadcrumb({
  listLabel,
  listHref,
  current,
}: {
  listLabel: ReactNode;
  listHref: string;
  current: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Percorso`} className="report-breadcrumb no-print">
      <ol>
        <li>
          <Link to={listHref}>{listLabel}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
      <Link className="btn btn--ghost" to={listHref}>
        <span>
          ← <Trans>Torna alla lista</Trans>
        </span>
      </Link>
    </nav>
  );
}
