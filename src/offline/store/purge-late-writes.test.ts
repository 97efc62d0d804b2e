import { describe, expect, it } from 'vitest';
import { ownedTableNames } from './db';
import { commit } from '../outbox/commit';
import { purgeUser } from './purge';
import { OwnerSignedOutError, reopenOwner } from './signed-out-gate';
import { readSnapshot, saveSnapshot } from './snapshots';
import { ASSESSMENT, OTHER_OWNER, OWNER, assessmentRow, at, freshDb, op } from '../testing/fixtures';

async function rowsOf(db: ReturnType<typeof freshDb>, ownerId: string): Promise<number> {
  const counts = await Promise.all(
    ownedTableNames.map((name) => db.table(name).where('ownerId').equals(ownerId).count()),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

/** A read started before logout whose answer arrives after it: the response is released by hand. */
function lateResponse() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
}

describe('writes that land after the logout purge', () => {
  it('a snapshot whose read resolves after the purge leaves nothing on the device', async () => {
    const db = freshDb();
    await saveSnapshot(OWNER, 'teams', ['before'], db);
    const response = lateResponse();
    const read = (async () => {
      await response.arrived;
      await saveSnapshot(OWNER, 'teams', ['after'], db);
      await db.assessments.bulkPut([assessmentRow({ ownerId: OWNER })]);
    })();
    await expect(purgeUser(OWNER, { db })).resolves.toEqual({ purged: true });
    response.release();
    await read;
    expect(await rowsOf(db, OWNER)).toBe(0);
  });

  it('another user of the device still stores rows', async () => {
    const db = freshDb();
    await purgeUser(OWNER, { db });
    await saveSnapshot(OTHER_OWNER, 'teams', ['theirs'], db);
    expect(await readSnapshot(OTHER_OWNER, 'teams', db)).toEqual(['theirs']);
  });

  it('unsent work for the signed-out user is refused loudly, never dropped silently', async () => {
    const db = freshDb();
    await purgeUser(OWNER, { db });
    const entry = {
      id: 'late-entry',
      ownerId: OWNER,
      kind: 'assessment/save-partial',
      target: ASSESSMENT,
      status: 'pending',
    };
    await expect(db.outbox.add(entry as never)).rejects.toBeInstanceOf(OwnerSignedOutError);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a purge refused for unsent work keeps the user able to write', async () => {
    const db = freshDb();
    await db.assessments.put(assessmentRow());
    await commit(op('assessment/save-partial', ASSESSMENT, { answers: { q1: '1' } }, at(1)), db);
    await expect(purgeUser(OWNER, { db })).resolves.toEqual({ purged: false, pending: 1 });
    await saveSnapshot(OWNER, 'teams', ['still signed in'], db);
    expect(await readSnapshot(OWNER, 'teams', db)).toEqual(['still signed in']);
  });

  it('the same user signing in again stores rows again', async () => {
    const db = freshDb();
    await purgeUser(OWNER, { db });
    reopenOwner(db, OWNER);
    await saveSnapshot(OWNER, 'teams', ['new session'], db);
    expect(await readSnapshot(OWNER, 'teams', db)).toEqual(['new session']);
  });
});
