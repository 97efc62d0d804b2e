import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../lib/i18n';

/** "Dati del 22/11/2026 alle 14:05": when the report's data was fetched (offline it stays on screen). */
export function DataTime({ fetchedAt, fromCache }: { fetchedAt: string | undefined; fromCache?: boolean }) {
  const { i18n } = useLingui();
  if (!fetchedAt) return null;
  const at = new Date(fetchedAt);
  const date = formatDate(at, i18n.locale, 'date');
  const time = formatDate(at, i18n.locale, 'time');
  return (
    <p className="muted report-data-time" data-testid="report-data-time">
      <Trans>
        Dati del {date} alle {time}
      </Trans>
      {fromCache ? (
        <>
          {' · '}
          <Trans>copia sul dispositivo</Trans>
        </>
      ) : null}
    </p>
  );
}
