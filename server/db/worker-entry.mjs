// The database thread's entry: Node 20 does not run TypeScript, and a worker does not inherit tsx's
// loader, so the thread registers it before loading worker-main.ts.
const tsx = await import('tsx/esm/api');
tsx.register();
await import('./worker-main.ts');
