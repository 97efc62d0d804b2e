// bench:offline 1c: the durable-answer samples (./samples.ts) on Chromium's own IndexedDB, what users
// have, beside the fake-indexeddb figures of 1a/1b. The app's commit() is bundled into a page served
// from a localhost origin (IndexedDB and crypto.randomUUID need one), cross-origin isolated: Chromium
// rounds performance.now() to 0.1 ms elsewhere, a tenth of a bare put, and to 5 µs there.
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tests/support/chromium.ts';
import { sampleLines, type Samples } from './samples.ts';

const ORIGIN = 'http://localhost:4999';

export async function durableAnswerInChromium(n: number): Promise<string[]> {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'page-entry.ts')],
    bundle: true,
    format: 'iife',
    write: false,
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.text.replaceAll('</script', '<\\/script');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' },
        body: `<!doctype html><title>durable answer</title><script>${script}</script>`,
      }),
    );
    await page.goto(`${ORIGIN}/`);
    if (!(await page.evaluate(() => crossOriginIsolated)))
      throw new Error('the page is not cross-origin isolated: its clock would be 0.1 ms coarse');
    const lines = [`Chromium ${browser.version()}, ${n} answers per kind, interleaved`];
    for (const ownTask of [false, true]) {
      const samples = await page.evaluate(
        ([count, own]) =>
          (
            globalThis as unknown as { durableAnswerSamples: (n: number, o: boolean) => Promise<Samples> }
          ).durableAnswerSamples(count, own),
        [n, ownTask] as const,
      );
      lines.push(
        ownTask ? 'each in its own task (as a click starts it):' : 'back to back:',
        ...sampleLines(samples).map((line) => `  ${line}`),
      );
    }
    return lines;
  } finally {
    await browser.close();
  }
}
