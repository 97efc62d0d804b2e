// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendClientProvider } from '../../backend/BackendClientProvider';
import type { BackendClient } from '../../backend/backend-client';
import { getOfflineDb } from './db';
import { saveSnapshot } from './snapshots';
import { useLocalFirstRead } from './use-local-first-read';
import { OTHER_OWNER, OWNER } from '../testing/fixtures';
import { sessionClient, sessionOf } from '../testing/session-client';

afterEach(async () => {
  await Promise.all(getOfflineDb().tables.map((table) => table.clear()));
});

const signedIn = sessionClient(() => sessionOf(OWNER)).client;
const withClient = (client: BackendClient | null, children: ReactNode) =>
  client ? <BackendClientProvider client={client}>{children}</BackendClientProvider> : children;

function Teams({ load }: { load: () => Promise<string[]> }) {
  const read = useLocalFirstRead(OWNER, 'teams', load);
  if (read.data) return <p>{`${read.data.join(',')}${read.fromCache ? ' (saved copy)' : ''}`}</p>;
  return <p>{read.error ? 'error' : read.loading ? 'loading' : 'done'}</p>;
}

const saved = async () => (await getOfflineDb().snapshots.get([OWNER, 'teams']))?.value;

describe('useLocalFirstRead', () => {
  it('shows the answer and keeps it on the device', async () => {
    render(withClient(signedIn, <Teams load={async () => ['Alpha']} />));
    expect(await screen.findByText('Alpha')).toBeInTheDocument();
    expect(await saved()).toEqual(['Alpha']);
  });

  it('offline, renders the device copy and says so', async () => {
    await saveSnapshot(OWNER, 'teams', ['Alpha', 'Beta']);
    render(withClient(signedIn, <Teams load={() => Promise.reject(new TypeError('Failed to fetch'))} />));
    expect(await screen.findByText('Alpha,Beta (saved copy)')).toBeInTheDocument();
  });

  it('offline with nothing saved, reports the error', async () => {
    render(withClient(signedIn, <Teams load={() => Promise.reject(new TypeError('Failed to fetch'))} />));
    expect(await screen.findByText('error')).toBeInTheDocument();
  });

  it('says when the device copy has been read, before the backend answers', async () => {
    await saveSnapshot(OWNER, 'teams', ['Alpha']);
    function LocalState() {
      const read = useLocalFirstRead(OWNER, 'teams', () => new Promise<string[]>(() => undefined));
      return <p>{read.localRead ? `read: ${read.data?.join(',') ?? 'nothing'}` : 'reading'}</p>;
    }
    render(withClient(signedIn, <LocalState />));
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
    render(withClient(signedIn, <LocalState />));
    expect(await screen.findByText('read: nothing, loading')).toBeInTheDocument();
  });
});

describe('useLocalFirstRead without the owner signed in', () => {
  /** A read through the client, as a feature's api.ts makes it: the backend answers [] to nobody. */
  const readTeams = (client: BackendClient) => async () => {
    const { data } = await (client as unknown as { from(t: string): { select(): Promise<{ data: string[] }> } })
      .from('teams')
      .select();
    return data;
  };

  const cases: [string, ReturnType<typeof sessionOf>][] = [
    ['nobody', null],
    ['someone else', sessionOf(OTHER_OWNER)],
    ['an anonymous user', sessionOf(OWNER, 'authenticated', true)],
    ['a token of the anon role', sessionOf(OWNER, 'anon')],
  ];
  it.each(cases)('signed in as %s, keeps the device copy and shows it as from cache', async (_who, session) => {
    await saveSnapshot(OWNER, 'teams', ['Alpha', 'Beta']);
    const { client, reads } = sessionClient(() => session, []);
    render(withClient(client, <Teams load={readTeams(client)} />));
    expect(await screen.findByText('Alpha,Beta (saved copy)')).toBeInTheDocument();
    expect(await saved()).toEqual(['Alpha', 'Beta']);
    // The read is not even made: its answer could only be empty.
    expect(reads).toEqual([]);
  });

  it('with nothing on the device, saves nothing and reports an error', async () => {
    const { client } = sessionClient(() => null, []);
    render(withClient(client, <Teams load={readTeams(client)} />));
    expect(await screen.findByText('error')).toBeInTheDocument();
    expect(await saved()).toBeUndefined();
  });

  it('outside a client provider, keeps the device copy', async () => {
    await saveSnapshot(OWNER, 'teams', ['Alpha']);
    render(withClient(null, <Teams load={async () => []} />));
    expect(await screen.findByText('Alpha (saved copy)')).toBeInTheDocument();
    expect(await saved()).toEqual(['Alpha']);
  });

  it('signed out while the read was on its way, does not keep its answer', async () => {
    await saveSnapshot(OWNER, 'teams', ['Alpha']);
    let session = sessionOf(OWNER);
    const { client, reads } = sessionClient(() => session, []);
    const load = async () => {
      const rows = await readTeams(client)();
      session = null;
      return rows;
    };
    render(withClient(client, <Teams load={load} />));
    expect(await screen.findByText('Alpha (saved copy)')).toBeInTheDocument();
    expect(reads).toEqual(['teams']);
    expect(await saved()).toEqual(['Alpha']);
  });

  it('when reading the session fails, counts as not signed in', async () => {
    await saveSnapshot(OWNER, 'teams', ['Alpha']);
    const { client } = sessionClient(() => {
      throw new Error('storage unavailable');
    });
    render(withClient(client, <Teams load={async () => []} />));
    expect(await screen.findByText('Alpha (saved copy)')).toBeInTheDocument();
    expect(await saved()).toEqual(['Alpha']);
  });
});
