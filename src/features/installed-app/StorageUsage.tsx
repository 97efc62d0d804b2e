import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { readStorageReport, type StorageReport } from '../../offline/storage-quota';
import { formatBytes } from '../../lib/format-bytes';
import './installed-app.css';

/** Usage and quota of this site's storage, with a warning when under 10 % is left. For the sync panel. */
export function StorageUsage({ read = readStorageReport }: { read?: () => Promise<StorageReport | null> }) {
  const [report, setReport] = useState<StorageReport | null | undefined>(undefined);
  const { i18n, t } = useLingui();

  useEffect(() => {
    let cancelled = false;
    void read().then((value) => {
      if (!cancelled) setReport(value);
    });
    return () => {
      cancelled = true;
    };
  }, [read]);

  if (report === undefined) return null;
  if (report === null || report.quota <= 0) {
    return (
      <p className="storage-usage muted">
        <Trans>Il browser non indica lo spazio disponibile.</Trans>
      </p>
    );
  }

  const used = formatBytes(report.usage, i18n.locale);
  const quota = formatBytes(report.quota, i18n.locale);
  const percent = Math.min(100, Math.round((report.usage / report.quota) * 100));
  return (
    <div className="storage-usage">
      <p>
        <Trans>
          Spazio usato: {used} di {quota}
        </Trans>
      </p>
      <progress className="storage-usage__bar" max={100} value={percent} aria-label={t`Spazio usato`} />
      {report.low ? (
        <p className="storage-usage__warning" role="alert">
          <Trans>
            Spazio quasi esaurito: resta meno del 10 %. Libera spazio sul dispositivo per continuare a lavorare offline.
          </Trans>
        </p>
      ) : null}
      {report.persisted ? null : (
        <p className="muted">
          <Trans>Il browser potrebbe cancellare i dati offline se lo spazio scarseggia.</Trans>
        </p>
      )}
    </div>
  );
}
