// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MultipleChoiceWidget } from './MultipleChoiceWidget';
import { question, renderControlled, renderFixed } from './testing';

const options = [
  { id: 'a', text: 'Alfa' },
  { id: 'b', text: 'Beta' },
  { id: 'c', text: 'Gamma' },
];

describe('MultipleChoiceWidget', () => {
  it('emits a JSON list of the chosen option ids in the options order', async () => {
    const { onChange } = renderControlled(MultipleChoiceWidget, question('multiple_choice', options));
    expect(screen.getByRole('group', { name: 'Domanda multiple_choice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gamma' }));
    expect(onChange).toHaveBeenLastCalledWith('["c"]');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Alfa' }));
    expect(onChange).toHaveBeenLastCalledWith('["a","c"]');
    expect(screen.getByRole('checkbox', { name: 'Alfa' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Beta' })).not.toBeChecked();
  });

  it('emits the empty string when the last choice is removed, so the question is unanswered', async () => {
    const { onChange } = renderControlled(MultipleChoiceWidget, question('multiple_choice', options), '["b"]');
    expect(screen.getByRole('checkbox', { name: 'Beta' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Beta' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('uses the text as id for options given as strings (and as a JSON string)', async () => {
    const { onChange } = renderFixed(MultipleChoiceWidget, question('multiple_choice', '["Sì","No"]'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'No' }));
    expect(onChange).toHaveBeenLastCalledWith('["No"]');
  });

  it('ignores a stored value that is not a JSON list', () => {
    renderFixed(MultipleChoiceWidget, question('multiple_choice', options), 'a,b');
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });

  it('shows the error when there are no options', () => {
    renderFixed(MultipleChoiceWidget, question('multiple_choice', {}));
    expect(screen.getByRole('alert')).toHaveTextContent('Errore: Nessuna opzione disponibile per questa domanda');
  });
});
