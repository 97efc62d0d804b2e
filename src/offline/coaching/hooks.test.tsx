// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commit } from '../outbox/commit';
import { newEntry } from '../outbox/entry';
import { OWNER, at, freshDb, op } from '../testing/fixtures';
import { useWorkspaceEditsPushed } from './hooks';
import type { OfflineDb } from '../store/db';

const SESSION = '44444444-4444-4444-8444-444444444444';

function Probe({ db, onPushed }: { db: OfflineDb; onPushed: () => void }) {
  useWorkspaceEditsPushed(OWNER, onPushed, db);
  return null;
}

describe('useWorkspaceEditsPushed', () => {
  it('tells the screen when a queued edit has left the outbox, not when one is queued', async () => {
    const db = freshDb();
    let pushed = 0;
    render(<Probe db={db} onPushed={() => (pushed += 1)} />);
    await act(() => commit(op('session/edit-schedule', SESSION, { end_date: '2027-03-15' }, at(1)), db));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(pushed).toBe(0);

    await act(() => db.outbox.clear());
    await waitFor(() => expect(pushed).toBe(1));
  });

  it('ignores other kinds leaving the outbox', async () => {
    const db = freshDb();
    let pushed = 0;
    render(<Probe db={db} onPushed={() => (pushed += 1)} />);
    await act(() => db.outbox.add(newEntry(op('notification/mark-read', SESSION, {}, at(1)), at(1))));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    await act(() => db.outbox.clear());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(pushed).toBe(0);
  });
});
