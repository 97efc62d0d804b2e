import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
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

/**
 * The question text, its answer widget, and previous / next / submit as the machine allows them.
 * 'Successiva' is not shown on the last question: when it vanishes under the user's focus, focus
 * moves to 'Invia assessment' if it can be used, otherwise to the last question's text.
 */
export function QuestionPanel(props: QuestionPanelProps) {
  const { question, isLast, canSubmit } = props;
  const textId = `question-text-${question.item_code}`;
  const textRef = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (!isLast || !focusLost) return;
    if (canSubmit && submitRef.current) submitRef.current.focus();
    else textRef.current?.focus();
    // Only when the last question appears, not on each answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLast, question.item_code]);
  return (
    <section className="card question-panel" aria-labelledby={textId}>
      <h2 id={textId} className="question-panel__text" ref={textRef} tabIndex={-1}>
        {question.question_text}
      </h2>
      {question.help_text ? <p className="muted question-panel__help">{question.help_text}</p> : null}
      <QuestionWidget
        question={question}
        value={props.value}
        onChange={props.onAnswer}
        disabled={props.submitting}
        labelledBy={textId}
      />
      <div className="question-panel__nav">
        <Button variant="secondary" onClick={props.onPrevious} disabled={!props.canGoPrevious || props.submitting}>
          <Trans>Precedente</Trans>
        </Button>
        {isLast ? null : (
          <Button onClick={props.onNext} disabled={!props.canGoNext || props.submitting}>
            <Trans>Successiva</Trans>
          </Button>
        )}
        <Button
          ref={submitRef}
          variant={isLast ? 'primary' : 'secondary'}
          onClick={props.onSubmit}
          disabled={!canSubmit}
          busy={props.submitting}
        >
          <Trans>Invia assessment</Trans>
        </Button>
      </div>
    </section>
  );
}
