// bench:scale's Membri tab: the organisation overview it reads (loadOrgOverview over HTTP as the org
// admin, on the current schema and on the copy with the policies of before, in turn), the join that turns the rows into members (the current one beside the join it had before,
// interleaved), one search keystroke through filterMembers, and the tab's first render and a keystroke's
// re-render in jsdom (React, through Vite for the Lingui macros).
//
// Run on its own, `npx tsx bench/scale-members.ts --against <commit>` compares the keystroke of the tab
// in this tree with the tab at <commit> (its src/ extracted to a temporary folder), interleaved in one
// process, beside a floor measured in the same run (a keystroke in a bare controlled search field), for
// an organisation of `--sizes` people shaped as bench:scale imports them (no backend: the overview is
// made in memory). `--rounds` (default 9). It measures and prints; it never passes or fails.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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

/** The word typed into the search field a letter at a time. */
const WORD = ['s', 'sc', 'sca', 'scal', 'scala', 'scala0'];

/** The tab's first render, then a word's keystrokes in its search field, in jsdom; `src` is the tree's source folder. */
async function renderTab(load: Loader, overview: OrgOverview, src = '/src') {
  const React = await import('react');
  const { act } = React;
  const { createRoot } = await import('react-dom/client');
  const { I18nProvider } = await import('@lingui/react');
  const { i18n } = await import('@lingui/core');
  const { fireEvent } = await import('@testing-library/dom');
  i18n.loadAndActivate({ locale: 'it', messages: {} });
  const { MembersTab } = (await load(
    `${src}/features/admin/members/MembersTab.tsx`,
  )) as typeof import('../src/features/admin/members/MembersTab.tsx');
  const { BackendClientProvider } = (await load(
    `${src}/backend/BackendClientProvider.tsx`,
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
  for (const value of WORD) {
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

/** The floor: the same word typed into a bare controlled search field, in the same jsdom and React. */
async function typeIntoBareField() {
  const React = await import('react');
  const { act } = React;
  const { createRoot } = await import('react-dom/client');
  const { fireEvent } = await import('@testing-library/dom');
  function Bare() {
    const [value, setValue] = React.useState('');
    return React.createElement('input', {
      type: 'search',
      value,
      onChange: (e: { target: { value: string } }) => setValue(e.target.value),
    });
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(React.createElement(Bare)));
  const field = container.querySelector('input') as HTMLInputElement;
  const keystrokes: number[] = [];
  for (const value of WORD) {
    const t0 = performance.now();
    await act(async () => {
      fireEvent.change(field, { target: { value } });
    });
    keystrokes.push(performance.now() - t0);
  }
  await act(async () => root.unmount());
  container.remove();
  return median(keystrokes);
}

/** An overview of `people` people and people/25 teams, shaped as bench:scale's CSV import makes them. */
function overviewOf(people: number): OrgOverview {
  const teams = Array.from({ length: Math.max(4, Math.round(people / 25)) }, (_, i) => ({
    id: `t${i}`,
    name: `Scala ${String(i).padStart(4, '0')}`,
    teamType: 'team',
    description: null,
    teamLeaderId: null,
    members: [],
    memberCount: 0,
  }));
  const members = Array.from({ length: people }, (_, i) => {
    const lastName = `Scala${String(i).padStart(5, '0')}`;
    return {
      userId: `u${i}`,
      name: `Persona${i} ${lastName}`,
      firstName: `Persona${i}`,
      lastName,
      email: `p${i}.run@scala.test`,
      status: 'active',
      position: i % 7 === 0 ? 'Responsabile' : 'Analista',
      department: `Reparto ${i % 12}`,
      division: null,
      phone: null,
      hireDate: null,
      age: null,
      gender: null,
      jobDescription: null,
      roles: [{ id: `r${i}`, roleType: 'team_member', teamId: null, isActive: true }],
      teamIds: [teams[1 + (i % (teams.length - 1))]!.id],
    };
  });
  return { organization: null, members, teams, tpmAssessments: 0 };
}

function installDom(JSDOM: typeof import('jsdom').JSDOM) {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true });
  Object.assign(globalThis, {
    window: dom.window,
    document: dom.window.document,
    HTMLElement: dom.window.HTMLElement,
    HTMLInputElement: dom.window.HTMLInputElement,
    Element: dom.window.Element,
    Node: dom.window.Node,
    Event: dom.window.Event,
    getComputedStyle: dom.window.getComputedStyle.bind(dom.window),
    requestAnimationFrame: (cb: (t: number) => void) => setTimeout(() => cb(performance.now()), 0),
    cancelAnimationFrame: (id: number) => clearTimeout(id),
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
    IS_REACT_ACT_ENVIRONMENT: true,
  });
  Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true });
}

/** The keystroke of this tree's tab against the tab at `commit`, interleaved, with the floor of the same run. */
async function keystrokeAgainst(commit: string, sizes: number[], rounds: number) {
  const { JSDOM } = await import('jsdom');
  const { createServer } = await import('vite');
  installDom(JSDOM);
  const { i18n } = await import('@lingui/core');
  i18n.loadAndActivate({ locale: 'it', messages: {} });
  const other = mkdtempSync(path.join(os.tmpdir(), 'bench-members-'));
  execSync(`git archive ${commit} src | tar -x -C ${other}`);
  symlinkSync(path.resolve('node_modules'), path.join(other, 'node_modules'));
  const vite = await createServer({
    configFile: 'vite.config.ts',
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  });
  const load: Loader = (file) => vite.ssrLoadModule(file);
  const loads = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(`Membri keystroke, this tree against ${commit}; ${rounds} rounds; load average ${loads()}`);
  try {
    for (const people of sizes) {
      const overview = overviewOf(people);
      const runs = { floor: [] as number[], [commit]: [] as number[], now: [] as number[] };
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 === 0 ? ['floor', commit, 'now'] : ['now', commit, 'floor'];
        for (const which of order)
          runs[which]!.push(
            which === 'floor'
              ? await typeIntoBareField()
              : (await renderTab(load, overview, which === 'now' ? '/src' : path.join(other, 'src'))).keystrokeRenderMs,
          );
      }
      const floor = median(runs.floor);
      const line = (which: string) =>
        `${median(runs[which]!).toFixed(1)} ms (${(median(runs[which]!) / floor).toFixed(0)}x floor)`;
      console.log(
        `${people} people: ${commit} ${line(commit)}, now ${line('now')}, now/${commit} ${(median(runs.now) / median(runs[commit]!)).toFixed(2)}; floor ${floor.toFixed(2)} ms`,
      );
    }
    console.log(`load average at the end ${loads()}`);
  } finally {
    await vite.close();
    rmSync(other, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const flag = (name: string, fallback: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? process.argv[at + 1]! : fallback;
  };
  await keystrokeAgainst(
    flag('against', 'HEAD~1'),
    flag('sizes', '100,1000,5000').split(',').map(Number),
    Number(flag('rounds', '9')),
  );
}
