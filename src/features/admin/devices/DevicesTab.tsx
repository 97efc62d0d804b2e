import { Trans, useLingui } from '@lingui/react/macro';
import { LoadState, TableScroll } from '../../../ui';
import { formatBytes } from '../../../lib/format-bytes';
import { EmptyState } from '../components/EmptyState';
import { useDeviceHealth } from '../hooks';
import { WorkshopDevicesSection } from './WorkshopDevicesSection';

/**
 * Dispositivi: each installation's sync health, unsent work first, so nobody wipes a shared tablet
 * that still holds a team's answers.
 */
export function DevicesTab({ userId, organizationId }: { userId: string; organizationId: string }) {
  const { t, i18n } = useLingui();
  const devices = useDeviceHealth(userId, organizationId);
  const when = (iso: string | null) => (iso ? i18n.date(iso, { dateStyle: 'short', timeStyle: 'short' }) : t`mai`);
  return (
    <div className="admin-section">
      <WorkshopDevicesSection userId={userId} organizationId={organizationId} />
      <p className="muted">
        <Trans>
          Ogni app installata comunica qui il proprio stato quando sincronizza. Non cancellare i dati di un dispositivo
          con modifiche non inviate.
        </Trans>
      </p>
      <LoadState query={devices}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title={<Trans>Nessun dispositivo ha ancora comunicato il proprio stato.</Trans>} />
          ) : (
            <TableScroll label={t`Dispositivi`}>
              <table className="admin-table" aria-label={t`Dispositivi`}>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Utente</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Dispositivo</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Modifiche non inviate</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Non riuscite</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Non inviate dal</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Ultima sincronizzazione riuscita</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Ultimo rapporto</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Versione</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Spazio usato</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Ultimo errore</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const unsent = row.pendingChanges + row.failedChanges > 0;
                    const since = when(row.pendingSince);
                    return (
                      <tr
                        key={`${row.installationId}:${row.userId}`}
                        className={unsent ? 'admin-row--warning' : undefined}
                      >
                        <td>{row.userName}</td>
                        <td title={row.installationId}>
                          {row.installationId.slice(0, 8)}
                          {unsent ? (
                            <>
                              <br />
                              <strong>
                                <Trans>Dati non inviati dal {since}: non cancellare</Trans>
                              </strong>
                            </>
                          ) : null}
                        </td>
                        <td>{row.pendingChanges}</td>
                        <td>{row.failedChanges}</td>
                        <td>{unsent ? since : ''}</td>
                        <td>{when(row.lastSuccessfulSyncAt)}</td>
                        <td>{when(row.updatedAt)}</td>
                        <td>{row.appVersion ?? ''}</td>
                        <td>{row.storageUsedBytes != null ? formatBytes(row.storageUsedBytes, i18n.locale) : ''}</td>
                        <td>{row.lastError ?? ''}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableScroll>
          )
        }
      </LoadState>
    </div>
  );
}
