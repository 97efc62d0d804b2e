import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLiveRead } from '../../../offline/store/hooks';
import {
  readDevice,
  readServerStatus,
  startWorkshopPusher,
  unsentByParticipant,
  type WorkshopParticipant,
  type WorkshopPushConfig,
  type WorkshopPushResult,
} from '../../../offline/workshop';
import { Card } from '../../../ui';
import { CodeGate } from '../components/CodeGate';
import { DeviceBanner } from '../components/DeviceBanner';
import { ParticipantArea } from '../components/ParticipantArea';
import { ParticipantPicker } from '../components/ParticipantPicker';
import '../workshop.css';

export interface WorkshopTabletScreenProps {
  /** the push's address and anon key; null keeps the tablet from pushing (tests). */
  pushConfig: WorkshopPushConfig | null;
  /** the app's answering screen for one participant (it goes back to `/workshop` when done). */
  renderAssessment: (ownerId: string, assessmentId: string) => ReactNode;
  /** the app's activity screen (content, assignment form) for one participant. */
  renderActivity: (ownerId: string, sessionId: string, activityId: string) => ReactNode;
}

type Turn = { stage: 'picking' } | { stage: 'confirming' | 'working'; participant: WorkshopParticipant };

const ASSESSMENT_PARAM = 'assessment';
const ACTIVITY_PARAM = 'activity';

/**
 * /workshop: the prepared tablet. Participants take turns: a name, the coach's code, their own
 * work; the device pushes everyone's work by itself whenever the server answers.
 */
export function WorkshopTabletScreen({ pushConfig, renderAssessment, renderActivity }: WorkshopTabletScreenProps) {
  const device = useLiveRead(() => readDevice().then((d) => d ?? null), []);
  const status = useLiveRead(() => readServerStatus(), []);
  const userIds = device?.participants.map((p) => p.user_id) ?? [];
  const unsent = useLiveRead(() => unsentByParticipant(userIds), [userIds.join(',')]);
  const [turn, setTurn] = useState<Turn>({ stage: 'picking' });
  const [last, setLast] = useState<WorkshopPushResult | null>(null);
  const [params, setParams] = useSearchParams();

  useEffect(() => (pushConfig && device ? startWorkshopPusher(pushConfig, setLast) : undefined), [pushConfig, device]);

  // A reload or a link straight to an assessment never skips the code: the turn starts at the names.
  const assessmentId = turn.stage === 'working' ? params.get(ASSESSMENT_PARAM) : null;
  const activityId = turn.stage === 'working' ? params.get(ACTIVITY_PARAM) : null;
  useEffect(() => {
    if (turn.stage !== 'working' && (params.has(ASSESSMENT_PARAM) || params.has(ACTIVITY_PARAM)))
      setParams({}, { replace: true });
  }, [turn.stage, params, setParams]);

  const endTurn = useCallback(() => {
    setParams({}, { replace: true });
    setTurn({ stage: 'picking' });
  }, [setParams]);

  if (device === undefined) return null;
  if (device === null)
    return (
      <main className="workshop-page">
        <Card title={<Trans>Tablet non preparato</Trans>}>
          <p>
            <Trans>
              Questo tablet non è pronto per un workshop. Un coach o un amministratore lo prepara, con la rete, dalla
              pagina «Prepara un tablet».
            </Trans>
          </p>
        </Card>
      </main>
    );

  const pendingOf = new Map([...(unsent ?? new Map()).entries()].map(([id, u]) => [id, u.pending + u.failed.length]));
  const pending = [...pendingOf.values()].reduce((a, b) => a + b, 0);

  return (
    <main className="workshop-page">
      <header className="workshop-head">
        <h1>
          <Trans>Workshop — squadra {device.teamName}</Trans>
        </h1>
        <DeviceBanner status={status} last={last} pending={pending} />
      </header>
      {turn.stage === 'picking' ? (
        <ParticipantPicker
          participants={device.participants}
          unsent={pendingOf}
          onPick={(participant) => setTurn({ stage: 'confirming', participant })}
        />
      ) : turn.stage === 'confirming' ? (
        <CodeGate
          name={turn.participant.full_name}
          onConfirmed={() => setTurn({ stage: 'working', participant: turn.participant })}
          onCancel={endTurn}
        />
      ) : (
        <ParticipantArea
          key={turn.participant.user_id}
          participant={turn.participant}
          sessionId={device.sessionId}
          assessmentId={assessmentId}
          openAssessment={(id) => setParams({ [ASSESSMENT_PARAM]: id })}
          renderAssessment={renderAssessment}
          activityId={activityId}
          openActivity={(id) => setParams(id ? { [ACTIVITY_PARAM]: id } : {})}
          renderActivity={renderActivity}
          onEnd={endTurn}
        />
      )}
    </main>
  );
}
