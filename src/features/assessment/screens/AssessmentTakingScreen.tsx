import type { BackendClient } from '../../../backend/backend-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { firstScreenPainted } from '../../../lib/first-paint';
import { Navigate, useNavigate } from 'react-router-dom';
import { waitFor } from 'xstate';
import { Button, toast } from '../../../ui';

import { assessmentMessages } from '../assessment-messages';
import * as select from '../assessment.selectors';
import type { AssessmentEmitted } from '../assessment.types';
import { CountdownCard } from '../components/CountdownCard';
import { ProgressSummary } from '../components/ProgressSummary';
import { QuestionPanel } from '../components/QuestionPanel';
import {
  GenericErrorCard,
  InvalidTemplateCard,
  LoadErrorCard,
  LoadingCard,
  NoQuestionsCard,
} from '../components/StatusCards';
import { TeamBadges } from '../components/TeamBadges';
import { useAssessmentTaking } from '../hooks';
import { useUnsentAnswers } from '../../../offline/assessments/hooks';
import { loadScoringCode } from '../scorer';
import '../components/assessment.css';

const LIST = '/assessment-list';

// The exit dialog (Radix's dialog, focus trap, scroll lock) is not needed to show a question: it loads once
// the first screen is painted, and mounts the first time the member asks to leave (then stays mounted).
const loadExitDialog = () => import('../components/ExitDialog').then((m) => ({ default: m.ExitDialog }));
const ExitDialog = lazy(loadExitDialog);

type ExitDialogProps = Omit<ComponentProps<typeof ExitDialog>, 'unsentAnswers'> & {
  ownerId: string;
  assessmentId: string | null;
};

/** The exit dialog with the count of this assessment's answers that wait to be sent, read only while it is shown. */
function ExitDialogWithUnsent({ ownerId, assessmentId, ...props }: ExitDialogProps) {
  return <ExitDialog {...props} unsentAnswers={useUnsentAnswers(ownerId, assessmentId ?? '')} />;
}

export interface AssessmentTakingScreenProps {
  assessmentId: string | null;
  ownerId: string;
  client: BackendClient;
  /** The organisation logo (alt 'organization logo') and the user menu, provided by the app. */
  logo?: ReactNode;
  userMenu?: ReactNode;
  /** Holds app updates while the user is answering; returns the unregister function. */
  registerBusy?: (isBusy: () => boolean) => () => void;
  /** Where leaving or finishing goes (a workshop tablet goes back to its participant's page). */
  listPath?: string;
}

/**
 * The machine's toasts. One toast is visible at a time, so when the timer's completion succeeds the
 * success joins the 'Tempo scaduto!' toast instead of replacing it.
 */
function showToast(event: AssessmentEmitted, snapshot: select.AssessmentSnapshot) {
  if (event.type !== 'toast') return;
  if (event.message === assessmentMessages.completed && snapshot.context.completion?.auto) {
    toast({ title: assessmentMessages.timeUp, description: event.message, variant: 'success' });
    return;
  }
  toast({ title: event.message, variant: event.variant });
}

/** /assessment/{assessmentId}: renders the assessment machine's state and sends it the user's actions. */
export function AssessmentTakingScreen({
  assessmentId,
  ownerId,
  client,
  logo,
  userMenu,
  registerBusy,
  listPath = LIST,
}: AssessmentTakingScreenProps) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const [exitOpen, setExitOpen] = useState(false);
  const [exitAsked, setExitAsked] = useState(false);
  // The exit dialog and the scoring code (needed at submit) are fetched while the member reads the first question.
  useEffect(
    () =>
      void firstScreenPainted()
        .then(() => Promise.all([loadExitDialog(), loadScoringCode()]))
        .catch(() => undefined),
    [],
  );
  const { actor, snapshot, stored } = useAssessmentTaking({
    assessmentId,
    ownerId,
    client,
    language: i18n.locale || 'it',
    onEmitted: showToast,
  });
  const view = select.selectView(snapshot);

  const taking = useRef(false);
  useEffect(() => {
    taking.current = view === 'taking';
  }, [view]);
  useEffect(() => registerBusy?.(() => taking.current), [registerBusy]);

  const leave = useCallback(() => navigate(listPath), [navigate, listPath]);
  const saveAndExit = useCallback(async () => {
    actor.send({ type: 'ASSESSMENT.SAVE' });
    const settled = await waitFor(actor, (s) => s.matches({ save: 'idle' }));
    if (!settled.context.unsavedChanges) navigate(listPath);
  }, [actor, navigate, listPath]);

  if (view === 'idle' || view === 'not-found' || view === 'already-completed' || view === 'completed') {
    return <Navigate to={listPath} replace />;
  }

  const question = select.selectCurrentQuestion(snapshot);
  const progress = select.selectProgress(snapshot);
  const timer = select.selectTimer(snapshot);
  const assessment = snapshot.context.assessment;
  const submitting = select.selectIsSubmitting(snapshot);
  const typeName = assessment?.assessment_type.toUpperCase() ?? '';

  return (
    <div className="assessment-screen">
      <header className="assessment-header">
        <div className="assessment-header__logo">{logo}</div>
        <div className="assessment-header__end">
          {userMenu}
          <Button
            variant="secondary"
            aria-label={t`Esci dall'assessment`}
            onClick={() => {
              setExitAsked(true);
              setExitOpen(true);
            }}
          >
            <span className="assessment-exit__long">
              <Trans>Esci dall'assessment</Trans>
            </span>
            <span className="assessment-exit__short" aria-hidden="true">
              <Trans context="the assessment's exit button on a phone">Esci</Trans>
            </span>
          </Button>
        </div>
      </header>
      <main id="main" className="assessment-main" tabIndex={-1}>
        {view === 'loading' ? <LoadingCard stage={select.selectLoadingStage(snapshot)} /> : null}
        {view === 'load-error' ? (
          <LoadErrorCard
            failedAt={snapshot.context.loadFailedAt ?? 'questions'}
            onRetry={() => actor.send({ type: 'ASSESSMENT.RETRY' })}
          />
        ) : null}
        {view === 'invalid' ? <GenericErrorCard onBack={leave} /> : null}
        {view === 'no-questions' ? <NoQuestionsCard onBack={leave} /> : null}
        {view === 'invalid-template' ? (
          <InvalidTemplateCard templateId={snapshot.context.invalidTemplateId ?? ''} onBack={leave} />
        ) : null}
        {view === 'taking' && assessment && question ? (
          <>
            <h1 className="visually-hidden">
              <Trans>Assessment {typeName}</Trans>
            </h1>
            <ProgressSummary {...progress} />
            <TeamBadges
              teamName={stored?.team_name}
              assessmentType={assessment.assessment_type}
              evaluationType={assessment.evaluation_type}
              targetName={stored?.target_user_name ?? null}
            />
            {timer ? <CountdownCard timer={timer} /> : null}
            <QuestionPanel
              question={question}
              value={snapshot.context.answers[question.item_code]}
              onAnswer={(value) => actor.send({ type: 'ANSWER.SET', questionCode: question.item_code, value })}
              canGoPrevious={select.selectCanGoPrevious(snapshot)}
              canGoNext={select.selectCanGoNext(snapshot)}
              canSubmit={select.selectCanSubmit(snapshot)}
              isLast={progress.position === progress.total}
              submitting={submitting}
              onPrevious={() => actor.send({ type: 'NAV.PREVIOUS' })}
              onNext={() => actor.send({ type: 'NAV.NEXT' })}
              onSubmit={() => actor.send({ type: 'ASSESSMENT.SUBMIT' })}
            />
          </>
        ) : null}
      </main>
      {exitAsked ? (
        <Suspense fallback={null}>
          <ExitDialogWithUnsent
            ownerId={ownerId}
            assessmentId={assessmentId}
            open={exitOpen}
            onOpenChange={setExitOpen}
            unsavedChanges={select.selectHasUnsavedChanges(snapshot)}
            saving={select.selectIsSaving(snapshot)}
            onSaveAndExit={() => void saveAndExit()}
            onExit={leave}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
