// @vitest-environment jsdom
import { Component, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from '../ui/toast/toast-store';
import { DeferredToaster } from './DeferredToaster';

// The toast region's chunk cannot be downloaded (offline before the service worker precached it).
vi.mock('../ui/toast/Toaster', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  dismissToast();
});

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Qualcosa è andato storto</p> : this.props.children;
  }
}

describe('DeferredToaster', () => {
  it('a toast region that cannot be downloaded costs the toast, never the screen', async () => {
    render(
      <Catch>
        <DeferredToaster />
        <p>La schermata</p>
      </Catch>,
    );
    await act(async () => {
      toast({ title: 'Salvato', variant: 'success' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText('La schermata')).toBeTruthy();
    expect(screen.queryByText('Qualcosa è andato storto')).toBeNull();
  });
});
