// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RankingWidget } from './RankingWidget';
import { question, renderControlled, renderFixed } from './testing';

const options = [
  { id: '1', text: 'Creare', profileCode: 'C' },
  { id: '2', text: 'Relazionare', profileCode: 'R' },
  { id: '3', text: 'Organizzare', profileCode: 'O' },
];

const shownOrder = () =>
  screen.getAllByRole('listitem').map((item) => within(item).getByText(/^[A-Z][a-z]+$/).textContent);

describe('RankingWidget', () => {
  it('shows the options in their original order when nothing is stored', () => {
    renderFixed(RankingWidget, question('ranking', options));
    expect(shownOrder()).toEqual(['Creare', 'Relazionare', 'Organizzare']);
  });

  it('shows a complete saved order', () => {
    renderFixed(RankingWidget, question('ranking', options), '["O","C","R"]');
    expect(shownOrder()).toEqual(['Organizzare', 'Creare', 'Relazionare']);
  });

  it('falls back to the original order when the saved order misses an option', () => {
    renderFixed(RankingWidget, question('ranking', options), '["O","C"]');
    expect(shownOrder()).toEqual(['Creare', 'Relazionare', 'Organizzare']);
  });

  it('reorders by keyboard, emits the JSON list of profile codes and announces the new position', async () => {
    const user = userEvent.setup();
    const { onChange } = renderControlled(RankingWidget, question('ranking', options));
    screen.getByRole('button', { name: 'Sposta giù: Creare' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('["R","C","O"]');
    expect(shownOrder()).toEqual(['Relazionare', 'Creare', 'Organizzare']);
    expect(screen.getByRole('status')).toHaveTextContent('Creare spostato in posizione 2 di 3');
    // Focus follows the moved item, so repeated presses keep moving it.
    expect(screen.getByRole('button', { name: 'Sposta giù: Creare' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('["R","O","C"]');
    expect(screen.getByRole('status')).toHaveTextContent('Creare spostato in posizione 3 di 3');
    // At the bottom the down button is disabled: focus moves to the up button.
    expect(screen.getByRole('button', { name: 'Sposta su: Creare' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('["R","C","O"]');
  });

  it('disables moving the first item up and the last one down', () => {
    renderFixed(RankingWidget, question('ranking', options));
    expect(screen.getByRole('button', { name: 'Sposta su: Creare' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sposta giù: Organizzare' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sposta giù: Creare' })).toBeEnabled();
  });

  it('reorders by drag and drop', () => {
    const { onChange } = renderFixed(RankingWidget, question('ranking', options));
    const [first, , last] = screen.getAllByRole('listitem');
    fireEvent.dragStart(last!, { dataTransfer: { setData: () => undefined, effectAllowed: 'none' } });
    fireEvent.dragOver(first!);
    fireEvent.drop(first!);
    expect(onChange).toHaveBeenLastCalledWith('["O","C","R"]');
    expect(shownOrder()).toEqual(['Organizzare', 'Creare', 'Relazionare']);
  });

  it('lets the original order be confirmed as the answer', async () => {
    const { onChange } = renderControlled(RankingWidget, question('ranking', options));
    await userEvent.click(screen.getByRole('button', { name: 'Conferma questo ordine' }));
    expect(onChange).toHaveBeenLastCalledWith('["C","R","O"]');
    expect(screen.queryByRole('button', { name: 'Conferma questo ordine' })).toBeNull();
  });

  it('uses the option ids when options have no profile code', async () => {
    const { onChange } = renderFixed(RankingWidget, question('ranking', ['Alfa', 'Beta']));
    await userEvent.click(screen.getByRole('button', { name: 'Sposta su: Beta' }));
    expect(onChange).toHaveBeenLastCalledWith('["Beta","Alfa"]');
  });

  it('shows the ranking error when there are no options', () => {
    renderFixed(RankingWidget, question('ranking', '[]'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nessuna opzione disponibile per questa domanda di ordinamento.',
    );
  });
});
