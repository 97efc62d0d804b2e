// `npx tsx bench/report-render.ts [--members N]`: how long a team report takes from the device's
// rows to a rendered page, for a team of N people (50 unless given; the 5,000-people organisation's
// teams have 200) with 4 completed assessments each (the goal is under 1 s). It builds the rows team_assessment_report returns, aggregates them (src/features/reports/model)
// and renders the report's sections in jsdom with React, through Vite (the Lingui macros need its
// transform). It measures and prints; it does not pass or fail.
import { performance } from 'node:perf_hooks';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';

const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', { pretendToBeVisual: true });
Object.assign(globalThis, {
  window: dom.window,
  document: dom.window.document,
  HTMLElement: dom.window.HTMLElement,
  Element: dom.window.Element,
  Node: dom.window.Node,
  SVGElement: dom.window.SVGElement,
  getComputedStyle: dom.window.getComputedStyle.bind(dom.window),
  requestAnimationFrame: (cb: (t: number) => void) => setTimeout(() => cb(performance.now()), 0),
  cancelAnimationFrame: (id: number) => clearTimeout(id),
  ResizeObserver: class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
  IS_REACT_ACT_ENVIRONMENT: false,
});
const membersArg = process.argv.indexOf('--members');
const MEMBERS = membersArg > 0 ? Number(process.argv[membersArg + 1]) : 50;
if (!Number.isInteger(MEMBERS) || MEMBERS < 1) throw new Error('--members takes a whole number of people');

Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true });

const server = await createServer({
  configFile: 'vite.config.ts',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const React = await import('react');
  const { flushSync } = await import('react-dom');
  const { createRoot } = await import('react-dom/client');
  const { I18nProvider } = await import('@lingui/react');
  const { i18n } = await import('@lingui/core');
  const model = await server.ssrLoadModule('/src/features/reports/model/team-report.ts');
  const sections = await server.ssrLoadModule('/src/features/reports/components/TeamReportSections.tsx');
  i18n.loadAndActivate({ locale: 'it', messages: {} });

  const MBTI = [
    'ISTJ',
    'ISFJ',
    'INFJ',
    'INTJ',
    'ISTP',
    'ISFP',
    'INFP',
    'INTP',
    'ESTP',
    'ESFP',
    'ENFP',
    'ENTP',
    'ESTJ',
    'ESFJ',
    'ENFJ',
    'ENTJ',
  ];
  const PROFILES = ['Create', 'Relate', 'Organize'];
  const rows: unknown[] = [];
  for (let m = 0; m < MEMBERS; m += 1) {
    const member = {
      team_id: 't',
      team_name: 'Bench',
      organization_id: 'o',
      member_id: `m${m}`,
      member_first_name: `Nome${m}`,
      member_last_name: `Cognome${m}`,
      member_email: `p${m}@x.test`,
      member_team_role: 'member',
      member_position: 'Analista',
      member_department: null,
      member_job_description: null,
      evaluator_first_name: null,
      evaluator_last_name: null,
      template_id: null,
      template_name: null,
    };
    const at = (d: number) => `2026-10-${String(1 + d).padStart(2, '0')}T10:00:00Z`;
    rows.push(
      {
        ...member,
        assessment_id: `a${m}-1`,
        assessment_type: 'tpm',
        evaluation_type: 'self',
        evaluator_id: `m${m}`,
        score: 40 + (m % 50),
        completed_at: at(1),
        results: {
          dimension_scores: { Create: (m * 7) % 100, Relate: (m * 13) % 100, Organize: (m * 29) % 100 },
          dominant_profile: PROFILES[m % 3],
          extra: { alignment: (m * 37) % 100 },
        },
      },
      {
        ...member,
        assessment_id: `a${m}-2`,
        assessment_type: 'mbti',
        evaluation_type: 'self',
        evaluator_id: `m${m}`,
        score: 70,
        completed_at: at(2),
        results: { type: MBTI[m % 16] },
      },
      {
        ...member,
        assessment_id: `a${m}-3`,
        assessment_type: 'leadership',
        evaluation_type: 'self',
        evaluator_id: `m${m}`,
        score: 60 + (m % 30),
        completed_at: at(3),
        results: {},
      },
      {
        ...member,
        assessment_id: `a${m}-4`,
        assessment_type: 'leadership',
        evaluation_type: 'manager',
        evaluator_id: 'boss',
        score: 55 + (m % 40),
        completed_at: at(4),
        results: {},
      },
    );
  }

  const container = document.getElementById('root')!;
  const root = createRoot(container);
  const runs: number[] = [];
  const aggregateRuns: number[] = [];
  for (let run = 0; run < 6; run += 1) {
    const start = performance.now();
    const report = model.buildTeamReport(rows);
    aggregateRuns.push(performance.now() - start);
    flushSync(() => {
      root.render(
        React.createElement(
          I18nProvider,
          { i18n },
          React.createElement(
            'div',
            { key: run },
            ...[
              'StatsSection',
              'TpmSection',
              'MbtiSection',
              'CorrelationSection',
              'InsightsSection',
              'EvaluationsSection',
            ].map((name) => React.createElement(sections[name], { key: name, report })),
          ),
        ),
      );
    });
    runs.push(performance.now() - start);
  }
  const rowsInTable = container.querySelectorAll('tr').length;
  root.unmount();
  // Each section alone, warm (median of 5), to say which one a slow render comes from.
  const perSection: string[] = [];
  for (const name of [
    'StatsSection',
    'TpmSection',
    'MbtiSection',
    'CorrelationSection',
    'InsightsSection',
    'EvaluationsSection',
  ]) {
    const report = model.buildTeamReport(rows);
    const times: number[] = [];
    for (let run = 0; run < 6; run += 1) {
      const sectionRoot = createRoot(container);
      const start = performance.now();
      flushSync(() => {
        sectionRoot.render(
          React.createElement(I18nProvider, { i18n }, React.createElement(sections[name], { report })),
        );
      });
      times.push(performance.now() - start);
      sectionRoot.unmount();
    }
    perSection.push(`${name} ${[...times.slice(1)].sort((a, b) => a - b)[2]!.toFixed(0)} ms`);
  }
  const warm = runs.slice(1);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(
    `team report, ${MEMBERS} people x 4 assessments (${rows.length} rows), jsdom + React, ${rowsInTable} table rows rendered`,
  );
  console.log(`  first run (cold): ${runs[0]!.toFixed(1)} ms`);
  console.log(`  each section alone, warm median: ${perSection.join(', ')}`);
  console.log(
    `  warm runs: median ${median(warm).toFixed(1)} ms, max ${Math.max(...warm).toFixed(1)} ms (aggregation alone: median ${median(aggregateRuns.slice(1)).toFixed(2)} ms)`,
  );
} finally {
  await server.close();
}
