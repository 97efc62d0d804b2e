// `npx tsx bench/auth-timing.ts`: how long a refused password sign-in takes for an existing e-mail and
// for an unknown one (the difference told which addresses exist). Both should cost one bcrypt
// verification at the same cost. It measures and prints; it does not pass or fail.
import { startBackend } from '../server/app.ts';
import { bcryptCost } from '../server/auth/passwords.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const EXISTING = 'member@acme.test';

// Limits out of the way: this measures the password check, not the 429.
const backend = await startBackend({
  port: 0,
  loadDataDir: await loadPreparedDump(),
  auth: { signInFailuresPerAccount: 1e9, signInFailuresPerAddress: 1e9 },
});

const signIn = async (email: string, password: string): Promise<number> => {
  const started = performance.now();
  const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  await res.arrayBuffer();
  return performance.now() - started;
};

async function median(email: string): Promise<number> {
  const times: number[] = [];
  // Alternating warm-up round, not counted.
  await signIn(email, 'wrong-password');
  for (let i = 0; i < ROUNDS; i++) times.push(await signIn(email, `wrong-password-${i}`));
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

async function hashCost(): Promise<number> {
  const { rows } = await backend.db.query<{ hash: string }>(
    'select encrypted_password as hash from auth.users where email = $1',
    [EXISTING],
  );
  return bcryptCost(rows[0]?.hash ?? '');
}

const report = async (label: string) => {
  const existing = await median(EXISTING);
  const unknown = await median('nobody-here@acme.test');
  console.log(`${label} (hash cost of ${EXISTING}: ${await hashCost()})`);
  console.log(`  wrong password, existing e-mail: ${existing.toFixed(1)} ms median of ${ROUNDS}`);
  console.log(`  wrong password, unknown e-mail:  ${unknown.toFixed(1)} ms median of ${ROUNDS}`);
  console.log(`  ratio existing / unknown:        ${(existing / unknown).toFixed(2)}`);
};

await report('As seeded');
// A successful sign-in re-hashes a cheaper seed hash at the current cost.
await signIn(EXISTING, 'Password-123');
await report('After one successful sign-in');
await backend.close();
