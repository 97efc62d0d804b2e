import { afterEach, describe, expect, it } from 'vitest';
import { OfflineDb } from '../store/db';
import { cacheTemplateVersion, readTemplateVersion } from './template-versions';

const OWNER = 'owner-1';
const NAME = 'template-versions-test';
const opened: OfflineDb[] = [];
/** A database as a page opens it: a second call stands for the page after a reload. */
const open = () => {
  const db = new OfflineDb(NAME);
  opened.push(db);
  return db;
};

afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
  await new OfflineDb(NAME).delete();
});

describe('the template version an assessment was given, on the device', () => {
  it("keeps the version's rule and type across a reload", async () => {
    await cacheTemplateVersion(OWNER, { id: 't2', assessment_type_id: 'twn', scoring_rule_id: 'rule-v2' }, open());
    const afterReload = open();
    expect(await readTemplateVersion(OWNER, 't2', afterReload)).toEqual({
      id: 't2',
      assessment_type_id: 'twn',
      scoring_rule_id: 'rule-v2',
    });
    expect(await readTemplateVersion(OWNER, 't1', afterReload)).toBeNull();
    expect(await readTemplateVersion('someone-else', 't2', afterReload)).toBeNull();
  });

  it('adds to a whole row from offline preparation without erasing its other columns', async () => {
    const db = open();
    await db.templates.put({
      ownerId: OWNER,
      id: 't2',
      name: 'TWN',
      assessment_type_id: 'twn',
      scoring_rule_id: null,
      version: 2,
      family_id: 't1',
    } as never);
    await cacheTemplateVersion(OWNER, { id: 't2', assessment_type_id: 'twn', scoring_rule_id: 'rule-v2' }, db);
    expect(await db.templates.get([OWNER, 't2'])).toMatchObject({
      name: 'TWN',
      version: 2,
      scoring_rule_id: 'rule-v2',
    });
    expect(await readTemplateVersion(OWNER, 't2', db)).toEqual({
      id: 't2',
      assessment_type_id: 'twn',
      scoring_rule_id: 'rule-v2',
      version: 2,
      family_id: 't1',
    });
  });
});
