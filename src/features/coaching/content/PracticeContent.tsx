import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { Json } from '../../../offline/store';
import type { LocalActivity, ProgressStatus } from '../../../offline/coaching';
import { Button } from '../../../ui';
import { optionStrings } from './form-answers';
import { OpenContentLink } from './OpenContentLink';

interface QuizItem {
  question: string;
  options: string[];
  correct: number | null;
}

const record = (data: Json): Record<string, Json | undefined> =>
  data && typeof data === 'object' && !Array.isArray(data) ? data : {};

function quizItems(data: Json): QuizItem[] {
  const questions = record(data).questions;
  if (!Array.isArray(questions)) return [];
  return questions.flatMap((item) => {
    const fields = record(item ?? null);
    if (typeof fields.question !== 'string') return [];
    return [
      {
        question: fields.question,
        options: optionStrings(fields.options),
        correct: typeof fields.correct === 'number' ? fields.correct : null,
      },
    ];
  });
}

interface Props {
  activity: LocalActivity;
  status: ProgressStatus;
  onComplete: () => void;
}

/** Quiz, simulation and plain assignment: the content, then a completion the user records. */
export function PracticeContent({ activity, status, onComplete }: Props) {
  const data = record(activity.content_data);
  const quiz = activity.activity_type === 'quiz' ? quizItems(activity.content_data) : [];
  const steps = Array.isArray(data.steps) ? data.steps.filter((step): step is string => typeof step === 'string') : [];
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [checked, setChecked] = useState(false);
  const score = quiz.filter((item, index) => item.correct !== null && chosen[index] === item.correct).length;

  return (
    <section className={`activity-content activity-content--${activity.activity_type}`}>
      {typeof data.scenario === 'string' ? <p className="simulation-scenario">{data.scenario}</p> : null}
      {steps.length > 0 ? (
        <ol className="simulation-steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : null}
      {quiz.map((item, index) => (
        <fieldset key={item.question} className="form-question">
          <legend>{item.question}</legend>
          {item.options.map((option, optionIndex) => (
            <label key={option} className="form-question__option">
              <input
                type="radio"
                name={`quiz-${index}`}
                checked={chosen[index] === optionIndex}
                onChange={() => setChosen({ ...chosen, [index]: optionIndex })}
              />
              <span>{option}</span>
            </label>
          ))}
        </fieldset>
      ))}
      {quiz.length > 0 && checked ? (
        <p role="status">
          <Trans>
            Risposte corrette: {score} di {quiz.length}
          </Trans>
        </p>
      ) : null}
      {activity.content_url ? <OpenContentLink url={activity.content_url} /> : null}
      <Button
        variant="secondary"
        disabled={status === 'completed'}
        onClick={() => {
          setChecked(true);
          onComplete();
        }}
      >
        <Trans>Segna come Completato</Trans>
      </Button>
    </section>
  );
}
