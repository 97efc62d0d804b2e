import { afterEach, describe, expect, it } from 'vitest';
import { cacheSuggestions } from './cache';
import { readSuggestions } from './reads';
import { readTeamSuggestions } from './team-reads';
import { commit } from '../outbox/commit';
import { OWNER, at, freshDb, op } from '../testing/fixtures';

const db = freshDb();
const SESSION = 'session-1';
const TEAMMATE = 'teammate-1';

const suggestion = (
  id: string,
  fields: { activity_id: string | null; user_id: string; session_id: string; minute: number },
) => ({
  id,
  activity_id: fields.activity_id,
  user_id: fields.user_id,
  session_id: fields.session_id,
  submission_id: null,
  prompt_template_id: null,
  generated_content: { sintesi: id, prossimi_passi: [] },
  user_modifications: null,
  status: 'new' as const,
  accepted_at: null,
  status_changed_at: at(fields.minute),
  generated_at: at(fields.minute),
  created_at: at(fields.minute),
  updated_at: at(fields.minute),
});

afterEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('readTeamSuggestions', () => {
  it("reads the session's team suggestions, whoever asked, newest first, and nothing else", async () => {
    await cacheSuggestions(
      OWNER,
      [
        suggestion('team-old', { activity_id: null, user_id: OWNER, session_id: SESSION, minute: 1 }),
        suggestion('team-new', { activity_id: null, user_id: TEAMMATE, session_id: SESSION, minute: 3 }),
        suggestion('activity', { activity_id: 'activity-1', user_id: OWNER, session_id: SESSION, minute: 2 }),
        suggestion('other-session', { activity_id: null, user_id: OWNER, session_id: 'session-2', minute: 4 }),
      ],
      db,
    );
    await cacheSuggestions(
      'someone-else',
      [suggestion('not-mine', { activity_id: null, user_id: OWNER, session_id: SESSION, minute: 5 })],
      db,
    );

    expect((await readTeamSuggestions(OWNER, SESSION, db)).map((row) => row.id)).toEqual(['team-new', 'team-old']);
    // an activity's suggestions stay what they were
    expect((await readSuggestions(OWNER, 'activity-1', OWNER, db)).map((row) => row.id)).toEqual(['activity']);
  });

  it('shows a status set on this device (offline) before it is sent', async () => {
    await cacheSuggestions(
      OWNER,
      [suggestion('team', { activity_id: null, user_id: TEAMMATE, session_id: SESSION, minute: 1 })],
      db,
    );
    await commit(op('suggestion/set-status', 'team', { status: 'accepted' }, at(6)), db);
    expect(await readTeamSuggestions(OWNER, SESSION, db)).toMatchObject([{ id: 'team', status: 'accepted' }]);
  });
});
