// @vitest-environment jsdom
import { Component, Suspense, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyScreen } from './lazy-screen';

afterEach(cleanup);

let caught: ChunkLoadError | null = null;

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    if (error instanceof ChunkLoadError) caught = error;
    return { error };
  }
  override render() {
    return this.state.error ? <p>{(this.state.error as Error).name}</p> : this.props.children;
  }
}

const Hello = ({ name }: { name: string }) => <p>Ciao {name}</p>;

describe('lazyScreen', () => {
  it('renders the screen once its chunk has loaded, passing the props', async () => {
    const Screen = lazyScreen(async () => Hello);
    render(
      <Suspense fallback={<p>Caricamento...</p>}>
        <Screen name="Anna" />
      </Suspense>,
    );
    expect(await screen.findByText('Ciao Anna')).toBeTruthy();
  });

  it('a screen whose code was preloaded renders at once, without the Suspense fallback', async () => {
    const Screen = lazyScreen(async () => Hello);
    await Screen.preload();
    render(
      <Suspense fallback={<p>Caricamento...</p>}>
        <Screen name="Anna" />
      </Suspense>,
    );
    expect(screen.getByText('Ciao Anna')).toBeTruthy();
    expect(screen.queryByText('Caricamento...')).toBeNull();
  });

  it('a failed download is a ChunkLoadError, and the next render downloads again', async () => {
    let offline = true;
    const load = vi.fn(async () => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return Hello;
    });
    const Screen = lazyScreen(load);
    const tree = (key: string) => (
      <Catch key={key}>
        <Suspense fallback={<p>Caricamento...</p>}>
          <Screen name="Anna" />
        </Suspense>
      </Catch>
    );
    const { rerender } = render(tree('first'));
    expect(await screen.findByText('ChunkLoadError')).toBeTruthy();
    // Kept failed until reset: React must not loop on a download that keeps failing.
    expect(screen.queryByText('Ciao Anna')).toBeNull();
    offline = false;
    caught?.reset();
    await act(async () => rerender(tree('retry')));
    expect(await screen.findByText('Ciao Anna')).toBeTruthy();
    expect(caught).toBeInstanceOf(Error);
  });

  it('preload starts the one download the render then uses', async () => {
    const load = vi.fn(async () => Hello);
    const Screen = lazyScreen(load);
    await Screen.preload();
    render(
      <Suspense fallback={<p>Caricamento...</p>}>
        <Screen name="Anna" />
      </Suspense>,
    );
    expect(await screen.findByText('Ciao Anna')).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });
});
