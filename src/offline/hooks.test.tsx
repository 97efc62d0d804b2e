// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getOfflineDb } from './db';
import { useLocalAssessments, useSyncState } from './hooks';
import { commit } from './outbox/commit';
import { createSyncStateStore } from './sync/sync-state';
import { ASSESSMENT, OWNER, assessmentRow, at, op } from './testing/fixtures';

afterEach(async () => {
  await Promise.all(getOfflineDb().tables.map((table) => table.clear()));
});

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

describe('useLocalAssessments', () => {
  it('shows what a commit wrote without a reload', async () => {
    await getOfflineDb().assessments.put(assessmentRow());
    function Answers() {
      const rows = useLocalAssessments(OWNER);
      return <p>{rows ? JSON.stringify(rows[0]?.answers ?? null) : 'loading'}</p>;
    }
    render(<Answers />);
    expect(await screen.findByText('{}')).toBeInTheDocument();
    await act(() => commit(op('assessment/save-partial', ASSESSMENT, { answers: { q1: '4' } }, at(1))));
    expect(await screen.findByText('{"q1":"4"}')).toBeInTheDocument();
  });
});
