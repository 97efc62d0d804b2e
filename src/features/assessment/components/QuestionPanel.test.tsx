// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AssessmentQuestion } from '../assessment.types';
import { QuestionPanel } from './QuestionPanel';

i18n.loadAndActivate({ locale: 'it', messages: {} });

const questions: AssessmentQuestion[] = ['Q1', 'Q2'].map((code) => ({
  id: code,
  item_code: code,
  question_text: `Testo ${code}`,
  response_type: 'likert_5',
}));

/** Two questions, the first answered: 'Successiva' leads to the last one. */
function Panel({ canSubmit }: { canSubmit: boolean }) {
  const [index, setIndex] = useState(0);
  const isLast = index === questions.length - 1;
  return (
    <QuestionPanel
      question={questions[index]!}
      value={index === 0 ? '3' : undefined}
      onAnswer={() => undefined}
      canGoPrevious={index > 0}
      canGoNext={!isLast}
      canSubmit={isLast && canSubmit}
      isLast={isLast}
      submitting={false}
      onPrevious={() => setIndex(index - 1)}
      onNext={() => setIndex(index + 1)}
      onSubmit={() => undefined}
    />
  );
}

const renderPanel = (canSubmit: boolean) =>
  render(
    <I18nProvider i18n={i18n}>
      <Panel canSubmit={canSubmit} />
    </I18nProvider>,
  );

describe('question panel focus on the last question', () => {
  it("moves focus to the last question's text when 'Successiva' vanishes and submit cannot be used yet", async () => {
    renderPanel(false);
    await userEvent.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(screen.queryByRole('button', { name: 'Successiva' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Testo Q2' })).toHaveFocus();
  });

  it("moves focus to 'Invia assessment' when it can be used", async () => {
    renderPanel(true);
    await userEvent.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(screen.getByRole('button', { name: 'Invia assessment' })).toHaveFocus();
  });
});
