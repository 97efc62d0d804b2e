import { describe, expect, it } from 'vitest';
import { commit } from '../outbox/commit';
import { newEntry } from '../outbox/entry';
import { saveSnapshot, readSnapshot } from '../store/snapshots';
import { requestFor } from '../sync/transport';
import { OWNER, at, freshDb, op } from '../testing/fixtures';
import { COACH_WORKSPACE_KEY, withPendingEdits, type EditableSession } from './workspace-snapshot';

const SESSION = '44444444-4444-4444-8444-444444444444';
const WORKSHOP = '55555555-5555-4555-8555-555555555555';
const workspace = (): EditableSession[] => [
  {
    id: SESSION,
    startDate: '2026-10-01',
    endDate: '2027-01-31',
    currentPhase: 1,
    phases: [
      {
        activities: [
          {
            id: WORKSHOP,
            logistics: { venue_address: 'Via Roma 1', scheduled_datetime: null, logistics_notes: 'Sala Verdi' },
          },
        ],
      },
    ],
  },
];

describe("a coach's offline edits", () => {
  it('change the device copy of the workspace at once, field by field', async () => {
    const db = freshDb();
    await saveSnapshot(OWNER, COACH_WORKSPACE_KEY, workspace(), db);
    await commit(op('session/edit-schedule', SESSION, { end_date: '2027-02-28', current_phase: 2 }, at(1)), db);
    await commit(op('activity/edit-logistics', WORKSHOP, { venue_address: 'Hotel Centrale' }, at(2)), db);
    const [session] = (await readSnapshot<EditableSession[]>(OWNER, COACH_WORKSPACE_KEY, db)) ?? [];
    expect(session).toMatchObject({ startDate: '2026-10-01', endDate: '2027-02-28', currentPhase: 2 });
    expect(session?.phases[0]?.activities[0]?.logistics).toEqual({
      venue_address: 'Hotel Centrale',
      scheduled_datetime: null,
      logistics_notes: 'Sala Verdi',
    });
  });

  it('stay on screen when a refresh from the server lands before the outbox pushed them', async () => {
    const db = freshDb();
    await commit(op('session/edit-schedule', SESSION, { start_date: '2026-10-05' }, at(1)), db);
    await commit(op('session/edit-schedule', SESSION, { start_date: '2026-10-07' }, at(2)), db);
    const [session] = await withPendingEdits(OWNER, workspace(), db);
    expect(session?.startDate).toBe('2026-10-07');
    expect((await withPendingEdits('someone-else', workspace(), db))[0]?.startDate).toBe('2026-10-01');
  });

  it('push only the fields edited, each with the time of its edit', () => {
    const edit = op('session/edit-schedule', SESSION, { end_date: null }, at(3));
    expect(requestFor(newEntry(edit, at(59)))).toEqual({
      method: 'update',
      table: 'coaching_sessions',
      match: { id: SESSION },
      body: { end_date: null, field_times: { end_date: { at: at(3) } } },
    });
  });
});
