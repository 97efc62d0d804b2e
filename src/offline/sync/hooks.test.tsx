// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSyncState } from './hooks';
import { createSyncStateStore } from '../sync-state/state';

describe('useSyncState', () => {
  it('re-renders when the engine updates the state', () => {
    const store = createSyncStateStore();
    function Indicator() {
      const { engine, pending } = useSyncState(store);
      return <p>{`${engine.name}:${pending}`}</p>;
    }
    render(<Indicator />);
    expect(screen.getByText('idle:0')).toBeInTheDocument();
    act(() => store.update({ engine: { name: 'draining', failures: 0 }, pending: 3 }));
    expect(screen.getByText('draining:3')).toBeInTheDocument();
  });
});
