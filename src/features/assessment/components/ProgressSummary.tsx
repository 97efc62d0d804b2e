import { Trans } from '@lingui/react/macro';

/** 'question N of M' and the answered percentage, as a labelled progress bar. */
export function ProgressSummary({ position, total, percent }: { position: number; total: number; percent: number }) {
  return (
    <div className="assessment-progress">
      <div className="assessment-progress__text">
        <span data-testid="question-position">
          <Trans>question {position} of {total}</Trans>
        </span>
        <span data-testid="progress-percent">
          <Trans>{percent}% completato</Trans>
        </span>
      </div>
      <div className="assessment-progress__track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-labelledby="assessment-progress-label">
        <span id="assessment-progress-label" className="visually-hidden">
          <Trans>Avanzamento dell'assessment</Trans>
        </span>
        <div className="assessment-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
