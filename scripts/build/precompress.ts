/**
 * Writes a .br and a .gz beside each compressible file of the build, at the highest levels (done once
 * at build time, so the static server only picks a file; see server/cli/static-server.ts).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|wasm)$/;
// Below this, the headers outweigh what compression saves.
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return (
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      // The build's own dot folders (.vite/manifest.json) are not served.
      .filter(
        (file) =>
          !path
            .relative(dir, file)
            .split(path.sep)
            .some((segment) => segment.startsWith('.')),
      )
  );
}

/** Compresses every compressible file under `dir` that shrinks; returns the files it wrote. */
export async function precompressDir(dir: string): Promise<string[]> {
  const written: string[] = [];
  for (const file of await listFiles(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = await readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    for (const [suffix, compressed] of [
      ['.br', br],
      ['.gz', gzipped],
    ] as const) {
      if (compressed.length >= bytes.length) continue;
      await writeFile(`${file}${suffix}`, compressed);
      written.push(`${file}${suffix}`);
    }
  }
  return written;
}

/** Runs after every other plugin has finished writing (the service worker is built in vite-plugin-pwa's closeBundle). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'taas:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const written = await precompressDir(outDir);
        console.log(
          `precompressed ${written.length} files (.br, .gz) in ${path.relative(process.cwd(), outDir) || '.'}`,
        );
      },
    },
  };
}
