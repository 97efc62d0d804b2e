import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
};

/** Only Vite's output under /assets/ has a content hash in its name; everything else (the page, the worker, the manifest, icons) is revalidated. */
function cacheControl(rel: string): string {
  return rel.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const DEFAULT_BACKEND_URL = 'http://127.0.0.1:54321';

export interface StaticOptions {
  /** The Supabase URL the build talks to (connect-src of the CSP). Default: VITE_SUPABASE_URL, else the embedded backend. */
  backendUrl?: string;
  /** Serve HTTPS with this certificate and key (PEM): tablets need a secure context for the service worker. */
  tls?: { cert: string; key: string };
}

/**
 * The page's policy: own scripts, and the inline scripts of the build's index.html by their hash (the route
 * preload, scripts/build/route-preload.ts); the backend over HTTP and websocket; YouTube frames for video activities.
 */
function contentSecurityPolicy(backendUrl: string, inlineScripts: string[]): string {
  const backend = new URL(backendUrl);
  const socket = `${backend.protocol === 'https:' ? 'wss:' : 'ws:'}//${backend.host}`;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts.map((hash) => `'${hash}'`)].join(' '),
    // Radix injects <style> elements (scroll lock), React sets style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${backend.origin}`,
    "font-src 'self' data:",
    "media-src 'self' blob: https:",
    `connect-src 'self' ${backend.origin} ${socket}`,
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The sha256 sources of a page's inline scripts (a <script> without src), as script-src names them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`);
}

// The custom scoring logic worker (assets/custom-logic.worker-<hash>.js) compiles the admin's logic
// with new Function, and must reach nothing: a worker script's own response header is its policy.
const WORKER_POLICY = "default-src 'none'; script-src 'self' 'unsafe-eval'";
const isWorkerScript = (rel: string) => rel.startsWith('/assets/') && /\.worker-[\w-]+\.js$/.test(rel);

// Never a document nor a worker: a stylesheet, an image, a font.
const INERT = new Set(['.css', '.png', '.ico', '.jpg', '.webp', '.woff2']);

/**
 * The policy a response carries. A CSP acts on what becomes a document (the page, an SVG opened on its own) or
 * a worker (its script's own header); on Vite's module chunks, styles and images it does nothing, and its ~550
 * bytes were half the headers of each of the ~20 small files a slow phone fetches before the first question.
 * Anything not known to be inert keeps it.
 */
function policyFor(rel: string, pagePolicy: () => string): string | null {
  if (isWorkerScript(rel)) return WORKER_POLICY;
  const ext = path.extname(rel);
  if (INERT.has(ext) || (ext === '.js' && rel.startsWith('/assets/'))) return null;
  return pagePolicy();
}

/** The file under `root` a request path names, or why not: 400 for a malformed path, 404 outside `root`. */
function resolvePath(root: string, rawUrl: string): { file: string; pathname: string } | { status: 400 | 404 } {
  const raw = rawUrl.split(/[?#]/, 1)[0] ?? '/';
  let pathname: string;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return { status: 400 };
  }
  if (!pathname.startsWith('/') || pathname.includes('\0')) return { status: 400 };
  const file = path.resolve(root, `.${pathname}`);
  // With the separator: a bare prefix check would let /..%2fdist-old/ reach a sibling folder.
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return { status: 404 };
  return { file, pathname };
}

/**
 * The static server for dist/: SPA fallback to index.html for navigations (what `vite preview` does),
 * the build's precompressed .br/.gz siblings chosen from Accept-Encoding, ETag/304, and the app's
 * security and cache headers. sirv does the file serving; the path rules and headers are ours.
 */
export async function serveStatic(
  root: string,
  host: string,
  port: number,
  options: StaticOptions = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const dist = path.resolve(root);
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`${dist}/index.html is missing: run \`npm run build\` first`);
  const backendUrl = options.backendUrl ?? process.env.VITE_SUPABASE_URL ?? DEFAULT_BACKEND_URL;
  // Per version of index.html: a rebuild under a running server brings new inline scripts.
  let policyOf: { version: string; policy: string } | null = null;
  const pagePolicy = () => {
    const index = path.join(dist, 'index.html');
    const { mtimeMs, size } = statSync(index);
    const version = `${mtimeMs}:${size}`;
    if (policyOf?.version !== version)
      policyOf = {
        version,
        policy: contentSecurityPolicy(backendUrl, inlineScriptHashes(readFileSync(index, 'utf8'))),
      };
    return policyOf.policy;
  };
  const security = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };
  const notFound = (res: ServerResponse) => {
    res.writeHead(404, { ...security, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  };
  // dev: looks files up per request, so a rebuild under a running server is served right (a startup
  // index would keep stale sizes). extensions: [] so /x never becomes /x.html: the fallback is ours.
  const files = sirv(dist, {
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: [],
    onNoMatch: (_req, res) => notFound(res),
  });
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const target = resolvePath(dist, req.url ?? '/');
    if ('status' in target) {
      res
        .writeHead(target.status, { ...security, 'Content-Type': 'text/plain; charset=utf-8' })
        .end(target.status === 400 ? 'Bad request' : 'Not found');
      return;
    }
    let file = target.file;
    // Dot folders of the build (.vite/manifest.json) are not the app's to serve.
    const hidden = path
      .relative(dist, file)
      .split(path.sep)
      .some((segment) => segment.startsWith('.'));
    const isFile = !hidden && existsSync(file) && statSync(file).isFile();
    if (hidden || (!isFile && path.extname(target.pathname))) {
      // A missing asset is a 404; only navigations fall back to the SPA's index.html.
      notFound(res);
      return;
    }
    if (!isFile) file = path.join(dist, 'index.html');
    const rel = `/${path.relative(dist, file).split(path.sep).join('/')}`;
    // Set before sirv writes its own: sirv keeps headers already on the response, also on a 304.
    res.setHeader('X-Content-Type-Options', security['X-Content-Type-Options']);
    res.setHeader('Referrer-Policy', security['Referrer-Policy']);
    const policy = policyFor(rel, pagePolicy);
    if (policy) res.setHeader('Content-Security-Policy', policy);
    res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', cacheControl(rel));
    // Also on a 304, which sirv answers before setting its own Vary.
    res.setHeader('Vary', 'Accept-Encoding');
    if (rel === '/sw.js') res.setHeader('Service-Worker-Allowed', '/');
    // sirv looks the file up by the request URL: point it at the file resolved above (index.html for a navigation).
    req.url = encodeURI(rel);
    files(req, res);
  };
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    try {
      handle(req, res);
    } catch (error) {
      // Whatever a request does, the server keeps serving the others.
      console.error('[static] unexpected error', error);
      if (!res.headersSent) res.writeHead(500, security).end();
      else res.destroy();
    }
  };
  const server = options.tls
    ? createTlsServer({ cert: options.tls.cert, key: options.tls.key }, listener)
    : createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://${host}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
