import { Plural, Trans } from '@lingui/react/macro';
import type { PackSummary } from './pack-summary';

/** What the chosen file holds, said before anything is imported. */
export function PackSummaryView({ summary }: { summary: PackSummary }) {
  return (
    <div className="packs__summary" aria-live="polite">
      {summary.kind === 'assessment-template' ? (
        <>
          <p>
            <Trans>Modello di assessment «{summary.name}»</Trans>
          </p>
          <ul>
            <li>
              <Plural value={summary.italian} one="# domanda in italiano" other="# domande in italiano" />
            </li>
            <li>
              <Plural value={summary.english} one="# domanda in inglese" other="# domande in inglese" />
            </li>
            <li>
              {summary.rule ? (
                <Trans>Regola di punteggio: {summary.rule}</Trans>
              ) : (
                <Trans>Nessuna regola di punteggio</Trans>
              )}
            </li>
          </ul>
        </>
      ) : (
        <>
          <p>
            <Trans>Programma di coaching «{summary.name}»</Trans>
          </p>
          <ul>
            <li>
              <Plural value={summary.phases} one="# fase" other="# fasi" />
            </li>
            <li>
              <Plural value={summary.activities} one="# attività" other="# attività" />
            </li>
            <li>
              <Plural value={summary.forms} one="# form" other="# form" />
            </li>
            <li>
              <Plural value={summary.prompts} one="# modello di prompt" other="# modelli di prompt" />
            </li>
          </ul>
        </>
      )}
    </div>
  );
}
