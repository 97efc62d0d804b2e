/**
 * The reads the report screens make (src/features/reports/api.ts) and what the screens
 * compute from them (model/), over HTTP as each role; and the notification bell's reads and its
 * mark-read through the outbox (src/features/notifications/api.ts) against the embedded backend.
 */
import 'fake-indexeddb/auto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, TEAM, assessmentId, type RoleKey } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import {
  loadCoachingRows,
  loadOwnResult,
  loadReportTeams,
  loadTeamAssessmentRows,
} from '../../src/features/reports/api.ts';
import { buildTeamReport } from '../../src/features/reports/model/team-report.ts';
import { buildCoachingReport } from '../../src/features/reports/model/coaching-report.ts';
import { markNotificationRead, refreshNotifications } from '../../src/features/notifications/api.ts';
import { getOfflineDb } from '../../src/offline/store/db.ts';
import { readNotifications } from '../../src/offline/notifications/reads.ts';
import { SyncEngine } from '../../src/offline/sync/engine.ts';
import { createSyncStateStore } from '../../src/offline/sync-state/state.ts';
import { createSupabaseTransport } from '../../src/offline/sync/transport.ts';
import { createReachability } from '../../src/backend/reachability.ts';
import { ManualClock } from '../../src/offline/testing/manual-clock.ts';

let backend: TestBackend;
const clients = new Map<RoleKey, TestClient>();
const ROLES: RoleKey[] = ['super', 'admin', 'manager', 'leader', 'member', 'globex'];

beforeAll(async () => {
  backend = await startTestBackend();
  for (const role of ROLES) clients.set(role, await backend.signIn(ACCOUNTS[role].email));
});
afterAll(async () => {
  await backend?.close();
});
const as = (role: RoleKey) => clients.get(role)!;

describe('the reports list read', () => {
  it("shows the team leader of Alpha only Alpha, the org admin Acme's teams, Globex nothing of Acme", async () => {
    expect((await loadReportTeams(as('leader'))).map((t) => t.team_name)).toEqual(['Alpha']);
    expect((await loadReportTeams(as('manager'))).map((t) => t.team_name)).toEqual(['Alpha']);
    expect((await loadReportTeams(as('admin'), ORG.acme)).map((t) => t.team_name)).toEqual(['Alpha', 'Beta']);
    expect(await loadReportTeams(as('globex'))).toEqual([]);
    expect(await loadReportTeams(as('globex'), ORG.acme)).toEqual([]);
    expect(await loadReportTeams(as('member'))).toEqual([]);
  });
});

describe('the team report of Alpha', () => {
  it('as its team leader: figures hand-computed from the seed', async () => {
    const report = buildTeamReport(await loadTeamAssessmentRows(as('leader'), TEAM.alpha));
    expect(report.teamName).toBe('Alpha');
    // Laura (leader): TPM 56, MBTI 88, TWN 70, Leadership self 73 and by the manager 90, alignment 85;
    // Mario: MBTI 88, alignment 48; Nicola: none.
    // Average (56 + 88 + 70 + 73 + 90 + 85 + 88 + 48) / 8 = 598 / 8 = 74.75 -> 74.8
    expect(report.stats).toEqual({ memberCount: 3, membersAssessed: 2, completedAssessments: 8, averageScore: 74.8 });
    const laura = report.members.find((m) => m.id === ACCOUNTS.leader.userId)!;
    expect(laura.profile).toMatchObject({
      dominantProfile: 'Relate',
      mbtiType: 'ISFJ',
      dimensionScores: { Create: 27, Relate: 100, Organize: 40 },
    });
    expect(laura.comparisons.find((c) => c.assessmentType === 'leadership')).toEqual({
      assessmentType: 'leadership',
      self: 73,
      manager: 90,
      peer: null,
      peerCount: 0,
      templates: [{ name: 'Leadership Quick Check', version: 1 }],
    });
    const mario = report.members.find((m) => m.id === ACCOUNTS.member.userId)!;
    expect(mario.profile.mbtiType).toBe('ENTJ');
    expect(report.mbti.types.filter((t) => t.count > 0)).toEqual([
      { type: 'ISFJ', count: 1 },
      { type: 'ENTJ', count: 1 },
    ]);
    expect(report.tpm.averages).toEqual({ Create: 27, Relate: 100, Organize: 40 });
    expect(report.correlation.cells).toEqual([{ mbtiType: 'ISFJ', profile: 'Relate', count: 1 }]);
    // The seeded alignment rule gives Laura 85 (high) and Mario 48 (low): low 1 of 2 = 50 % > 30 %; average 66.5, not under 60.
    expect(laura.profile).toMatchObject({ alignment: 85, dominantPassion: 'Relate', prevalentWork: 'Relate' });
    expect(laura.alignmentBand).toBe('high');
    expect(mario.profile).toMatchObject({ alignment: 48, dominantPassion: 'Create', prevalentWork: 'Organize' });
    expect(mario.alignmentBand).toBe('low');
    expect(report.alignment).toMatchObject({
      measured: 2,
      average: 66.5,
      lowShare: 0.5,
      warnings: ['low_alignment_share'],
    });
  });

  it('gives Globex and a plain member nothing of it', async () => {
    expect(await loadTeamAssessmentRows(as('globex'), TEAM.alpha)).toEqual([]);
    expect(await loadTeamAssessmentRows(as('member'), TEAM.alpha)).toEqual([]);
    expect(await loadCoachingRows(as('globex'), TEAM.alpha)).toEqual([]);
  });

  it('a team leader of Alpha reads no report of Beta', async () => {
    expect(await loadTeamAssessmentRows(as('leader'), TEAM.beta)).toEqual([]);
    expect(await loadCoachingRows(as('leader'), TEAM.beta)).toEqual([]);
  });

  it('the coaching report groups the session per phase and member', async () => {
    const sessions = buildCoachingReport(await loadCoachingRows(as('leader'), TEAM.alpha));
    expect(sessions.length).toBeGreaterThan(0);
    for (const s of sessions) {
      expect(s.members.map((m) => m.id).sort()).toEqual(
        [ACCOUNTS.leader.userId, ACCOUNTS.member.userId, ACCOUNTS.newMember.userId].sort(),
      );
      expect(s.phases.map((p) => p.number)).toEqual([...s.phases.map((p) => p.number)].sort((a, b) => a - b));
    }
  });
});

describe("a member's own results", () => {
  it('reads score, stored results and template version of their completed MBTI; Globex reads nothing', async () => {
    const own = await loadOwnResult(as('member'), assessmentId(3));
    expect(own).toMatchObject({
      id: assessmentId(3),
      assessment_type: 'mbti',
      score: 88,
      results: { type: 'ENTJ' },
      template_version: 1,
    });
    expect(await loadOwnResult(as('globex'), assessmentId(3))).toBeNull();
  });
});

describe('the notification bell', () => {
  it("lists only the user's own, and marks one read through the outbox", async () => {
    const service = backend.serviceClient();
    const inserted = await service
      .from('notifications')
      .insert({
        user_id: ACCOUNTS.member.userId,
        organization_id: ORG.acme,
        title: 'Prova',
        message: 'x',
        notification_type: 'test',
        priority: 'urgent',
      })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    const id = inserted.data!.id;
    const owner = ACCOUNTS.member.userId;

    await refreshNotifications(as('member'), owner);
    const mine = await readNotifications(owner);
    expect(mine.find((n) => n.id === id)).toMatchObject({ priority: 'urgent', read_at: null });
    await refreshNotifications(as('leader'), ACCOUNTS.leader.userId);
    expect((await readNotifications(ACCOUNTS.leader.userId)).find((n) => n.id === id)).toBeUndefined();

    await markNotificationRead(owner, id);
    expect((await readNotifications(owner)).find((n) => n.id === id)?.read_at).not.toBeNull();
    const before = await service.from('notifications').select('read_at').eq('id', id).single();
    expect(before.data?.read_at).toBeNull();

    const engine = new SyncEngine({
      db: getOfflineDb(),
      transport: createSupabaseTransport(as('member') as unknown as SupabaseClient),
      getOwnerId: () => owner,
      state: createSyncStateStore(),
      clock: new ManualClock(),
      random: () => 0.5,
      runExclusive: (task) => task(),
      registerSync: async () => false,
      reachability: createReachability(true),
      triggers: {},
    });
    await engine.flush();
    const after = await service.from('notifications').select('read_at').eq('id', id).single();
    expect(after.data?.read_at).not.toBeNull();
    expect(await getOfflineDb().outbox.count()).toBe(0);
  });
});
