import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui';
import { useBackendClient } from '../../../backend/BackendClientProvider';
import type { OrgMember } from '../api';
import { SelectField } from '../components/SelectField';
import { runAdminAction } from '../components/admin-action';
import { appointCoach, coachName, setCoachActive, type CoachRow } from './sessions-api';

/**
 * The coaches an admin may put on a session: the platform's (appointed by super admins, shown only)
 * and the organisation's own, whom its admins appoint among its people, stop and restart. A coach of
 * the organisation runs only the organisation's sessions.
 */
export function CoachesPanel({
  organizationId,
  coaches,
  members,
  isSuperAdmin,
  onChanged,
}: {
  organizationId: string;
  coaches: CoachRow[];
  members: OrgMember[];
  isSuperAdmin: boolean;
  onChanged: () => void;
}) {
  const client = useBackendClient();
  const { t } = useLingui();
  const [person, setPerson] = useState('');
  const [platform, setPlatform] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const coachUsers = new Set(coaches.map((c) => c.user_id));
  const candidates = members.filter((m) => m.status === 'active' && !coachUsers.has(m.userId));
  const act = async (key: string, action: () => Promise<void>, success: ReturnType<typeof msg>) => {
    setBusy(key);
    const ok = await runAdminAction(action, { success, failure: msg`Operazione non riuscita` });
    setBusy(null);
    if (ok) onChanged();
    return ok;
  };
  async function appoint() {
    const member = candidates.find((m) => m.userId === person);
    if (!member) return;
    const ok = await act(
      'appoint',
      () =>
        appointCoach(client, platform ? null : organizationId, {
          userId: member.userId,
          firstName: member.firstName,
          lastName: member.lastName,
          email: member.email,
        }),
      msg`Coach nominato`,
    );
    if (ok) {
      setPerson('');
      setPlatform(false);
    }
  }
  return (
    <section className="admin-section">
      <h3>
        <Trans>Coach</Trans>
      </h3>
      {coaches.length === 0 ? (
        <p className="empty-state">
          <Trans>Nessun coach disponibile.</Trans>
        </p>
      ) : (
        <ul className="admin-list">
          {coaches.map((coach) => (
            <li key={coach.id} className="admin-list__item authoring-item">
              <span className="admin-list__title">{coachName(coach)}</span>
              <span className="admin-list__meta">
                {coach.organization_id ? (
                  <Trans>Coach dell'organizzazione</Trans>
                ) : (
                  <Trans>Coach della piattaforma</Trans>
                )}
                {coach.is_active ? null : (
                  <>
                    {' '}
                    · <Trans>Sospeso</Trans>
                  </>
                )}
              </span>
              {coach.organization_id === organizationId || isSuperAdmin ? (
                <Button
                  variant="secondary"
                  busy={busy === coach.id}
                  onClick={() =>
                    void act(
                      coach.id,
                      () => setCoachActive(client, coach.id, !coach.is_active),
                      coach.is_active ? msg`Coach sospeso` : msg`Coach riattivato`,
                    )
                  }
                  aria-label={coach.is_active ? t`Sospendi ${coachName(coach)}` : t`Riattiva ${coachName(coach)}`}
                >
                  {coach.is_active ? <Trans>Sospendi</Trans> : <Trans>Riattiva</Trans>}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <div className="admin-form">
        <SelectField
          label={t`Nomina coach una persona dell'organizzazione`}
          value={person}
          onChange={(e) => setPerson(e.target.value)}
          options={[
            { value: '', label: t`Scegli una persona…` },
            ...candidates.map((m) => ({ value: m.userId, label: m.name })),
          ]}
        />
        {isSuperAdmin ? (
          <label className="admin-choice">
            <input type="checkbox" checked={platform} onChange={(e) => setPlatform(e.target.checked)} />{' '}
            <Trans>Coach della piattaforma (per sessioni di ogni organizzazione)</Trans>
          </label>
        ) : null}
        <Button disabled={!person} busy={busy === 'appoint'} onClick={() => void appoint()}>
          <Trans>Nomina coach</Trans>
        </Button>
        <p className="muted">
          <Trans>
            Un coach nominato qui segue solo le sessioni di questa organizzazione. I coach della piattaforma sono
            nominati dai super admin.
          </Trans>
        </p>
      </div>
    </section>
  );
}
