// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SingleChoiceWidget } from './SingleChoiceWidget';
import { question, renderControlled, renderFixed } from './testing';

const objectOptions = [
  { id: 'opt-a', text: 'Alfa', profileCode: 'C' },
  { id: 'opt-b', text: 'Beta', profileCode: 'R' },
];

describe('SingleChoiceWidget', () => {
  it('is a radio group named by the question and emits the chosen option id', async () => {
    const { onChange } = renderControlled(SingleChoiceWidget, question('single_choice', objectOptions));
    const group = screen.getByRole('radiogroup', { name: 'Domanda single_choice' });
    expect(group).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Beta' }));
    expect(onChange).toHaveBeenLastCalledWith('opt-b');
    expect(screen.getByRole('radio', { name: 'Beta' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Alfa' })).not.toBeChecked();
  });

  it.each([
    ['array of strings', ['Alfa', 'Beta'], 'Beta'],
    ['object', { a: 'Alfa', b: 'Beta' }, 'b'],
    ['JSON string', JSON.stringify(objectOptions), 'opt-b'],
  ])('accepts options as an %s', async (_shape, options, expected) => {
    const { onChange } = renderFixed(SingleChoiceWidget, question('single_choice', options));
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(screen.getByRole('radio', { name: 'Beta' }));
    expect(onChange).toHaveBeenCalledWith(expected);
  });

  it('shows the stored answer as checked, also when it holds the option text', () => {
    renderFixed(SingleChoiceWidget, question('single_choice', objectOptions), 'opt-a');
    expect(screen.getByRole('radio', { name: 'Alfa' })).toBeChecked();
  });

  it('matches a legacy answer holding the text', () => {
    renderFixed(SingleChoiceWidget, question('single_choice', objectOptions), 'Beta');
    expect(screen.getByRole('radio', { name: 'Beta' })).toBeChecked();
  });

  it('is operable by keyboard', async () => {
    const user = userEvent.setup();
    const { onChange } = renderFixed(SingleChoiceWidget, question('single_choice', ['Alfa', 'Beta']));
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('Alfa');
  });

  it('shows the error when there are no options', () => {
    renderFixed(SingleChoiceWidget, question('single_choice', []));
    expect(screen.getByRole('alert')).toHaveTextContent('Errore: Nessuna opzione disponibile per questa domanda');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('disables every option when disabled', () => {
    renderFixed(SingleChoiceWidget, question('single_choice', ['Alfa']), undefined, true);
    expect(screen.getByRole('radio', { name: 'Alfa' })).toBeDisabled();
  });
});
