// `npm run bench:scale`: an organisation of 100, 1,000 and 5,000 people (`--sizes 100,1000,5000`),
// each in a fresh embedded backend of its own (a throwaway data folder under the system's temporary
// folder, never .data/), in a process of its own on `--port` (default 54431). Per size: the people
// imported through the Membri screen's CSV path (bench/scale-data.ts), the Membri tab's read, join,
// search and render (bench/scale-members.ts), and the organisation's reports (bench/scale-reports.ts).
// The reads run against two backends over the same organisation, alternating call by call: the current
// schema and a copy with the read policies and reports list of before (bench/scale-before.ts, on `--port` + 1).
// It prints each figure at each size with its growth factor beside the data's, and the machine's
// load average before and after. `--hash-cost 4` lowers the backend's bcrypt cost (the product's is 10)
// to rerun the other figures quickly; the import's figures then say nothing. It measures and prints;
// it never passes or fails.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { createServer } from 'vite';
import { loadOrCreateKeys } from '../server/auth/keys.ts';
import { openPglite } from '../server/db/open.ts';
import { startBackendChild } from './chaos/backend-child.ts';
import { SCHEMA_BEFORE_SQL } from './scale-before.ts';
import { buildOrganisation, type ImportFigures } from './scale-data.ts';
import { measureMembers, type MembersFigures } from './scale-members.ts';
import { measureReports, type ReportFigures } from './scale-reports.ts';

const flag = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const SIZES = flag('sizes', '100,1000,5000').split(',').map(Number);
const PORT = Number(flag('port', '54431'));
/** bcrypt cost of the backend's password hashes: 10, the product's; a lower one makes a rerun of the other figures quicker. */
const HASH_COST = Number(flag('hash-cost', '10'));

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

const clientFor = (url: string, key: string): SupabaseClient =>
  createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });

interface SizeFigures {
  people: number;
  import: ImportFigures;
  /** One auth user made alone (service role, bcrypt cost 10): what a person's import cannot go below. */
  createUserMs: number;
  members: MembersFigures;
  reports: ReportFigures;
}

async function createUserFloor(service: SupabaseClient): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const { error } = await service.auth.admin.createUser({
      email: `floor${i}.${Date.now()}@scala.test`,
      password: 'Scala-2026!',
      email_confirm: true,
    });
    if (error) throw new Error(`createUser: ${error.message}`);
    runs.push(performance.now() - t0);
  }
  return runs.sort((a, b) => a - b)[2]!;
}

/** A copy of the data folder with the schema of before (bench/scale-before.ts). */
async function copyWithSchemaBefore(dataDir: string): Promise<string> {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'bench-scale-before-'));
  cpSync(dataDir, copy, { recursive: true });
  const db = await openPglite({ dataDir: copy });
  await db.exec(SCHEMA_BEFORE_SQL);
  await db.close();
  return copy;
}

async function signInAdmin(url: string, anonKey: string): Promise<SupabaseClient> {
  const admin = clientFor(url, anonKey);
  const signIn = await admin.auth.signInWithPassword({ email: 'admin@acme.test', password: 'Password-123' });
  if (signIn.error) throw new Error(`admin sign-in: ${signIn.error.message}`);
  return admin;
}

async function oneSize(load: (file: string) => Promise<Record<string, unknown>>, people: number): Promise<SizeFigures> {
  const keys = loadOrCreateKeys();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  const env = { AUTH_PASSWORD_HASH_COST: String(HASH_COST) };
  let backend = await startBackendChild({ port: PORT, dataDir, env });
  let before: Awaited<ReturnType<typeof startBackendChild>> | null = null;
  let beforeDir: string | null = null;
  try {
    const service = clientFor(backend.url, keys.serviceRoleKey);
    const createUserMs = await createUserFloor(service);
    const org = await buildOrganisation(load, service, await signInAdmin(backend.url, keys.anonKey), people);
    console.log(
      `  ${people} people: imported in ${(org.import.ms / 1000).toFixed(1)} s (${org.import.refused} refused), ${org.teams.length} teams`,
    );
    // The same organisation under the schema of before, beside it: each read alternates between them.
    await backend.stop();
    beforeDir = await copyWithSchemaBefore(dataDir);
    backend = await startBackendChild({ port: PORT, dataDir, env });
    before = await startBackendChild({ port: PORT + 1, dataDir: beforeDir, env });
    const admins = {
      now: await signInAdmin(backend.url, keys.anonKey),
      before: await signInAdmin(before.url, keys.anonKey),
    };
    const members = await measureMembers(load, admins);
    const reports = await measureReports(admins, org.bigTeam);
    const figures = { people, import: org.import, createUserMs, members, reports };
    print([figures]); // as soon as they are known: a later size may take long or fail
    return figures;
  } finally {
    await backend.stop();
    await before?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (beforeDir) rmSync(beforeDir, { recursive: true, force: true });
  }
}

type Row = [label: string, goal: string, pick: (f: SizeFigures) => number, unit: 'ms' | 's' | 'n' | 'x'];
const ROWS: Row[] = [
  ['import, whole file', '<= 600 s at 5,000', (f) => f.import.ms / 1000, 's'],
  ['import per person, first tenth', 'flat', (f) => f.import.firstTenthMs, 'ms'],
  ['import per person, last tenth', 'flat', (f) => f.import.lastTenthMs, 'ms'],
  ['  of which one auth user alone', '', (f) => f.createUserMs, 'ms'],
  ['Membri read (loadOrgOverview)', '', (f) => f.members.overviewMs, 'ms'],
  ['  schema before', '', (f) => f.members.overviewBeforeMs, 'ms'],
  ['  join before (people x rows)', '', (f) => f.members.joinBeforeMs, 'ms'],
  ['  join now (maps)', '', (f) => f.members.joinAfterMs, 'ms'],
  ['Membri first render (jsdom)', '<= 1,000 ms', (f) => f.members.firstRenderMs, 'ms'],
  ['  rows in the DOM', '', (f) => f.members.renderedRows, 'n'],
  ['search keystroke: filter', '', (f) => f.members.filterMs, 'ms'],
  ['search keystroke: re-render, median', '<= 100 ms', (f) => f.members.keystrokeRenderMs, 'ms'],
  ['  the first keystroke', '', (f) => f.members.firstKeystrokeMs, 'ms'],
  ['report list (assessment_report_teams)', '<= 300 ms', (f) => f.reports.listMs, 'ms'],
  ['  schema before', '', (f) => f.reports.listBeforeMs, 'ms'],
  ['  teams listed', '', (f) => f.reports.listRows, 'n'],
  ['team report, big team', '<= 300 ms', (f) => f.reports.teamMs, 'ms'],
  ['  schema before', '', (f) => f.reports.teamBeforeMs, 'ms'],
  ['  rows', '', (f) => f.reports.teamRows, 'n'],
  ['floor: one-row read', '', (f) => f.reports.floorMs, 'ms'],
  ['report list / floor, now', '', (f) => f.reports.listMs / f.reports.floorMs, 'x'],
  ['  before', '', (f) => f.reports.listBeforeMs / f.reports.floorMs, 'x'],
  ['team report / floor, now', '', (f) => f.reports.teamMs / f.reports.floorMs, 'x'],
  ['  before', '', (f) => f.reports.teamBeforeMs / f.reports.floorMs, 'x'],
  ['Membri read / floor, now', '', (f) => f.members.overviewMs / f.reports.floorMs, 'x'],
  ['  before', '', (f) => f.members.overviewBeforeMs / f.reports.floorMs, 'x'],
];

function print(all: SizeFigures[]) {
  const head = all.map((f) => `${f.people} people`.padStart(22)).join('');
  console.log(`\n${'figure'.padEnd(40)}${'goal'.padEnd(20)}${head}`);
  for (const [label, goal, pick, unit] of ROWS) {
    const cells = all.map((f, i) => {
      const value = pick(f);
      const shown =
        unit === 'n' ? String(value) : unit === 'x' ? `${value.toFixed(1)}x` : `${value.toFixed(1)} ${unit}`;
      if (i === 0) return shown.padStart(22);
      const growth = value / pick(all[i - 1]!);
      const data = f.people / all[i - 1]!.people;
      return `${shown} x${growth.toFixed(1)}/${data.toFixed(0)}`.padStart(22);
    });
    console.log(`${label.padEnd(40)}${goal.padEnd(20)}${cells.join('')}`);
  }
  console.log(
    '\nxA/B: the figure grew A times while the data grew B times (A above B: it grows faster than the data).',
  );
}

console.log(
  `bench:scale: sizes ${SIZES.join(', ')}, bcrypt cost ${HASH_COST}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
const vite = await createServer({
  configFile: 'vite.config.ts',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const load = (file: string) => vite.ssrLoadModule(file);
  const all: SizeFigures[] = [];
  for (const people of SIZES) all.push(await oneSize(load, people));
  print(all);
  console.log(
    `load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await vite.close();
}
