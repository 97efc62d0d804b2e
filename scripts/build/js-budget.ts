/**
 * The build's size budget: the JS a first visit to /login downloads, gzip, printed at every
 * build; over the limit the build fails, so what route splitting gained cannot silently come back.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import { firstVisitFiles, kib, readManifest, weigh } from './first-visit.ts';
import { LOGIN_ROUTE } from './routes-to-weigh.ts';

export interface JsBudgetOptions {
  limitKiB: number;
}

/** The message for the login route's weight, and whether it is over the limit. */
export function checkLoginBudget(dist: string, limitKiB: number): { over: boolean; gzip: number; message: string } {
  const visit = firstVisitFiles(readManifest(dist), LOGIN_ROUTE.modules);
  const { raw, gzip } = weigh(dist, visit.js);
  const over = gzip > limitKiB * 1024;
  const message = `JS budget: ${LOGIN_ROUTE.route} first visit downloads ${kib(gzip)} gzip (${kib(raw)} raw, ${visit.js.length} files); limit ${limitKiB} KiB${over ? ' EXCEEDED' : ''}`;
  return { over, gzip, message };
}

export function jsBudget({ limitKiB }: JsBudgetOptions): Plugin {
  let outDir = 'dist';
  return {
    name: 'taas:js-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      // Other builds that load this config (none today) have no app manifest to weigh.
      if (!existsSync(path.join(outDir, '.vite', 'manifest.json'))) return;
      const { over, message } = checkLoginBudget(outDir, limitKiB);
      if (over) this.error(message);
      console.log(message);
    },
  };
}
