import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, LoadState, type LoadableQuery } from '../../../../ui';
import { useBackendClient } from '../../../../backend/BackendClientProvider';
import { exportProgramPack } from './export-program-pack';
import { exportTemplatePack } from './export-template-pack';
import { downloadPack } from './pack-file';
import type { ExportableItem } from './pack-sources';

/** "Esporta": every template and program the admin may export, each downloaded as a pack file. */
export function ExportPackList({ items }: { items: LoadableQuery<ExportableItem[]> }) {
  const { t } = useLingui();
  const client = useBackendClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const run = async (item: ExportableItem) => {
    setBusy(item.id);
    setFailed(null);
    try {
      const pack =
        item.kind === 'assessment-template'
          ? await exportTemplatePack(client, item.id)
          : await exportProgramPack(client, item.id);
      downloadPack(pack, item.name);
    } catch (error) {
      setFailed(String(error instanceof Error ? error.message : error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="packs__export">
      <h3>
        <Trans>Esporta</Trans>
      </h3>
      <LoadState query={items}>
        {(rows) => (
          <ul className="packs__list">
            {rows.map((item) => (
              <li key={item.id}>
                <span>
                  {item.name}{' '}
                  <small>
                    {item.kind === 'assessment-template' ? t`Modello di assessment` : t`Programma di coaching`}
                    {item.inLibrary ? ` · ${t`Libreria`}` : ''}
                  </small>
                </span>
                <Button
                  variant="secondary"
                  busy={busy === item.id}
                  disabled={busy !== null}
                  aria-label={t`Esporta ${item.name}`}
                  onClick={() => void run(item)}
                >
                  <Trans>Esporta</Trans>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      {failed ? (
        <p role="alert">
          <Trans>Esportazione non riuscita: {failed}</Trans>
        </p>
      ) : null}
    </section>
  );
}
