// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getOfflineDb } from './db';
import { saveSnapshot } from './snapshots';
import { useLocalFirstRead } from './use-local-first-read';
import { OWNER } from '../testing/fixtures';

afterEach(async () => {
  await Promise.all(getOfflineDb().tables.map((table) => table.clear()));
});

function Teams({ load }: { load: () => Promise<string[]> }) {
  const read = useLocalFirstRead(OWNER, 'teams', load);
  if (read.data) return <p>{`${read.data.join(',')}${read.fromCache ? ' (saved copy)' : ''}`}</p>;
  return <p>{read.error ? 'error' : 'loading'}</p>;
}

describe('useLocalFirstRead', () => {
  it('shows the answer and keeps it on the device', async () => {
    render(<Teams load={async () => ['Alpha']} />);
    expect(await screen.findByText('Alpha')).toBeInTheDocument();
    expect((await getOfflineDb().snapshots.get([OWNER, 'teams']))?.value).toEqual(['Alpha']);
  });

  it('offline, renders the device copy and says so', async () => {
    await saveSnapshot(OWNER, 'teams', ['Alpha', 'Beta']);
    render(<Teams load={() => Promise.reject(new TypeError('Failed to fetch'))} />);
    expect(await screen.findByText('Alpha,Beta (saved copy)')).toBeInTheDocument();
  });

  it('offline with nothing saved, reports the error', async () => {
    render(<Teams load={() => Promise.reject(new TypeError('Failed to fetch'))} />);
    expect(await screen.findByText('error')).toBeInTheDocument();
  });

  it('says when the device copy has been read, before the backend answers', async () => {
    await saveSnapshot(OWNER, 'teams', ['Alpha']);
    function LocalState() {
      const read = useLocalFirstRead(OWNER, 'teams', () => new Promise<string[]>(() => undefined));
      return <p>{read.localRead ? `read: ${read.data?.join(',') ?? 'nothing'}` : 'reading'}</p>;
    }
    render(<LocalState />);
    expect(screen.getByText('reading')).toBeInTheDocument();
    expect(await screen.findByText('read: Alpha')).toBeInTheDocument();
  });

  it('with nothing on the device, has read it (nothing) while the backend is still asked', async () => {
    function LocalState() {
      const read = useLocalFirstRead(OWNER, 'teams', () => new Promise<string[]>(() => undefined));
      return (
        <p>
          {read.localRead ? `read: ${read.data?.join(',') ?? 'nothing'}${read.loading ? ', loading' : ''}` : 'reading'}
        </p>
      );
    }
    render(<LocalState />);
    expect(await screen.findByText('read: nothing, loading')).toBeInTheDocument();
  });
});
