// bench:scale's Membri tab: the organisation overview it reads (loadOrgOverview over HTTP as the org
// admin, on the current schema and on the copy with the policies of before, in turn), the join that turns the rows into members (the current one beside the join it had before,
// interleaved), one search keystroke through filterMembers, and the tab's first render and a keystroke's
// re-render in jsdom (React, through Vite for the Lingui macros).
import type { SupabaseClient } from '@supabase/supabase-js';
import { ACME } from './scale-data.ts';
import type { Admins } from './scale-reports.ts';

type Loader = (file: string) => Promise<Record<string, unknown>>;
type OrgOverview = import('../src/features/admin/api.ts').OrgOverview;

export interface MembersFigures {
  overviewMs: number;
  overviewBeforeMs: number;
  joinBeforeMs: number;
  joinAfterMs: number;
  filterMs: number;
  firstRenderMs: number;
  /** Median of a word's keystrokes, and the first one alone. */
  keystrokeRenderMs: number;
  firstKeystrokeMs: number;
  renderedRows: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The join loadOrgOverview did up to commit f992071: for each person, a scan of every role and of
 * every team's members (people x (roles + memberships)). Kept here as the "before" of the comparison.
 */
function joinBefore(overview: OrgOverview, roles: { user_id: string }[]) {
  return overview.members.map((p) => ({
    roles: roles.filter((r) => r.user_id === p.userId),
    teamIds: overview.teams.filter((t) => t.members.some((m) => m.memberId === p.userId)).map((t) => t.id),
  }));
}

/** The same join through maps, as loadOrgOverview does it now (people + roles + memberships). */
function joinAfter(overview: OrgOverview, roles: { user_id: string }[]) {
  const rolesOf = new Map<string, { user_id: string }[]>();
  for (const r of roles) rolesOf.set(r.user_id, [...(rolesOf.get(r.user_id) ?? []), r]);
  const teamsOf = new Map<string, string[]>();
  for (const t of overview.teams)
    for (const m of t.members) teamsOf.set(m.memberId, [...(teamsOf.get(m.memberId) ?? []), t.id]);
  return overview.members.map((p) => ({ roles: rolesOf.get(p.userId) ?? [], teamIds: teamsOf.get(p.userId) ?? [] }));
}

export async function measureMembers(load: Loader, admins: Admins): Promise<MembersFigures> {
  const api = (await load('/src/features/admin/api.ts')) as typeof import('../src/features/admin/api.ts');
  const filters = (await load(
    '/src/features/admin/members/member-filters.ts',
  )) as typeof import('../src/features/admin/members/member-filters.ts');

  const read = (client: SupabaseClient) => api.loadOrgOverview(client as never, ACME);
  let overview = await read(admins.now); // warm-up
  await read(admins.before);
  const overviewRuns = { now: [] as number[], before: [] as number[] };
  for (let i = 0; i < 5; i++)
    for (const which of i % 2 === 0 ? (['now', 'before'] as const) : (['before', 'now'] as const)) {
      const t0 = performance.now();
      const answer = await read(admins[which]);
      overviewRuns[which].push(performance.now() - t0);
      if (which === 'now') overview = answer;
    }
  const roles = overview.members.flatMap((m) => m.roles.map(() => ({ user_id: m.userId })));
  const before: number[] = [];
  const after: number[] = [];
  for (let i = 0; i < 5; i++) {
    let t0 = performance.now();
    joinBefore(overview, roles);
    before.push(performance.now() - t0);
    t0 = performance.now();
    joinAfter(overview, roles);
    after.push(performance.now() - t0);
  }
  // The tab indexes the members once per load (lowercased search text); a keystroke filters that index.
  const index = filters.indexMembers(overview.members);
  const keystrokes: number[] = [];
  for (const search of ['s', 'sc', 'sca', 'scal', 'scala', 'scala0', 'scala00']) {
    const t0 = performance.now();
    filters.filterMembers(index, { ...filters.NO_MEMBER_FILTER, search });
    keystrokes.push(performance.now() - t0);
  }
  const render = await renderTab(load, overview);
  return {
    overviewMs: median(overviewRuns.now),
    overviewBeforeMs: median(overviewRuns.before),
    joinBeforeMs: median(before),
    joinAfterMs: median(after),
    filterMs: Math.max(...keystrokes),
    ...render,
  };
}

/** The tab's first render, then one keystroke in its search field, in jsdom. */
async function renderTab(load: Loader, overview: OrgOverview) {
  const React = await import('react');
  const { act } = React;
  const { createRoot } = await import('react-dom/client');
  const { I18nProvider } = await import('@lingui/react');
  const { i18n } = await import('@lingui/core');
  const { fireEvent } = await import('@testing-library/dom');
  i18n.loadAndActivate({ locale: 'it', messages: {} });
  const { MembersTab } = (await load(
    '/src/features/admin/members/MembersTab.tsx',
  )) as typeof import('../src/features/admin/members/MembersTab.tsx');
  const { BackendClientProvider } = (await load(
    '/src/backend/BackendClientProvider.tsx',
  )) as typeof import('../src/backend/BackendClientProvider.tsx');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const t0 = performance.now();
  await act(async () => {
    root.render(
      React.createElement(I18nProvider, {
        i18n,
        children: React.createElement(BackendClientProvider, {
          client: {} as never,
          children: React.createElement(MembersTab, { organizationId: ACME, data: overview, onChanged: () => {} }),
        }),
      }),
    );
  });
  const firstRenderMs = performance.now() - t0;
  const search = container.querySelector('input[type="search"]') as HTMLInputElement;
  // A word typed a letter at a time: the slowest keystroke is the figure (the first one pays for warming up).
  const keystrokes: number[] = [];
  for (const value of ['s', 'sc', 'sca', 'scal', 'scala', 'scala0']) {
    const t1 = performance.now();
    await act(async () => {
      fireEvent.change(search, { target: { value } });
    });
    keystrokes.push(performance.now() - t1);
  }
  const keystrokeRenderMs = median(keystrokes);
  const firstKeystrokeMs = keystrokes[0]!;
  const renderedRows = container.querySelectorAll('tbody tr').length;
  await act(async () => root.unmount());
  container.remove();
  return { firstRenderMs, keystrokeRenderMs, firstKeystrokeMs, renderedRows };
}
