// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { getOfflineDb } from './db';
import { readSnapshot, saveSnapshot } from './snapshots';
import { useLiveQuery } from './use-live-query';
import { OWNER } from '../testing/fixtures';

afterEach(async () => {
  await Promise.all(getOfflineDb().tables.map((table) => table.clear()));
});

/** Renders the snapshot `key` and counts its renders. */
function renderSnapshot(key: string) {
  const renders: unknown[] = [];
  function Snapshot({ name }: { name: string }) {
    const value = useLiveQuery(() => readSnapshot<{ n: number }>(OWNER, name), [name]);
    renders.push(value);
    return <p>{value === undefined ? 'nothing yet' : `n=${value.n}`}</p>;
  }
  const view = render(<Snapshot name={key} />);
  return { renders, rerender: (name: string) => view.rerender(<Snapshot name={name} />) };
}

/** Writes `value` to snapshot `key` and waits until Dexie has re-run a live query of that key after the write. */
async function writeAndSettle(key: string, value: unknown) {
  let answers = 0;
  const probe = liveQuery(() => readSnapshot(OWNER, key)).subscribe(() => {
    answers += 1;
  });
  await waitFor(() => expect(answers).toBe(1));
  await act(() => saveSnapshot(OWNER, key, value));
  await waitFor(() => expect(answers).toBe(2));
  // The hook's own subscription heard the same write in the same round of notifications.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  probe.unsubscribe();
}

describe('useLiveQuery', () => {
  it('re-renders when the answer changes, and not when a write stores the same value again', async () => {
    await saveSnapshot(OWNER, 'a', { n: 1 });
    const { renders } = renderSnapshot('a');
    expect(await screen.findByText('n=1')).toBeInTheDocument();
    const shown = renders.at(-1);
    const count = renders.length;

    await writeAndSettle('a', { n: 1 });
    expect(renders).toHaveLength(count);

    await act(() => saveSnapshot(OWNER, 'a', { n: 2 }));
    expect(await screen.findByText('n=2')).toBeInTheDocument();
    expect(renders.length).toBeGreaterThan(count);
    expect(renders.at(-1)).not.toBe(shown);
  });

  it('keeps the previous answer on screen while the query for new deps runs, then shows its answer', async () => {
    await saveSnapshot(OWNER, 'a', { n: 1 });
    await saveSnapshot(OWNER, 'b', { n: 7 });
    const { renders, rerender } = renderSnapshot('a');
    expect(await screen.findByText('n=1')).toBeInTheDocument();
    rerender('b');
    expect(await screen.findByText('n=7')).toBeInTheDocument();
    const firstAnswer = renders.findIndex((value) => value !== undefined);
    expect(renders.slice(firstAnswer)).not.toContain(undefined);
  });

  it('throws a failed query to the error boundary', async () => {
    class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
      state = { error: null };
      static getDerivedStateFromError(error: unknown) {
        return { error };
      }
      render() {
        return this.state.error ? <p>failed: {String((this.state.error as Error).message)}</p> : this.props.children;
      }
    }
    function Failing() {
      useLiveQuery(async () => {
        await getOfflineDb().snapshots.count();
        throw new Error('unreadable');
      }, []);
      return <p>reading</p>;
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <Boundary>
          <Failing />
        </Boundary>,
      );
      await waitFor(() => expect(screen.getByText('failed: unreadable')).toBeInTheDocument());
    } finally {
      console.error = quiet;
    }
  });
});
