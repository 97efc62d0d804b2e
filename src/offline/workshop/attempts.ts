import { codeMatches } from './code';
import { getWorkshopDb, readRow, type WorkshopDb } from './db';

/** Wrong codes allowed before a wait; each further wrong code doubles it, up to the cap. */
export const FREE_ATTEMPTS = 5;
const FIRST_WAIT_MS = 30_000;
const MAX_WAIT_MS = 30 * 60_000;

export function waitAfter(wrong: number): number {
  if (wrong < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (wrong - FREE_ATTEMPTS));
}

export type CodeCheck =
  | { ok: true }
  | { ok: false; reason: 'wrong'; remaining: number; lockedUntil: number }
  | { ok: false; reason: 'locked'; lockedUntil: number };

/**
 * The coach's confirmation of a participant's turn. While a wait runs no code is even checked; the
 * count and the wait are stored before the answer is given, so a reload cannot reset them. A right
 * code clears the count.
 */
export async function checkWorkshopCode(
  code: string,
  { db = getWorkshopDb(), now = Date.now }: { db?: WorkshopDb; now?: () => number } = {},
): Promise<CodeCheck> {
  const before = (await readRow(db, 'attempts')) ?? { key: 'attempts' as const, wrong: 0, lockedUntil: 0 };
  if (before.lockedUntil > now()) return { ok: false, reason: 'locked', lockedUntil: before.lockedUntil };
  if (await codeMatches(code, db)) {
    await db.state.put({ key: 'attempts', wrong: 0, lockedUntil: 0 });
    return { ok: true };
  }
  const wrong = before.wrong + 1;
  const wait = waitAfter(wrong);
  const lockedUntil = wait > 0 ? now() + wait : 0;
  await db.state.put({ key: 'attempts', wrong, lockedUntil });
  return { ok: false, reason: 'wrong', remaining: Math.max(0, FREE_ATTEMPTS - wrong), lockedUntil };
}

/** The wait in force (0 when none), for a screen opened while it runs. */
export async function lockedUntil(db: WorkshopDb = getWorkshopDb(), now = Date.now()): Promise<number> {
  const attempts = await readRow(db, 'attempts');
  return attempts && attempts.lockedUntil > now ? attempts.lockedUntil : 0;
}
