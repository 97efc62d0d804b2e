/**
 * `npm run bench:routes [-- --dist <dir>]` (after `npm run build`): per route of the app, the JS and CSS
 * a first visit downloads (raw and gzip), from the build manifest: the entry chunk with its static
 * imports, the boot catalog, and the route's lazy chunk once the router loads it lazily. Prints, never fails.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BOOT_MODULES, firstVisitFiles, kib, readManifest, weigh } from '../scripts/build/first-visit.ts';
import { LOGIN_ROUTE, ROUTES_TO_WEIGH } from '../scripts/build/routes-to-weigh.ts';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const dist = path.resolve(values.dist);
const manifest = readManifest(dist);

const pad = (text: string, width: number) => text.padEnd(width);
const num = (text: string, width: number) => text.padStart(width);

console.log(
  `First-visit weight per route (${dist}); gzip at level 9 as the build precompresses; budget: ${LOGIN_ROUTE.route} JS <= 120 KiB gzip\n`,
);
console.log(
  `${pad('route', 44)}${num('JS raw', 12)}${num('JS gzip', 12)}${num('CSS raw', 11)}${num('CSS gzip', 11)}${num('files', 7)}  lazy chunk`,
);
for (const { route, modules } of ROUTES_TO_WEIGH) {
  const visit = firstVisitFiles(manifest, modules);
  const js = weigh(dist, visit.js);
  const css = weigh(dist, visit.css);
  // The route's own screen chunk (the last module named); the shared signed-in chunks are counted, not listed.
  const own = visit.lazyModules.at(-1);
  const lazy = own
    ? `${manifest[own]?.file ?? own}${visit.lazyModules.length > 1 ? ` (+${visit.lazyModules.length - 1} shared)` : ''}`
    : '(none: in the entry)';
  console.log(
    `${pad(route, 44)}${num(kib(js.raw), 12)}${num(kib(js.gzip), 12)}${num(kib(css.raw), 11)}${num(kib(css.gzip), 11)}${num(String(visit.js.length + visit.css.length), 7)}  ${lazy}`,
  );
}

// Chunks loaded on demand that no route above names: so a split the table does not know yet still shows.
const named = new Set([...BOOT_MODULES, ...ROUTES_TO_WEIGH.flatMap((route) => route.modules)]);
const others = Object.entries(manifest).filter(([key, chunk]) => chunk.isDynamicEntry && !named.has(key));
if (others.length > 0) {
  console.log('\nOther lazy chunks (own file only, gzip):');
  for (const [key, chunk] of others) console.log(`  ${pad(key, 70)}${num(kib(weigh(dist, [chunk.file]).gzip), 12)}`);
}
