// bench:offline 1c: the durable-answer samples (./samples.ts) on Chromium's own IndexedDB, what users
// have, beside the fake-indexeddb figures of 1a/1b. The app's commit() is bundled into a page served
// from a localhost origin (IndexedDB and crypto.randomUUID need one; Chromium rounds its clock to 0.1 ms).
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tests/support/chromium.ts';
import { sampleLines, type Samples } from './samples.ts';

const ORIGIN = 'http://localhost:4999';

export async function durableAnswerInChromium(n: number): Promise<string[]> {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'page-entry.ts')],
    bundle: true, format: 'iife', write: false, target: 'es2022', minify: true, logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.text.replaceAll('</script', '<\\/script');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>durable answer</title><script>${script}</script>` }));
    await page.goto(`${ORIGIN}/`);
    const lines = [`Chromium ${browser.version()}, ${n} answers per kind, interleaved`];
    for (const ownTask of [false, true]) {
      const samples = await page.evaluate(
        ([count, own]) => (globalThis as unknown as { durableAnswerSamples: (n: number, o: boolean) => Promise<Samples> }).durableAnswerSamples(count, own),
        [n, ownTask] as const,
      );
      lines.push(ownTask ? 'each in its own task (as a click starts it):' : 'back to back:', ...sampleLines(samples).map((line) => `  ${line}`));
    }
    return lines;
  } finally {
    await browser.close();
  }
}
