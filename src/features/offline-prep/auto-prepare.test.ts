import { OfflineDb, listReadyOffline, readAutoPreparedAt } from '../../offline/store';
import type { Select } from './api';
import { AUTO_PREPARE_AGAIN_AFTER_MS, autoPrepareIfDue, prepareMemberOffline } from './auto-prepare';

const USER = 'u-member';

/** A backend with nothing to prepare that counts the reads made. */
function countingSelect() {
  const reads: string[] = [];
  const select: Select = async (table) => {
    reads.push(table);
    return [];
  };
  return { select, reads };
}

describe('the automatic preparation after sign-in', () => {
  it('runs at the first start, not again at a start within the interval, and again after it', async () => {
    const db = new OfflineDb(`auto-prepare-${crypto.randomUUID()}`);
    const { select, reads } = countingSelect();
    let clock = Date.parse('2026-11-23T08:00:00Z');
    const now = () => clock;

    expect(await autoPrepareIfDue(USER, select, { db, now })).toBe(true);
    expect(reads).toContain('assessments');
    expect(reads).toContain('team_members');
    expect(await readAutoPreparedAt(db, USER)).toBe('2026-11-23T08:00:00.000Z');

    reads.length = 0;
    clock += AUTO_PREPARE_AGAIN_AFTER_MS - 1;
    expect(await autoPrepareIfDue(USER, select, { db, now })).toBe(false);
    expect(reads).toEqual([]);

    clock += 1;
    expect(await autoPrepareIfDue(USER, select, { db, now })).toBe(true);
    expect(reads.length).toBeGreaterThan(0);
  });

  it('a preparation that fails leaves no mark, so the next start tries again', async () => {
    const db = new OfflineDb(`auto-prepare-${crypto.randomUUID()}`);
    const failing: Select = async () => {
      throw new Error('Failed to fetch');
    };
    await expect(autoPrepareIfDue(USER, failing, { db })).rejects.toThrow('Failed to fetch');
    expect(await readAutoPreparedAt(db, USER)).toBeNull();
    const { select, reads } = countingSelect();
    expect(await autoPrepareIfDue(USER, select, { db })).toBe(true);
    expect(reads.length).toBeGreaterThan(0);
  });

  it('marks the sessions ready before the assessments are read: a network lost then keeps the sessions', async () => {
    const db = new OfflineDb(`auto-prepare-${crypto.randomUUID()}`);
    const rows: Record<string, Record<string, unknown>[]> = {
      team_members: [{ team_id: 't1', member_id: USER }],
      coaching_sessions: [{ id: 's1', program_id: 'p1', team_id: 't1' }],
    };
    const select: Select = async (table) => {
      if (table === 'assessments') throw new Error('Failed to fetch');
      return rows[table] ?? [];
    };
    await expect(prepareMemberOffline(USER, select, { db })).rejects.toThrow('Failed to fetch');
    expect((await listReadyOffline(db, USER)).map((mark) => `${mark.scope}:${mark.id}`)).toEqual(['session:s1']);
  });
});
