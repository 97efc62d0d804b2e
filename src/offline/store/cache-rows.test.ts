import { afterEach, describe, expect, it } from 'vitest';
import { OWNER, at, freshDb } from '../testing/fixtures';
import { cacheRows } from './cache-rows';

const db = freshDb();

afterEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('refreshing local copies from the server', () => {
  it('stores read-only rows under their owner', async () => {
    await cacheRows(
      'roles',
      OWNER,
      [
        {
          id: 'r1',
          user_id: OWNER,
          role_type: 'team_member',
          organization_id: null,
          team_id: null,
          is_active: true,
          granted_by: null,
          role_metadata: {},
          created_at: at(0),
          updated_at: at(0),
        },
      ],
      db,
    );
    expect(await db.roles.get([OWNER, 'r1'])).toMatchObject({ ownerId: OWNER, role_type: 'team_member' });
  });
});
