// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RatingMatrixWidget } from './RatingMatrixWidget';
import { question, renderControlled, renderFixed } from './testing';

describe('RatingMatrixWidget', () => {
  it('has rows from the options and the default columns 1-5', () => {
    renderFixed(RatingMatrixWidget, question('rating_matrix', ['Comunicazione', 'Fiducia']));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Comunicazione', 'Fiducia']);
    expect(screen.getAllByRole('radio')).toHaveLength(10);
  });

  it('emits a JSON object from row label to chosen column, keeping the other rows', async () => {
    const { onChange } = renderControlled(RatingMatrixWidget, question('rating_matrix', ['Comunicazione', 'Fiducia']));
    await userEvent.click(screen.getByRole('radio', { name: 'Comunicazione: 4' }));
    expect(onChange).toHaveBeenLastCalledWith('{"Comunicazione":4}');
    await userEvent.click(screen.getByRole('radio', { name: 'Fiducia: 2' }));
    expect(JSON.parse(onChange.mock.lastCall![0])).toEqual({ Comunicazione: 4, Fiducia: 2 });
    await userEvent.click(screen.getByRole('radio', { name: 'Comunicazione: 1' }));
    expect(JSON.parse(onChange.mock.lastCall![0])).toEqual({ Comunicazione: 1, Fiducia: 2 });
    expect(screen.getByRole('radio', { name: 'Comunicazione: 1' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Comunicazione: 4' })).not.toBeChecked();
  });

  it('shows a stored answer', () => {
    renderFixed(RatingMatrixWidget, question('rating_matrix', ['Comunicazione', 'Fiducia']), '{"Fiducia":3}');
    expect(screen.getByRole('radio', { name: 'Fiducia: 3' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Comunicazione: 3' })).not.toBeChecked();
  });

  it('takes rows and columns from an options object', async () => {
    const q = question('rating_matrix', { rows: ['Ascolto'], columns: ['Mai', 'Spesso'] });
    const { onChange } = renderFixed(RatingMatrixWidget, q);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Mai', 'Spesso']);
    await userEvent.click(screen.getByRole('radio', { name: 'Ascolto: Spesso' }));
    expect(onChange).toHaveBeenLastCalledWith('{"Ascolto":"Spesso"}');
  });

  it('takes rows from object options and a JSON string', () => {
    renderFixed(RatingMatrixWidget, question('rating_matrix', '[{"id":"r1","text":"Energia"}]'));
    expect(screen.getByRole('rowheader')).toHaveTextContent('Energia');
  });

  it('shows the choice error when there are no rows', () => {
    renderFixed(RatingMatrixWidget, question('rating_matrix', null));
    expect(screen.getByRole('alert')).toHaveTextContent('Errore: Nessuna opzione disponibile per questa domanda');
  });
});
