// The floor of bench:backend's 1-client read: a bare Node HTTP server on the backend's thread that
// answers the same bytes after keeping that thread busy for as long as the direct query takes. No
// REST layer could beat it; what it loses to the direct loop is the HTTP exchange itself on this
// machine (a client thread that went idle while the server worked must be woken by the answer).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FloorServer {
  url: string;
  /** How long each answer keeps the thread busy first (the direct query's median). */
  setWorkMs(ms: number): void;
  close(): Promise<void>;
}

export async function startFloorServer(body: string): Promise<FloorServer> {
  const bytes = Buffer.from(body);
  let workMs = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const until = performance.now() + workMs;
      while (performance.now() < until) {
        // busy, as the query keeps PGlite's thread
      }
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(bytes.length) });
      res.end(bytes);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setWorkMs: (ms) => {
      workMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
