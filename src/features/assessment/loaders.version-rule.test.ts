import type { BackendClient } from '../../backend/backend-client';
import { describe, expect, it, vi } from 'vitest';

const OWNER = '20000000-0000-4000-8000-000000000005';
const ASSESSMENT = '54000000-0000-4000-8000-000000000031';
const TEMPLATE_V2 = '50000000-0000-4000-8000-000000000041';

// The backend as the loaders read it: one assessment of version 2 of a template that scores with its own rule.
vi.mock('./api', async (original) => ({
  ...(await original<typeof import('./api')>()),
  fetchUserAssessments: async () => [
    {
      id: ASSESSMENT,
      user_id: OWNER,
      team_id: null,
      completed_at: null,
      score: null,
      answers: {},
      answer_times: {},
      assessment_type: 'twn',
      template_id: TEMPLATE_V2,
      time_limit_minutes: null,
      started_at: null,
      evaluation_type: 'self',
      assignment_id: null,
      target_user_id: null,
      created_at: '2026-11-01T09:00:00.000Z',
    },
  ],
  fetchAssessmentType: async () => ({
    template_id: TEMPLATE_V2,
    assessment_type: 'twn',
    assessment_type_id: 'twn',
    scoring_rule_id: 'rule-of-version-2',
  }),
  fetchScoringRules: async () => [],
}));

describe('an assessment of a version with its own rule, after a reload offline', () => {
  it("still knows the version's rule (the device kept it), not only the rule of the type", async () => {
    const online = await import('./loaders');
    const data = online.createAssessmentData({ client: {} as BackendClient, ownerId: OWNER, isOnline: () => true });
    await data.loadAssessment(ASSESSMENT);
    await vi.waitFor(() => expect(data.templateRuleOf(ASSESSMENT)).toBe('rule-of-version-2'));

    // The reload: the modules (and their memory) start afresh; IndexedDB stays.
    const { getOfflineDb } = await import('../../offline/store');
    await vi.waitFor(async () => expect(await getOfflineDb().templates.count()).toBe(1));
    getOfflineDb().close();
    vi.resetModules();
    const reloaded = await import('./loaders');
    const offline = reloaded.createAssessmentData({
      client: {} as BackendClient,
      ownerId: OWNER,
      isOnline: () => false,
    });
    expect(offline.templateRuleOf(ASSESSMENT)).toBeNull();
    expect((await offline.loadAssessment(ASSESSMENT))?.template_id).toBe(TEMPLATE_V2);
    expect(offline.templateRuleOf(ASSESSMENT)).toBe('rule-of-version-2');
    expect(offline.templateTypeOf(ASSESSMENT)).toBe('twn');
  });
});
