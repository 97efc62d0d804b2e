// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Likert5Widget } from './Likert5Widget';
import { LikertScaleWidget } from './LikertScaleWidget';
import { question, renderControlled, renderFixed } from './testing';

describe('Likert5Widget', () => {
  it('offers five points, labelling 1 and 5', () => {
    renderFixed(Likert5Widget, question('likert_5'));
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '1 Molto in disaccordo' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: "5 Molto d'accordo" })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Domanda likert_5' })).toBeInTheDocument();
  });

  it('emits the point as a string and shows the stored one', async () => {
    const { onChange } = renderControlled(Likert5Widget, question('likert_5'), '2');
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    expect(onChange).toHaveBeenLastCalledWith('4');
    expect(screen.getByRole('radio', { name: '4' })).toBeChecked();
  });
});

describe('LikertScaleWidget', () => {
  it('defaults to a 1-5 scale without options', async () => {
    const { onChange } = renderFixed(LikertScaleWidget, question('likert_scale'));
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: '5' }));
    expect(onChange).toHaveBeenCalledWith('5');
  });

  it('takes its points from the options and emits the position', async () => {
    const { onChange } = renderFixed(LikertScaleWidget, question('likert_scale', ['Mai', 'A volte', 'Sempre']));
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(screen.getByRole('radio', { name: '3 Sempre' }));
    expect(onChange).toHaveBeenCalledWith('3');
  });
});
