import { describe, expect, it } from 'vitest';
import { checkWorkshopCode, FREE_ATTEMPTS, lockedUntil } from './attempts';
import { saveWorkshopCode } from './code';
import { WorkshopDb } from './db';

const ITERATIONS = 1_000; // the tests' own count: the product uses CODE_ITERATIONS
const fresh = () => new WorkshopDb(`workshop-code-${crypto.randomUUID()}`);

describe('the workshop code', () => {
  it('is kept only as a salted PBKDF2 hash, two tablets with one code storing different hashes', async () => {
    const a = fresh();
    const b = fresh();
    await saveWorkshopCode('tigre-42', a, ITERATIONS);
    await saveWorkshopCode('tigre-42', b, ITERATIONS);
    const [rowA, rowB] = [await a.state.get('code'), await b.state.get('code')];
    expect(JSON.stringify(rowA)).not.toContain('tigre-42');
    expect(rowA).toMatchObject({ iterations: ITERATIONS });
    expect((rowA as { hash: string }).hash).not.toBe((rowB as { hash: string }).hash);
  });

  it('confirms a turn with the right code and refuses a wrong one', async () => {
    const db = fresh();
    await saveWorkshopCode('tigre-42', db, ITERATIONS);
    expect(await checkWorkshopCode('tigre-42', { db })).toEqual({ ok: true });
    expect(await checkWorkshopCode('tigre-43', { db })).toMatchObject({ ok: false, reason: 'wrong', remaining: 4 });
  });

  it('refuses every code when none was set', async () => {
    expect(await checkWorkshopCode('', { db: fresh() })).toMatchObject({ ok: false });
  });

  it('makes the wait grow after five wrong codes, and a reload does not reset it', async () => {
    const name = `workshop-code-${crypto.randomUUID()}`;
    let now = 1_000_000;
    const db = new WorkshopDb(name);
    await saveWorkshopCode('tigre-42', db, ITERATIONS);
    for (let i = 0; i < FREE_ATTEMPTS - 1; i++) await checkWorkshopCode('nope', { db, now: () => now });
    const fifth = await checkWorkshopCode('nope', { db, now: () => now });
    expect(fifth).toMatchObject({ ok: false, reason: 'wrong', remaining: 0, lockedUntil: now + 30_000 });
    db.close();

    const reloaded = new WorkshopDb(name);
    expect(await lockedUntil(reloaded, now)).toBe(now + 30_000);
    // While the wait runs even the right code is not checked.
    expect(await checkWorkshopCode('tigre-42', { db: reloaded, now: () => now })).toMatchObject({ reason: 'locked' });
    now += 30_001;
    const sixth = await checkWorkshopCode('nope', { db: reloaded, now: () => now });
    expect(sixth).toMatchObject({ reason: 'wrong', lockedUntil: now + 60_000 });
    now += 60_001;
    expect(await checkWorkshopCode('tigre-42', { db: reloaded, now: () => now })).toEqual({ ok: true });
    expect(await lockedUntil(reloaded, now)).toBe(0);
  });
});
