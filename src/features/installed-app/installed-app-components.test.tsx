// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createInstallState, type InstallEnvironment } from './install-state';
import { InstallButton } from './InstallButton';
import { StorageUsage } from './StorageUsage';
import { UpdatePrompt } from './UpdatePrompt';
import { markUpdateWaiting, resetUpdateWaiting } from '../../lib/app-update/update-store';
import { notifyUpdateBlockersChanged, registerUpdateBlocker } from '../../lib/app-update/update-guards';

i18n.loadAndActivate({ locale: 'it', messages: {} });
const withI18n = (children: ReactNode) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

afterEach(() => {
  cleanup();
  resetUpdateWaiting();
});

describe('InstallButton', () => {
  it('opens the browser prompt from beforeinstallprompt', async () => {
    const env = new EventTarget() as InstallEnvironment;
    env.navigator = { userAgent: 'Chrome' };
    const state = createInstallState(env);
    render(withI18n(<InstallButton state={state} />));
    expect(screen.queryByRole('button')).toBeNull();

    const prompt = vi.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void env.dispatchEvent(event));
    await userEvent.click(screen.getByRole('button', { name: "Installa l'app" }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: "Installa l'app" })).toBeNull();
  });

  it('explains Share -> Add to Home Screen on iOS Safari', async () => {
    const env = new EventTarget() as InstallEnvironment;
    env.navigator = {
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Mobile/15E148 Safari/604.1',
    };
    render(withI18n(<InstallButton state={createInstallState(env)} />));
    await userEvent.click(screen.getByRole('button', { name: "Installa l'app" }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Aggiungi alla schermata Home');
  });
});

describe('UpdatePrompt', () => {
  it('offers the reload only while nothing is busy, and says why it waits', async () => {
    let answering = true;
    const unregister = registerUpdateBlocker('assessment', () => answering);
    const activate = vi.fn();
    act(() => markUpdateWaiting(activate));
    await act(async () => void render(withI18n(<UpdatePrompt />)));

    expect(await screen.findByText('Nuova versione disponibile')).toBeInTheDocument();
    expect(await screen.findByText(/l'aggiornamento attende/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ricarica' })).toBeNull();

    answering = false;
    await act(async () => notifyUpdateBlockersChanged());
    await userEvent.click(await screen.findByRole('button', { name: 'Ricarica' }));
    expect(activate).toHaveBeenCalledOnce();
    unregister();
  });

  it('asks the blockers again on reload and does not activate if one became busy', async () => {
    let busy = false;
    const unregister = registerUpdateBlocker('assessment', () => busy);
    const activate = vi.fn();
    act(() => markUpdateWaiting(activate));
    await act(async () => void render(withI18n(<UpdatePrompt />)));
    const reload = await screen.findByRole('button', { name: 'Ricarica' });
    busy = true;
    await act(async () => userEvent.click(reload));
    expect(activate).not.toHaveBeenCalled();
    expect(await screen.findByText(/l'aggiornamento attende/)).toBeInTheDocument();
    unregister();
  });
});

describe('StorageUsage', () => {
  it('shows usage and quota in readable sizes and warns under 10 % free', async () => {
    const read = async () => ({ usage: 95_000_000, quota: 100_000_000, freeRatio: 0.05, low: true, persisted: true });
    render(withI18n(<StorageUsage read={read} />));
    expect(await screen.findByText('Spazio usato: 95 MB di 100 MB')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('resta meno del 10 %');
  });

  it('does not warn with room left', async () => {
    const read = async () => ({ usage: 1_500, quota: 2_000_000_000, freeRatio: 0.99, low: false, persisted: true });
    render(withI18n(<StorageUsage read={read} />));
    expect(await screen.findByText('Spazio usato: 1,5 kB di 2 GB')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
