// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QuestionWidget } from './QuestionWidget';
import { question, renderFixed } from './testing';

const options = [
  { id: 'a', text: 'Alfa', profileCode: 'A' },
  { id: 'b', text: 'Beta', profileCode: 'B' },
];

describe('QuestionWidget', () => {
  it.each([
    ['single_choice', () => expect(screen.getAllByRole('radio')).toHaveLength(2)],
    ['multiple_choice', () => expect(screen.getAllByRole('checkbox')).toHaveLength(2)],
    ['likert_5', () => expect(screen.getByRole('radio', { name: "5 Molto d'accordo" })).toBeInTheDocument()],
    ['likert_scale', () => expect(screen.getAllByRole('radio')).toHaveLength(2)],
    ['slider', () => expect(screen.getByRole('slider')).toBeInTheDocument()],
    ['ranking', () => expect(screen.getByRole('button', { name: 'Sposta giù: Alfa' })).toBeInTheDocument()],
    ['rating_matrix', () => expect(screen.getAllByRole('radio')).toHaveLength(10)],
    ['date_advanced', () => expect(screen.getByLabelText('Seleziona Ora')).toBeInTheDocument()],
  ])('renders the %s widget', (type, check) => {
    renderFixed(QuestionWidget, question(type, options));
    check();
  });

  it('falls back to question_type when response_type is missing', () => {
    renderFixed(QuestionWidget, { item_code: 'Q', question_text: 'Q', question_type: 'slider' });
    expect(screen.getByRole('slider')).toBeInTheDocument();
  });

  it('renders a free-text answer for an unknown type', async () => {
    const { onChange } = renderFixed(QuestionWidget, question('open_text'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Domanda open_text' }), 'x');
    expect(onChange).toHaveBeenLastCalledWith('x');
  });
});
