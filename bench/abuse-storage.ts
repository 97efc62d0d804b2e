// The storage attacks against the embedded backend, measured: one member trying to fill the disk with
// oversized outbox receipts (25 x 900 KB), with a receipt made of small arrays (about 600 KB of JSON that
// takes several times that as jsonb), and with a flood of receipts of the size the outbox really writes.
// For each: what was answered, how much the database grew, and at what rate. `bench/abuse.ts` runs it;
// `npx tsx bench/abuse-storage.ts` runs it alone. It measures and prints; it does not pass or fail.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { startBackend, type Backend } from '../server/app.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';

export interface StorageAbuseResult {
  label: string;
  requests: number;
  /** The HTTP statuses answered, with how many of each. */
  statuses: Record<number, number>;
  /** The first refusal's code and message. */
  refusal: string;
  /** How much the member's receipts grew (table, TOAST and indexes). */
  grewBytes: number;
  seconds: number;
}

async function signIn(base: string, anonKey: string, email: string): Promise<string> {
  const res = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Password-123' }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return body.access_token;
}

async function receiptsBytes(backend: Backend): Promise<number> {
  const { rows } = await backend.db.query<{ bytes: number }>(
    `select pg_total_relation_size('public.outbox_receipts')::bigint::float8 as bytes`,
  );
  return rows[0]?.bytes ?? 0;
}

async function attack(
  backend: Backend,
  token: string,
  label: string,
  bodies: Array<() => unknown>,
): Promise<StorageAbuseResult> {
  const before = await receiptsBytes(backend);
  const statuses: Record<number, number> = {};
  let refusal = '';
  const started = performance.now();
  for (const body of bodies) {
    const res = await fetch(`${backend.url}/rest/v1/outbox_receipts`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body()),
    });
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    const text = await res.text();
    if (!res.ok && !refusal) {
      const error = JSON.parse(text) as { code?: string; message?: string };
      refusal = `${error.code}: ${error.message}`;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    label,
    requests: bodies.length,
    statuses,
    refusal,
    grewBytes: (await receiptsBytes(backend)) - before,
    seconds,
  };
}

export async function measureStorageAbuse(backend: Backend): Promise<StorageAbuseResult[]> {
  const token = await signIn(backend.url, backend.anonKey, 'member@acme.test');
  const receipt = (answer: unknown) => () => ({ op_id: randomUUID(), kind: 'chat-message/send', answer });
  const big = 'x'.repeat(900_000);
  const smallArrays = Array.from({ length: 200_000 }, () => []);
  return [
    await attack(
      backend,
      token,
      '25 x 900 KB receipts',
      Array.from({ length: 25 }, () => receipt({ pad: big })),
    ),
    await attack(
      backend,
      token,
      '5 x 600 KB of small arrays',
      Array.from({ length: 5 }, () => receipt({ items: smallArrays })),
    ),
    await attack(
      backend,
      token,
      '2,000 outbox-sized receipts',
      Array.from({ length: 2000 }, () => receipt({ id: randomUUID(), status: 'ok', row_id: randomUUID() })),
    ),
  ];
}

export function printStorageAbuse(results: StorageAbuseResult[]): void {
  console.log(
    '\nStorage: one member writing outbox receipts over rest/v1 (limits: a receipt <= 2048 B, 50,000 receipts and 50 MiB per user)',
  );
  for (const r of results) {
    const answered = Object.entries(r.statuses)
      .map(([status, n]) => `${n} x ${status}`)
      .join(', ');
    const mb = r.grewBytes / 1_048_576;
    console.log(
      `  ${r.label.padEnd(30)} ${answered.padEnd(22)} stored ${mb.toFixed(2).padStart(7)} MB in ${r.seconds.toFixed(1)} s (${(mb / r.seconds).toFixed(2)} MB/s)`,
    );
    if (r.refusal) console.log(`  ${''.padEnd(30)} ${r.refusal.slice(0, 140)}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const backend = await startBackend({ port: 0, loadDataDir: await loadPreparedDump() });
  try {
    printStorageAbuse(await measureStorageAbuse(backend));
  } finally {
    await backend.close();
  }
}
