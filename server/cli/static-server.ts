import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

function cacheControl(rel: string): string {
  // The worker and the entry page must be revalidated so an update is seen; hashed assets are immutable.
  if (rel === '/sw.js' || rel.endsWith('.html') || rel.endsWith('.webmanifest') || rel.startsWith('/workbox-')) return 'no-cache';
  return rel.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0';
}

/** A small static server for dist/ with SPA fallback to index.html (what `vite preview` does). */
export async function serveStatic(root: string, host: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`${root}/index.html is missing: run \`npm run build\` first`);
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.normalize(path.join(root, pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    const isFile = existsSync(file) && statSync(file).isFile();
    if (!isFile && path.extname(pathname)) {
      // A missing asset is a 404; only navigations fall back to the SPA's index.html.
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    if (!isFile) file = path.join(root, 'index.html');
    const rel = `/${path.relative(root, file).split(path.sep).join('/')}`;
    const headers: Record<string, string> = { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': cacheControl(rel) };
    if (rel === '/sw.js') headers['Service-Worker-Allowed'] = '/';
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
