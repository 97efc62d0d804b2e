/**
 * What Lighthouse's simulation (Lantern) made of a run that `npm run bench:lighthouse` kept
 * (LIGHTHOUSE_ARTIFACTS=<folder>): Lighthouse loads the page at full speed, then simulates the slow phone and
 * network over the recorded requests and tasks. This re-audits the kept artifacts and prints, for the simulated
 * FCP and LCP, every request and CPU task of their graphs with its simulated start and end and what it waited
 * for; and for TBT, the simulated tasks of over 50 ms with what the trace says they ran. Measures and prints;
 * never passes or fails.
 *
 *   npx tsx bench/lighthouse-simulation.ts <artifacts folder of one run> <the URL that run audited>
 *
 * The URL is the audited one, e.g. http://127.0.0.1:4173/user (Lighthouse checks it against the artifacts).
 */
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const [folder, url] = process.argv.slice(2);
if (!folder || !url) {
  console.error('usage: npx tsx bench/lighthouse-simulation.ts <artifacts folder> <audited URL>');
  process.exit(2);
}

type SimNode = Lantern.Graph.Node;
type Timing = { startTime: number; endTime: number };

const ms = (value: number) => String(Math.round(value)).padStart(5);
const fileOf = (url: string) => url.split('/').pop()?.slice(0, 60) ?? url;

function describe(node: SimNode): string {
  if (node.type === 'network') {
    const { request } = node;
    return `${request.priority} ${request.resourceType ?? ''} ${fileOf(request.url)} ${request.transferSize} B`;
  }
  const scripts = [...node.getEvaluateScriptURLs()].map(fileOf).join(', ');
  return `cpu ${(node.duration / 1000).toFixed(1)} ms as recorded${node.didPerformLayout() ? ', layout' : ''}${scripts ? `, evaluates ${scripts}` : ''}`;
}

function waitedFor(node: SimNode): string {
  return node
    .getDependencies()
    .map((dependency) =>
      dependency.type === 'network' ? fileOf(dependency.request.url) : `cpu@${Math.round(dependency.startTime / 1000)}`,
    )
    .join(', ');
}

/** The trace events a CPU task ran, by name (and script), longest first. */
function whatItRan(node: SimNode): string {
  if (node.type !== 'cpu') return '';
  const totals = new Map<string, number>();
  for (const event of node.childEvents) {
    if (!event.dur || event.name === 'RunTask') continue;
    const data = (event.args as { data?: { url?: string } } | undefined)?.data;
    const key = `${event.name}${data?.url ? ` ${fileOf(data.url)}` : ''}`;
    totals.set(key, (totals.get(key) ?? 0) + event.dur / 1000);
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, total]) => `${name} ${total.toFixed(1)}`)
    .join(' | ');
}

const result = await lighthouse(url, {
  auditMode: folder,
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  logLevel: 'error',
});
if (!result) throw new Error('Lighthouse returned nothing');
const metric = (id: string) => Math.round(result.lhr.audits[id]?.numericValue ?? Number.NaN);
const fcp = metric('first-contentful-paint');
console.log(
  `${url}: simulated FCP ${fcp} ms, LCP ${metric('largest-contentful-paint')} ms, TBT ${metric('total-blocking-time')} ms\n`,
);

const simulations = Lantern.Simulation.Simulator.allNodeTimings as Map<string, Map<SimNode, Timing>>;
for (const label of ['pessimisticFirstContentfulPaint', 'pessimisticLargestContentfulPaint']) {
  const timings = [...(simulations.get(label) ?? [])].sort((a, b) => a[1].endTime - b[1].endTime);
  console.log(`${label}: ${timings.length} nodes (start, end, [waited for], what)`);
  for (const [node, timing] of timings)
    console.log(`  ${ms(timing.startTime)} ${ms(timing.endTime)}  [${waitedFor(node)}] ${describe(node)}`);
  console.log('');
}

const blocking = [...(simulations.get('pessimisticTotalBlockingTime') ?? [])]
  .filter(([node, timing]) => node.type === 'cpu' && timing.endTime - timing.startTime > 50)
  .sort((a, b) => a[1].startTime - b[1].startTime);
console.log(
  'pessimisticTotalBlockingTime: simulated tasks over 50 ms (start, length; before the simulated FCP they do not count)',
);
for (const [node, timing] of blocking) {
  const length = timing.endTime - timing.startTime;
  console.log(
    `  ${ms(timing.startTime)} ${ms(length)} ms${timing.startTime < fcp ? ' (before FCP)' : ''}  ${whatItRan(node)}`,
  );
}
