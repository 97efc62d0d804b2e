// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { dismissToast, toast } from './toast-store';

i18n.loadAndActivate({ locale: 'it', messages: {} });

const renderToaster = () =>
  render(
    <I18nProvider i18n={i18n}>
      <Toaster />
    </I18nProvider>,
  );
const notifications = () => screen.getByRole('region', { name: /^Notifiche/ });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it('shows the toast in the notifications region and dismisses it after its duration', () => {
    renderToaster();
    act(() => void toast({ title: 'Salvato', variant: 'success', durationMs: 1000 }));
    expect(notifications()).toHaveTextContent('Salvato');
    advance(999);
    expect(notifications()).toHaveTextContent('Salvato');
    advance(1);
    expect(notifications()).not.toHaveTextContent('Salvato');
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    renderToaster();
    act(() => void toast({ title: 'Leggimi', durationMs: 1000 }));
    advance(400);
    fireEvent.pointerMove(notifications());
    advance(10_000);
    expect(notifications()).toHaveTextContent('Leggimi');
    fireEvent.pointerLeave(notifications());
    advance(599);
    expect(notifications()).toHaveTextContent('Leggimi');
    advance(1);
    expect(notifications()).not.toHaveTextContent('Leggimi');
  });

  it('pauses while focused (its close button), and closes from that button', () => {
    renderToaster();
    act(() => void toast({ title: 'Errore', variant: 'error', durationMs: 1000 }));
    const close = screen.getByRole('button', { name: 'Chiudi' });
    act(() => close.focus());
    advance(10_000);
    expect(notifications()).toHaveTextContent('Errore');
    fireEvent.click(close);
    expect(notifications()).not.toHaveTextContent('Errore');
  });

  it('translates descriptors and shows the description', () => {
    renderToaster();
    act(() => void toast({ title: { id: 'x', message: 'Titolo' }, description: 'Dettaglio' }));
    expect(notifications()).toHaveTextContent('Titolo');
    expect(notifications()).toHaveTextContent('Dettaglio');
  });
});
