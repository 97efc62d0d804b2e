/**
 * Saves /user's start 689 ms of main thread at a 4x slower CPU (A-vs-A noise 390 ms) and brings its largest paint
 * 72 ms sooner (noise 4 ms); 10 interleaved pairs, bench/startup-ab.ts, 2026-11-28 (7 pairs earlier: 662 ms, noise 350).
 * V8's explicit compile hint (Chrome 136+): a file that starts with `//# allFunctionsCalledOnLoad` has all
 * its functions compiled eagerly, on the background thread that parses the file and into its code cache,
 * instead of one by one on the main thread the first time each is called. The signed-in start (an offline cold start to the first question) calls most of the code of the chunks it loads: profiled,
 * about 2,000 lazy compilations, ~100 ms of main-thread time on this machine. Only those chunks get the
 * hint (the entry, what it imports, and the chunks of the signed-in start's modules with their static
 * imports); a screen's own chunk or a large library loaded later stays lazily compiled. Other engines
 * read the line as a comment.
 */
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { staticClosure } from './static-closure.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunks to hint: the entry chunks, the chunks holding one of `modules` (paths relative to `root`),
 * and what they import statically.
 */
export function chunksToHint(bundle: OutputBundle, root: string, modules: string[]): OutputChunk[] {
  const wanted = new Set(modules.map((file) => path.resolve(root, file)));
  return staticClosure(bundle, (chunk) => chunk.isEntry || chunk.moduleIds.some((id) => wanted.has(id)));
}

/** Starts the chunks of the signed-in start (`modules`, relative to the project root) with the compile hint. */
export function compileHints(modules: string[]): Plugin {
  let root = process.cwd();
  return {
    name: 'taas:compile-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // After minification (which drops comments) and Vite's own preamble: the hint must be the file's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of chunksToHint(bundle, root, modules)) {
          if (chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // A build with source maps: the code moved down one line, so do its mappings (';' is an empty line),
          // in the chunk's map and in the .map file Rollup has already emitted from it.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}
