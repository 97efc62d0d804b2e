// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendClientProvider } from '../../backend/BackendClientProvider';
import { getOfflineDb } from './db';
import { readSnapshotTime, saveSnapshot } from './snapshots';
import { useReportRead } from './use-report-read';
import { OWNER } from '../testing/fixtures';
import { sessionClient, sessionOf } from '../testing/session-client';

afterEach(async () => {
  await Promise.all(getOfflineDb().tables.map((table) => table.clear()));
});

function Report({ load }: { load: () => Promise<string[]> }) {
  const read = useReportRead(OWNER, 'report', load);
  if (read.loading || !read.data) return <p>loading</p>;
  return <p>{`${read.data.join(',')} at ${read.fetchedAt ?? '?'}${read.fromCache ? ' (saved copy)' : ''}`}</p>;
}

describe('useReportRead', () => {
  it('keeps the report and its time when nobody is signed in, and says it is the saved copy', async () => {
    await saveSnapshot(OWNER, 'report', ['Alpha']);
    const time = await readSnapshotTime(OWNER, 'report');
    const { client } = sessionClient(() => null, []);
    render(
      <BackendClientProvider client={client}>
        <Report load={async () => []} />
      </BackendClientProvider>,
    );
    expect(await screen.findByText(`Alpha at ${time} (saved copy)`)).toBeInTheDocument();
    expect((await getOfflineDb().snapshots.get([OWNER, 'report']))?.value).toEqual(['Alpha']);
  });

  it('signed in as the owner, replaces the report and its time', async () => {
    await getOfflineDb().snapshots.put({
      ownerId: OWNER,
      key: 'report',
      value: ['Alpha'],
      fetchedAt: '2020-01-01T00:00:00.000Z',
    });
    const { client } = sessionClient(() => sessionOf(OWNER));
    render(
      <BackendClientProvider client={client}>
        <Report load={async () => ['Beta']} />
      </BackendClientProvider>,
    );
    expect(await screen.findByText(/^Beta at /)).toBeInTheDocument();
    expect(await readSnapshotTime(OWNER, 'report')).not.toBe('2020-01-01T00:00:00.000Z');
  });
});
