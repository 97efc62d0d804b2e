import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui';
import type { AssessmentQuestion } from '../assessment.types';
import { QuestionWidget } from './widgets';

interface QuestionPanelProps {
  question: AssessmentQuestion;
  value: string | undefined;
  onAnswer: (value: string) => void;
  canGoPrevious: boolean;
  canGoNext: boolean;
  canSubmit: boolean;
  isLast: boolean;
  submitting: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSubmit: () => void;
}

/** The question text, its answer widget, and previous / next / submit as the machine allows them. */
export function QuestionPanel(props: QuestionPanelProps) {
  const { question } = props;
  const textId = `question-text-${question.item_code}`;
  return (
    <section className="card question-panel" aria-labelledby={textId}>
      <h2 id={textId} className="question-panel__text">
        {question.question_text}
      </h2>
      {question.help_text ? <p className="muted question-panel__help">{question.help_text}</p> : null}
      <QuestionWidget question={question} value={props.value} onChange={props.onAnswer} disabled={props.submitting} labelledBy={textId} />
      <div className="question-panel__nav">
        <Button variant="secondary" onClick={props.onPrevious} disabled={!props.canGoPrevious || props.submitting}>
          <Trans>Precedente</Trans>
        </Button>
        {props.isLast ? null : (
          <Button onClick={props.onNext} disabled={!props.canGoNext || props.submitting}>
            <Trans>Successiva</Trans>
          </Button>
        )}
        <Button variant={props.isLast ? 'primary' : 'secondary'} onClick={props.onSubmit} disabled={!props.canSubmit} busy={props.submitting}>
          <Trans>Invia assessment</Trans>
        </Button>
      </div>
    </section>
  );
}
