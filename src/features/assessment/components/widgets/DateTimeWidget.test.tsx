// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateTimeWidget } from './DateTimeWidget';
import { question, renderControlled, renderFixed } from './testing';

const dateInput = () => screen.getByLabelText('Seleziona Data') as HTMLInputElement;
const timeInput = () => screen.getByLabelText('Seleziona Ora') as HTMLInputElement;

describe('DateTimeWidget', () => {
  it('starts with no date, the prompt and the default time 09:00', () => {
    renderFixed(DateTimeWidget, question('date_advanced'));
    expect(dateInput().value).toBe('');
    expect(timeInput().value).toBe('09:00');
    expect(screen.getByRole('status')).toHaveTextContent('Seleziona data');
  });

  it('picking a date emits it with the default time', () => {
    const { onChange } = renderControlled(DateTimeWidget, question('date_advanced'));
    fireEvent.change(dateInput(), { target: { value: '2026-03-05' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-03-05T09:00');
    expect(screen.getByRole('status')).toHaveTextContent('Selezione: 05/03/2026 alle 09:00');
  });

  it('changing the time without a date emits nothing, and a later date uses that time', () => {
    const { onChange } = renderFixed(DateTimeWidget, question('date_advanced'));
    fireEvent.change(timeInput(), { target: { value: '14:30' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(timeInput().value).toBe('14:30');
    fireEvent.change(dateInput(), { target: { value: '2026-12-31' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('2026-12-31T14:30');
  });

  it('changing the time with a date emits the new date-time', () => {
    const { onChange } = renderControlled(DateTimeWidget, question('date_advanced'), '2026-01-02T08:15');
    fireEvent.change(timeInput(), { target: { value: '18:45' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-01-02T18:45');
    expect(screen.getByRole('status')).toHaveTextContent('Selezione: 02/01/2026 alle 18:45');
  });

  it('writes the date day first in English too (dd/MM/yyyy)', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    try {
      renderFixed(DateTimeWidget, question('date_advanced'), '2025-11-09T18:45');
      expect(screen.getByRole('status')).toHaveTextContent('09/11/2025');
    } finally {
      i18n.loadAndActivate({ locale: 'it', messages: {} });
    }
  });

  it('shows a stored value as dd/MM/yyyy in Italian and uses 09:00 when it has no time', () => {
    renderFixed(DateTimeWidget, question('date_advanced'), '2025-11-09');
    expect(dateInput().value).toBe('2025-11-09');
    expect(timeInput().value).toBe('09:00');
    expect(screen.getByRole('status')).toHaveTextContent('Selezione: 09/11/2025 alle 09:00');
  });

  it('adopts a value changed from outside', () => {
    const { rerenderWith } = renderFixed(DateTimeWidget, question('date_advanced'), '2025-11-09T10:00');
    rerenderWith('2024-02-29T07:05');
    expect(screen.getByRole('status')).toHaveTextContent('Selezione: 29/02/2024 alle 07:05');
  });

  it('treats an invalid stored date as no date', () => {
    renderFixed(DateTimeWidget, question('date_advanced'), '2025-02-30T10:00');
    expect(screen.getByRole('status')).toHaveTextContent('Seleziona data');
    expect(timeInput().value).toBe('10:00');
  });

  it('clearing the date emits the empty answer', () => {
    const { onChange } = renderControlled(DateTimeWidget, question('date_advanced'), '2026-01-02T08:15');
    fireEvent.change(dateInput(), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('status')).toHaveTextContent('Seleziona data');
  });
});
