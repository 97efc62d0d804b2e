// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SliderWidget } from './SliderWidget';
import { question, renderControlled, renderFixed } from './testing';

const slider = () => screen.getByRole('slider') as HTMLInputElement;

describe('SliderWidget', () => {
  it('defaults to 0-100 step 1 and starts at 50 without emitting', () => {
    const { onChange } = renderFixed(SliderWidget, question('slider'));
    expect(slider()).toHaveAttribute('min', '0');
    expect(slider()).toHaveAttribute('max', '100');
    expect(slider()).toHaveAttribute('step', '1');
    expect(slider().value).toBe('50');
    expect(screen.getByText('Valore: 50')).toBeInTheDocument();
    expect(slider()).toHaveAccessibleName('Domanda slider');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says 'Non ancora risposto' while the shown value is not an answer, and lets the user choose it", () => {
    const { onChange } = renderControlled(SliderWidget, question('slider'));
    expect(screen.getByText('Non ancora risposto')).toBeInTheDocument();
    expect(slider()).toHaveAccessibleDescription('Valore: 50 Non ancora risposto');
    fireEvent.click(screen.getByRole('button', { name: 'Scegli 50' }));
    expect(onChange).toHaveBeenLastCalledWith('50');
    expect(screen.queryByText('Non ancora risposto')).toBeNull();
    expect(screen.queryByRole('button', { name: /Scegli/ })).toBeNull();
    expect(slider()).toHaveAccessibleDescription('Valore: 50');
  });

  it('is answered as soon as the user moves it', () => {
    renderControlled(SliderWidget, question('slider'));
    fireEvent.change(slider(), { target: { value: '51' } });
    expect(screen.queryByText('Non ancora risposto')).toBeNull();
  });

  it('starts at the midpoint rounded down of bounds from the metadata', () => {
    renderFixed(SliderWidget, question('slider', undefined, { min: 1, max: 10 }));
    expect(slider().value).toBe('5');
    expect(screen.getByText('Valore: 5')).toBeInTheDocument();
  });

  it('reads bounds and step from an options object (also as JSON text)', () => {
    renderFixed(SliderWidget, question('slider', '{"min": 0, "max": 7, "step": 1}'));
    expect(slider()).toHaveAttribute('max', '7');
    expect(slider().value).toBe('3');
  });

  it('falls back to 0-100 when the bounds make no sense', () => {
    renderFixed(SliderWidget, question('slider', undefined, { min: 10, max: 2 }));
    expect(slider().value).toBe('50');
  });

  it('emits the new integer as a string and shows it', () => {
    const { onChange } = renderControlled(SliderWidget, question('slider'));
    fireEvent.change(slider(), { target: { value: '73' } });
    expect(onChange).toHaveBeenLastCalledWith('73');
    expect(screen.getByText('Valore: 73')).toBeInTheDocument();
  });

  it('keeps its position when the parent has not stored the value yet', () => {
    const { onChange } = renderFixed(SliderWidget, question('slider'));
    fireEvent.change(slider(), { target: { value: '12' } });
    expect(onChange).toHaveBeenLastCalledWith('12');
    expect(screen.getByText('Valore: 12')).toBeInTheDocument();
  });

  it('shows a stored value and adopts a value changed from outside', () => {
    const { rerenderWith } = renderFixed(SliderWidget, question('slider'), '20');
    expect(slider().value).toBe('20');
    rerenderWith('85');
    expect(slider().value).toBe('85');
    expect(screen.getByText('Valore: 85')).toBeInTheDocument();
    rerenderWith(undefined);
    expect(screen.getByText('Valore: 50')).toBeInTheDocument();
  });
});
