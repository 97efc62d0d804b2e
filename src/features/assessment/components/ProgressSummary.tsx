import { Trans } from '@lingui/react/macro';

/** 'Domanda N di M' (the spec's 'question N of M', in the user's language) and the answered percentage. */
export function ProgressSummary({ position, total, percent }: { position: number; total: number; percent: number }) {
  return (
    <div className="assessment-progress">
      <div className="assessment-progress__text">
        <span data-testid="question-position">
          <Trans>
            Domanda {position} di {total}
          </Trans>
        </span>
        <span data-testid="progress-percent">
          <Trans>{percent}% completato</Trans>
        </span>
      </div>
      <div
        className="assessment-progress__track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-labelledby="assessment-progress-label"
      >
        <span id="assessment-progress-label" className="visually-hidden">
          <Trans>Avanzamento dell'assessment</Trans>
        </span>
        <div className="assessment-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
