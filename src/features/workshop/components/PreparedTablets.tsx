import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { BackendClient } from '../../../backend/backend-client';
import { Button, Card, toast } from '../../../ui';
import { listPreparedTablets, revokeDevice, type PreparedTablet } from '../api';

/** The tablets this coach or admin prepared, each revocable (a lost tablet's pushes are then refused). */
export function PreparedTablets({ client, userId }: { client: BackendClient; userId: string }) {
  const { t, i18n } = useLingui();
  const [tablets, setTablets] = useState<PreparedTablet[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const load = useCallback(
    () => listPreparedTablets(client, userId).then(setTablets, () => setTablets([])),
    [client, userId],
  );
  useEffect(() => void load(), [load]);
  const date = (iso: string) => i18n.date(iso, { dateStyle: 'short', timeStyle: 'short' });

  const revoke = async (tablet: PreparedTablet) => {
    if (
      !window.confirm(t`Revocare il tablet «${tablet.label}»? Il server rifiuterà il lavoro che invierà da ora in poi.`)
    )
      return;
    setBusy(tablet.id);
    try {
      await revokeDevice(client, tablet.id);
      toast({ title: t`Tablet revocato`, variant: 'success' });
      await load();
    } catch (error) {
      toast({
        title: t`Revoca non riuscita: ${error instanceof Error ? error.message : String(error)}`,
        variant: 'error',
      });
    } finally {
      setBusy(null);
    }
  };

  if (!tablets || tablets.length === 0) return null;
  return (
    <Card title={<Trans>I tablet che hai preparato</Trans>}>
      <ul className="workshop-list">
        {tablets.map((tablet) => (
          <li key={tablet.id}>
            <span>
              {tablet.label} —{' '}
              {tablet.revoked_at ? (
                <Trans>revocato il {date(tablet.revoked_at)}</Trans>
              ) : (
                <Trans>invio consentito fino al {date(tablet.upload_until)}</Trans>
              )}
            </span>
            {tablet.revoked_at ? null : (
              <Button
                variant="danger"
                disabled={busy === tablet.id}
                aria-label={t`Revoca il tablet ${tablet.label}`}
                onClick={() => void revoke(tablet)}
              >
                <Trans>Revoca</Trans>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
