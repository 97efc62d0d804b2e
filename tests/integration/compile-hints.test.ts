// Offline cold start: the chunks of the signed-in start begin with V8's compile hint, so
// their functions compile off the main thread; a lazy screen outside that start stays lazily compiled.
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunksToHint, COMPILE_HINT, compileHints } from '../../scripts/build/compile-hints.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const ROOT = '/project';

function chunk(fileName: string, fields: Partial<OutputChunk> = {}): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    code: `/* ${fileName} */`,
    isEntry: false,
    imports: [],
    moduleIds: [],
    ...fields,
  } as OutputChunk;
}

function bundleOf(...chunks: OutputChunk[]): OutputBundle {
  const bundle: OutputBundle = {};
  for (const c of chunks) bundle[c.fileName] = c;
  bundle['assets/index.css'] = {
    type: 'asset',
    fileName: 'assets/index.css',
    source: 'body{}',
  } as OutputBundle[string];
  return bundle;
}

const bundle = () =>
  bundleOf(
    chunk('assets/index.js', { isEntry: true, imports: ['assets/vendor-react.js'] }),
    chunk('assets/vendor-react.js'),
    chunk('assets/AssessmentRoute.js', {
      moduleIds: [`${ROOT}/src/features/assessment/AssessmentRoute.tsx`],
      imports: ['assets/widgets.js'],
    }),
    chunk('assets/widgets.js', { imports: ['assets/vendor-react.js'] }),
    chunk('assets/OrgAdminScreen.js', {
      moduleIds: [`${ROOT}/src/features/admin/screens/OrgAdminScreen.tsx`],
      imports: ['assets/vendor-charts.js'],
    }),
    chunk('assets/vendor-charts.js'),
  );

describe('chunksToHint', () => {
  it('takes the entry, the chunks holding a listed module, and what they import statically; nothing else', () => {
    const hinted = chunksToHint(bundle(), ROOT, ['src/features/assessment/AssessmentRoute.tsx']).map((c) => c.fileName);
    expect(hinted.sort()).toEqual([
      'assets/AssessmentRoute.js',
      'assets/index.js',
      'assets/vendor-react.js',
      'assets/widgets.js',
    ]);
  });
});

describe('the compileHints plugin', () => {
  it('makes the hint the first line of each of those chunks, once, and leaves the others alone', () => {
    const plugin = compileHints(['src/features/assessment/AssessmentRoute.tsx']);
    const configResolved = plugin.configResolved as (config: { root: string }) => void;
    const { handler } = plugin.generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
    configResolved({ root: ROOT });
    const output = bundle();
    handler({}, output);
    handler({}, output);
    const code = (file: string) => (output[file] as OutputChunk).code;
    expect(code('assets/AssessmentRoute.js')).toBe(`${COMPILE_HINT}/* assets/AssessmentRoute.js */`);
    expect(code('assets/index.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(code('assets/OrgAdminScreen.js')).toBe('/* assets/OrgAdminScreen.js */');
    expect(code('assets/vendor-charts.js').includes('allFunctionsCalledOnLoad')).toBe(false);
  });
});

describe('the compileHints plugin in a build with source maps', () => {
  it('moves the mappings down the line the hint adds, so a profile still names the original source', () => {
    const plugin = compileHints([]);
    (plugin.configResolved as (config: { root: string }) => void)({ root: ROOT });
    const { handler } = plugin.generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
    const output = bundleOf(
      chunk('assets/index.js', { isEntry: true, map: { mappings: 'AAAA,CAAC' } as OutputChunk['map'] }),
    );
    output['assets/index.js.map'] = {
      type: 'asset',
      fileName: 'assets/index.js.map',
      source: JSON.stringify({ version: 3, mappings: 'AAAA,CAAC' }),
    } as OutputBundle[string];
    handler({}, output);
    handler({}, output);
    expect((output['assets/index.js'] as OutputChunk).map?.mappings).toBe(';AAAA,CAAC');
    expect(JSON.parse(String((output['assets/index.js.map'] as Rollup.OutputAsset).source))).toEqual({
      version: 3,
      mappings: ';AAAA,CAAC',
    });
  });
});
