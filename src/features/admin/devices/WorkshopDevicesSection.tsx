import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBackendClient } from '../../../backend/BackendClientProvider';
import { useLocalFirstRead } from '../../../offline/store/hooks';
import { Button, CaptionedTable, LoadState, toast } from '../../../ui';
import { loadWorkshopDevices, revokeWorkshopDevice, type WorkshopDeviceReport } from './workshop-devices-api';

/**
 * The organisation's workshop tablets: team, who prepared them, window, and per participant what
 * waits on the tablet (as of its last report), what arrived, what was refused; revoke.
 */
export function WorkshopDevicesSection({ userId, organizationId }: { userId: string; organizationId: string }) {
  const { t, i18n } = useLingui();
  const client = useBackendClient();
  const devices = useLocalFirstRead(userId, `admin:workshop-devices:${organizationId}`, () =>
    loadWorkshopDevices(client, organizationId),
  );
  const [revoking, setRevoking] = useState<string | null>(null);
  const date = (iso: string | null) => (iso ? i18n.date(iso, { dateStyle: 'short', timeStyle: 'short' }) : t`mai`);

  const revoke = async (device: WorkshopDeviceReport) => {
    if (
      !window.confirm(t`Revocare il tablet «${device.label}»? Il server rifiuterà il lavoro che invierà da ora in poi.`)
    )
      return;
    setRevoking(device.id);
    try {
      await revokeWorkshopDevice(client, device.id);
      toast({ title: t`Tablet revocato`, variant: 'success' });
      devices.reload();
    } catch (error) {
      toast({
        title: t`Revoca non riuscita: ${error instanceof Error ? error.message : String(error)}`,
        variant: 'error',
      });
    } finally {
      setRevoking(null);
    }
  };

  return (
    <section className="admin-section" aria-labelledby="workshop-devices-title">
      <h3 id="workshop-devices-title">
        <Trans>Tablet dei workshop</Trans>
      </h3>
      <p className="muted">
        <Trans>
          Un tablet preparato per un workshop invia il lavoro di ogni partecipante quando trova la rete.{' '}
          <Link to="/workshop/prepare">Prepara un tablet</Link>
        </Trans>
      </p>
      <LoadState query={devices}>
        {(rows) =>
          rows.length === 0 ? (
            <p>
              <Trans>Nessun tablet preparato.</Trans>
            </p>
          ) : (
            <CaptionedTable caption={t`Tablet dei workshop`}>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Tablet</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Squadra</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Preparato da</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Invio consentito fino al</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Ultimo contatto</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Per partecipante: in attesa sul tablet, arrivati, rifiutati</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Stato</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((device) => (
                  <tr key={device.id} className={device.refusals.length > 0 ? 'admin-row--warning' : undefined}>
                    <th scope="row">{device.label}</th>
                    <td>{device.teamName}</td>
                    <td>
                      {device.preparedBy}
                      <br />
                      {date(device.preparedAt)}
                    </td>
                    <td>{date(device.uploadUntil)}</td>
                    <td>{date(device.lastContactAt)}</td>
                    <td>
                      {device.participants.length === 0 ? (
                        <Trans>Ancora nulla</Trans>
                      ) : (
                        <ul className="admin-compact-list">
                          {device.participants.map((p) => (
                            <li key={p.userId}>
                              {p.waiting === null ? (
                                <Trans>
                                  {p.name}: {p.delivered} arrivati, {p.refused} rifiutati
                                </Trans>
                              ) : (
                                <Trans>
                                  {p.name}: {p.waiting} in attesa sul tablet, {p.delivered} arrivati, {p.refused}{' '}
                                  rifiutati
                                </Trans>
                              )}
                            </li>
                          ))}
                        </ul>
                      )}
                      <p className="muted">
                        {device.unsentCountedAt ? (
                          <Trans>
                            In attesa sul tablet secondo il suo conteggio del {date(device.unsentCountedAt)}
                          </Trans>
                        ) : (
                          <Trans>Il tablet non ha ancora detto cosa conserva</Trans>
                        )}
                      </p>
                    </td>
                    <td>
                      {device.revokedAt ? (
                        <Trans>Revocato il {date(device.revokedAt)}</Trans>
                      ) : (
                        <Button
                          variant="danger"
                          disabled={revoking === device.id}
                          aria-label={t`Revoca il tablet ${device.label}`}
                          onClick={() => void revoke(device)}
                        >
                          <Trans>Revoca</Trans>
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </CaptionedTable>
          )
        }
      </LoadState>
    </section>
  );
}
