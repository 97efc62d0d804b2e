/**
 * What each demo role may do on each table, as data. Both the PGlite suite (supabase/tests) and the
 * HTTP suite (tests/integration/security-matrix.test.ts) run these same cases.
 */
import {
  ACCOUNTS,
  COACH_ID,
  ORG,
  PROGRAM_ID,
  PROMPT_ID,
  SESSION_ID,
  SPARE_USER_ID,
  TEAM,
  TEMPLATE,
  activityId,
  formId,
  phaseId,
  seedId,
  type RoleKey,
} from './demo-ids.ts';
import { FIXTURE_JWK, WORKSHOP } from './workshop-fixtures.ts';

type Row = Record<string, unknown>;
const ALL: RoleKey[] = ['super', 'admin', 'manager', 'leader', 'member', 'coach', 'globex', 'newMember'];
const ACME: RoleKey[] = ['admin', 'manager', 'leader', 'member', 'newMember'];
/** Who reads all of Acme's content and the library. */
const OVERSEERS: RoleKey[] = ['super', 'admin', 'manager', 'leader'];
/** Who reads only Acme's program through the session of team Alpha (its members and its coach). */
const FOLLOWERS: RoleKey[] = ['member', 'newMember', 'coach'];
const ids = (prefix: string, ...numbers: number[]): string[] => numbers.map((n) => seedId(prefix, n));

/**
 * An Acme template version nobody has assessed or been assigned, with one question, added by every suite
 * that runs the matrix (the seed's templates are in use, and the questions of a version in use refuse
 * every API write whoever writes: keep_questions_of_used_versions).
 */
export const UNASSIGNED = { template: seedId('50000000', 50), question: seedId('51000000', 9050) } as const;
export const UNASSIGNED_TEMPLATE_SQL = `
insert into public.assessment_templates (id, name, assessment_type_id, organization_id)
  values ('${UNASSIGNED.template}', 'Modello mai assegnato', 'tpm', '${ORG.acme}');
insert into public.assessment_questions (id, template_id, item_code, question_text, response_type)
  values ('${UNASSIGNED.question}', '${UNASSIGNED.template}', 'FX_01', 'Domanda di prova', 'likert_5');
`;

/** Visible seeded ids per role (roles left out see nothing), or a row count where ids are many. */
export type Visibility = Partial<Record<RoleKey, string[] | number>>;
const same = (roles: RoleKey[], value: string[] | number): Visibility =>
  Object.fromEntries(roles.map((r) => [r, value]));
const LIBRARY = {
  program: seedId('60000000', 101),
  phases: ids('61000000', 101, 102, 103),
  activities: ids('62000000', 101, 102, 103, 104, 105, 106, 107),
};

export const SELECT_EXPECTATIONS: Record<string, Visibility> = {
  organizations: { super: ids('10000000', 1, 2), ...same(ACME, ids('10000000', 1)), globex: ids('10000000', 2) },
  profiles: {
    super: ids('21000000', 1, 2, 3, 4, 5, 6, 7, 8, 9),
    ...same(['admin', 'manager'], ids('21000000', 2, 3, 4, 5, 8, 9)),
    ...same(['leader', 'member', 'newMember'], ids('21000000', 4, 5, 8)),
    coach: ids('21000000', 4, 5, 6, 8),
    globex: ids('21000000', 7),
  },
  admin_profiles: { super: ids('20000000', 1, 2), admin: ids('20000000', 2) },
  user_roles: {
    super: ids('31000000', 1, 2, 3, 4, 5, 6, 7, 8, 9, 10),
    ...same(['admin', 'manager'], ids('31000000', 2, 3, 4, 5, 6, 9, 10)),
    leader: ids('31000000', 4, 5),
    member: ids('31000000', 6),
    coach: ids('31000000', 7),
    globex: ids('31000000', 8),
    newMember: ids('31000000', 9),
  },
  teams: {
    super: ids('30000000', 1, 2, 3),
    ...same(['admin', 'manager'], ids('30000000', 1, 2)),
    ...same(['leader', 'member', 'newMember', 'coach'], ids('30000000', 1)),
    globex: ids('30000000', 3),
  },
  team_members: {
    super: ids('32000000', 1, 2, 3, 4),
    ...same([...ACME, 'coach'], ids('32000000', 1, 2, 3)),
    globex: ids('32000000', 4),
  },
  team_manager_assignments: same(['super', 'admin', 'manager', 'leader'], ids('33000000', 1)),
  taas_coaches: same(['super', 'coach', ...ACME], ids('40000000', 1)),
  // Content (templates, rules, programs and what hangs from them; the starter library's rows are
  // numbered 101 and up) is read in full by who authors, assigns or oversees it: super admins and
  // Acme's admin, manager and leader. A member reads the template versions of their own assessments
  // and assignments and the programs their teams follow; a coach those of the team they coach.
  assessment_templates: {
    ...same(OVERSEERS, ids('50000000', 1, 2, 3, 4, 5, 50, 101, 102)),
    member: ids('50000000', 1, 2, 3, 5),
    coach: ids('50000000', 1, 2, 3, 4, 5),
    ...same(['globex', 'newMember'], ids('50000000', 1)),
  },
  assessment_questions: { ...same(OVERSEERS, 59), member: 42, coach: 46, ...same(['globex', 'newMember'], 16) },
  scoring_rule_templates: {
    ...same([...OVERSEERS, 'coach'], ids('52000000', 1, 2, 3, 4, 5)),
    member: ids('52000000', 1, 2, 3, 5),
    ...same(['globex', 'newMember'], ids('52000000', 1)),
  },
  assessment_assignments: {
    super: ids('53000000', 1, 2, 3, 4, 5, 6, 11, 12, 13, 14, 15, 16, 17),
    ...same(['admin', 'manager', 'leader'], ids('53000000', 1, 2, 3, 4, 6, 11, 12, 13, 14, 15, 16, 17)),
    member: ids('53000000', 1, 2, 3, 17),
    newMember: ids('53000000', 15),
    globex: ids('53000000', 5),
  },
  assessments: {
    super: ids('54000000', 1, 2, 3, 4, 5, 6, 11, 12, 13, 14, 15, 16, 17),
    ...same(['admin', 'manager', 'leader'], ids('54000000', 1, 2, 3, 4, 6, 11, 12, 13, 14, 15, 16, 17)),
    member: ids('54000000', 1, 2, 3, 17),
    newMember: ids('54000000', 15),
    globex: ids('54000000', 5),
  },
  coaching_programs: { ...same(OVERSEERS, [PROGRAM_ID, LIBRARY.program]), ...same(FOLLOWERS, [PROGRAM_ID]) },
  coaching_phases: {
    ...same(OVERSEERS, ids('61000000', 1, 2, 3, 101, 102, 103)),
    ...same(FOLLOWERS, ids('61000000', 1, 2, 3)),
  },
  coaching_activities: {
    ...same(OVERSEERS, [...ids('62000000', 1, 2, 3, 4, 5, 6, 7), ...LIBRARY.activities]),
    ...same(FOLLOWERS, ids('62000000', 1, 2, 3, 4, 5, 6, 7)),
  },
  coaching_activity_templates: {
    ...same(OVERSEERS, ids('63000000', 1, 101)),
    ...same(FOLLOWERS, ids('63000000', 1)),
  },
  coaching_sessions: same(['super', 'coach', ...ACME], [SESSION_ID]),
  // The session's whole team reads its progress (team coaching screen), new@acme included.
  user_activity_progress: same(
    ['super', 'admin', 'manager', 'leader', 'member', 'newMember', 'coach'],
    ids('92000000', 1, 2),
  ),
  assignment_forms: {
    ...same(OVERSEERS, ids('70000000', 1, 2, 101, 102)),
    ...same(FOLLOWERS, ids('70000000', 1, 2)),
  },
  form_questions: { ...same(OVERSEERS, 20), ...same(FOLLOWERS, 10) },
  assignment_submissions: same(['super', 'admin', 'manager', 'leader', 'coach'], ids('72000000', 1)),
  ai_prompt_templates: same([...OVERSEERS, ...FOLLOWERS], [PROMPT_ID]),
  ai_suggestions: same(['super', 'admin', 'manager', 'leader', 'member', 'coach'], ids('81000000', 1, 2)),
  team_chat_messages: same(['super', 'coach', ...ACME], ids('90000000', 1, 2, 3)),
  notifications: { member: ids('91000000', 1, 2), leader: ids('91000000', 3), globex: ids('91000000', 4) },
  device_sync_health: same(['super', 'admin', 'member'], ids('93000000', 1)),
  outbox_receipts: { member: ids('94000000', 1) },
  // Workshop tablets (support/workshop-fixtures.ts): an org admin and who prepared a tablet read it.
  workshop_devices: {
    super: [WORKSHOP.acmeDevice, WORKSHOP.globexDevice],
    ...same(['admin', 'coach'], [WORKSHOP.acmeDevice]),
    globex: [WORKSHOP.globexDevice],
  },
  workshop_batches: {},
  workshop_refusals: same(['super', 'admin', 'coach'], [WORKSHOP.refusal]),
  workshop_deliveries: same(['super', 'admin', 'manager', 'leader', 'member', 'coach'], [WORKSHOP.delivery]),
};

/** Seeded rows that belong to Acme, by table: member@globex.test must see none of them. */
export const ACME_ROWS_SQL: Record<string, string> = {
  organizations: `select id from public.organizations where id = '${ORG.acme}'`,
  profiles: `select id from public.profiles where organization_id = '${ORG.acme}'`,
  admin_profiles: `select a.id from public.admin_profiles a join public.profiles p on p.user_id = a.id where p.organization_id = '${ORG.acme}'`,
  user_roles: `select id from public.user_roles where organization_id = '${ORG.acme}'`,
  teams: `select id from public.teams where organization_id = '${ORG.acme}'`,
  team_members: `select m.id from public.team_members m join public.teams t on t.id = m.team_id where t.organization_id = '${ORG.acme}'`,
  team_manager_assignments: `select m.id from public.team_manager_assignments m join public.teams t on t.id = m.team_id where t.organization_id = '${ORG.acme}'`,
  taas_coaches: `select c.id from public.taas_coaches c join public.coaching_sessions s on s.coach_id = c.id join public.teams t on t.id = s.team_id where t.organization_id = '${ORG.acme}'`,
  assessment_templates: `select id from public.assessment_templates where organization_id = '${ORG.acme}'`,
  assessment_questions: `select q.id from public.assessment_questions q join public.assessment_templates t on t.id = q.template_id where t.organization_id = '${ORG.acme}'`,
  scoring_rule_templates: `select id from public.scoring_rule_templates where organization_id = '${ORG.acme}'`,
  assessment_assignments: `select id from public.assessment_assignments where organization_id = '${ORG.acme}'`,
  assessments: `select id from public.assessments where organization_id = '${ORG.acme}'`,
  coaching_programs: `select id from public.coaching_programs where organization_id = '${ORG.acme}'`,
  coaching_phases: `select ph.id from public.coaching_phases ph join public.coaching_programs p on p.id = ph.program_id where p.organization_id = '${ORG.acme}'`,
  coaching_activities: `select a.id from public.coaching_activities a join public.coaching_phases ph on ph.id = a.phase_id join public.coaching_programs p on p.id = ph.program_id where p.organization_id = '${ORG.acme}'`,
  coaching_activity_templates: `select id from public.coaching_activity_templates where organization_id = '${ORG.acme}'`,
  coaching_sessions: `select s.id from public.coaching_sessions s join public.teams t on t.id = s.team_id where t.organization_id = '${ORG.acme}'`,
  user_activity_progress: `select g.id from public.user_activity_progress g join public.profiles p on p.user_id = g.user_id where p.organization_id = '${ORG.acme}'`,
  assignment_forms: `select id from public.assignment_forms where organization_id = '${ORG.acme}'`,
  form_questions: `select q.id from public.form_questions q join public.assignment_forms f on f.id = q.form_id where f.organization_id = '${ORG.acme}'`,
  assignment_submissions: `select s.id from public.assignment_submissions s join public.profiles p on p.user_id = s.user_id where p.organization_id = '${ORG.acme}'`,
  ai_prompt_templates: `select id from public.ai_prompt_templates where organization_id = '${ORG.acme}'`,
  ai_suggestions: `select s.id from public.ai_suggestions s join public.profiles p on p.user_id = s.user_id where p.organization_id = '${ORG.acme}'`,
  team_chat_messages: `select m.id from public.team_chat_messages m join public.teams t on t.id = m.team_id where t.organization_id = '${ORG.acme}'`,
  notifications: `select id from public.notifications where organization_id = '${ORG.acme}'`,
  device_sync_health: `select installation_id as id from public.device_sync_health where organization_id = '${ORG.acme}'`,
  outbox_receipts: `select r.op_id as id from public.outbox_receipts r join public.profiles p on p.user_id = r.user_id where p.organization_id = '${ORG.acme}'`,
  workshop_devices: `select id from public.workshop_devices where organization_id = '${ORG.acme}'`,
  workshop_batches: `select b.batch_id as id from public.workshop_batches b join public.workshop_devices d on d.id = b.device_id where d.organization_id = '${ORG.acme}'`,
  workshop_refusals: `select r.id from public.workshop_refusals r join public.workshop_devices d on d.id = r.device_id where d.organization_id = '${ORG.acme}'`,
  workshop_deliveries: `select w.op_id as id from public.workshop_deliveries w join public.workshop_devices d on d.id = w.device_id where d.organization_id = '${ORG.acme}'`,
};

export const TABLES = Object.keys(SELECT_EXPECTATIONS);
/** The column that names one row: `id` (admin_profiles.id is the user's id), unless listed. */
const KEY_COLUMN: Record<string, string> = {
  device_sync_health: 'installation_id',
  outbox_receipts: 'op_id',
  workshop_batches: 'batch_id',
  workshop_deliveries: 'op_id',
};
export const keyOf = (table: string): string => KEY_COLUMN[table] ?? 'id';

export interface InsertCase {
  name: string;
  row: (role: RoleKey) => Row;
  allowed: RoleKey[];
}
export interface WriteCases {
  inserts: InsertCase[];
  /** Patch a seeded row. */
  update: { id: string; patch: Row; allowed: RoleKey[] };
  /** Delete a copy of a seeded row (made by the superuser with `override` applied for unique columns). */
  delete: { cloneOf: string; override: Row; allowed: RoleKey[] };
}

const uid = (role: RoleKey): string => ACCOUNTS[role].userId;
const member = ACCOUNTS.member.userId;
const newId = (n: number): string => seedId('ee000000', n);
const onlyAdmins: RoleKey[] = ['super', 'admin'];
const chatRole = (role: RoleKey): string =>
  role === 'coach' ? 'coach' : role === 'leader' || role === 'manager' ? 'team_leader' : 'member';

export const WRITE_CASES: Record<string, WriteCases> = {
  organizations: {
    inserts: [{ name: 'a new organisation', row: () => ({ id: newId(1), name: 'Zeta' }), allowed: ['super'] }],
    update: { id: ORG.acme, patch: { logo_url: '/demo/new-logo.svg' }, allowed: onlyAdmins },
    delete: { cloneOf: ORG.acme, override: { name: 'Acme copy' }, allowed: ['super'] },
  },
  profiles: {
    inserts: [
      {
        name: 'a profile in Acme',
        row: () => ({ user_id: SPARE_USER_ID, organization_id: ORG.acme, email: 'spare@acme.test' }),
        allowed: onlyAdmins,
      },
    ],
    update: { id: seedId('21000000', 5), patch: { phone: '+39 02 9999999' }, allowed: ['super', 'admin', 'member'] },
    delete: { cloneOf: seedId('21000000', 5), override: { user_id: SPARE_USER_ID }, allowed: onlyAdmins },
  },
  admin_profiles: {
    inserts: [
      { name: 'an admin profile', row: () => ({ id: SPARE_USER_ID, admin_level: 'super_admin' }), allowed: ['super'] },
    ],
    update: { id: ACCOUNTS.admin.userId, patch: { admin_level: 'org_admin' }, allowed: ['super'] },
    delete: { cloneOf: ACCOUNTS.admin.userId, override: { id: SPARE_USER_ID }, allowed: ['super'] },
  },
  user_roles: {
    inserts: [
      {
        name: 'a manager role in Acme',
        row: () => ({ user_id: member, role_type: 'manager', organization_id: ORG.acme }),
        allowed: onlyAdmins,
      },
      {
        name: 'a super_admin role for oneself',
        row: (r) => ({ user_id: uid(r), role_type: 'super_admin' }),
        allowed: ['super'],
      },
    ],
    update: { id: seedId('31000000', 6), patch: { role_metadata: { role: 'coordinator' } }, allowed: onlyAdmins },
    delete: { cloneOf: seedId('31000000', 6), override: {}, allowed: onlyAdmins },
  },
  teams: {
    inserts: [{ name: 'an Acme team', row: () => ({ name: 'Gamma', organization_id: ORG.acme }), allowed: onlyAdmins }],
    update: { id: TEAM.alpha, patch: { description: 'Nuova descrizione' }, allowed: onlyAdmins },
    delete: { cloneOf: TEAM.beta, override: {}, allowed: onlyAdmins },
  },
  team_members: {
    inserts: [
      { name: 'member joins Beta', row: () => ({ team_id: TEAM.beta, member_id: member }), allowed: onlyAdmins },
    ],
    update: { id: seedId('32000000', 2), patch: { role: 'coordinator' }, allowed: onlyAdmins },
    delete: { cloneOf: seedId('32000000', 2), override: { team_id: TEAM.beta }, allowed: onlyAdmins },
  },
  team_manager_assignments: {
    inserts: [
      {
        name: 'manager on Beta',
        row: () => ({ team_id: TEAM.beta, manager_id: ACCOUNTS.manager.userId }),
        allowed: onlyAdmins,
      },
    ],
    update: { id: seedId('33000000', 1), patch: { is_active: true }, allowed: onlyAdmins },
    delete: { cloneOf: seedId('33000000', 1), override: { team_id: TEAM.beta }, allowed: onlyAdmins },
  },
  taas_coaches: {
    inserts: [{ name: 'a coach', row: () => ({ user_id: SPARE_USER_ID }), allowed: ['super'] }],
    update: { id: COACH_ID, patch: { bio: 'Nuova bio' }, allowed: ['super', 'coach'] },
    delete: { cloneOf: COACH_ID, override: { user_id: SPARE_USER_ID }, allowed: ['super'] },
  },
  assessment_templates: {
    inserts: [
      {
        name: 'an Acme template',
        row: () => ({ name: 'T', assessment_type_id: 'tpm', organization_id: ORG.acme }),
        allowed: onlyAdmins,
      },
    ],
    update: { id: UNASSIGNED.template, patch: { description: 'x' }, allowed: onlyAdmins },
    delete: { cloneOf: UNASSIGNED.template, override: {}, allowed: onlyAdmins },
  },
  assessment_questions: {
    inserts: [
      {
        name: 'a question of the Acme template',
        row: () => ({
          template_id: UNASSIGNED.template,
          item_code: 'FX_99',
          question_text: 'x',
          response_type: 'likert_5',
        }),
        allowed: onlyAdmins,
      },
    ],
    update: { id: UNASSIGNED.question, patch: { help_text: 'x' }, allowed: onlyAdmins },
    delete: { cloneOf: UNASSIGNED.question, override: { item_code: 'FX_98' }, allowed: onlyAdmins },
  },
  scoring_rule_templates: {
    inserts: [
      { name: 'a library rule', row: () => ({ name: 'x', rule_type: 'average' }), allowed: ['super'] },
      {
        name: 'an Acme rule',
        row: () => ({ name: 'x', rule_type: 'average', organization_id: ORG.acme }),
        allowed: onlyAdmins,
      },
    ],
    update: { id: seedId('52000000', 3), patch: { description: 'x' }, allowed: ['super'] },
    delete: { cloneOf: seedId('52000000', 3), override: {}, allowed: ['super'] },
  },
  assessment_assignments: {
    inserts: [
      {
        name: 'an assignment for member',
        row: () => ({ template_id: TEMPLATE.tpm, organization_id: ORG.acme, team_id: TEAM.alpha, user_id: member }),
        allowed: onlyAdmins,
      },
    ],
    update: { id: seedId('53000000', 1), patch: { due_date: '2027-01-31' }, allowed: onlyAdmins },
    delete: { cloneOf: seedId('53000000', 1), override: {}, allowed: onlyAdmins },
  },
  assessments: {
    inserts: [
      {
        name: "starting one's own assessment",
        row: (r) => ({
          user_id: uid(r),
          organization_id: ACCOUNTS[r].organizationId,
          template_id: TEMPLATE.tpm,
          assessment_type: 'tpm',
          evaluation_type: 'self',
        }),
        allowed: ALL,
      },
      {
        name: 'an assessment for member@acme',
        row: () => ({ user_id: member, organization_id: ORG.acme, template_id: TEMPLATE.tpm, assessment_type: 'tpm' }),
        allowed: ['super', 'admin', 'member'],
      },
    ],
    // Only the person taking an assessment answers or starts it; administrators change what defines it.
    update: { id: seedId('54000000', 1), patch: { started_at: '2026-11-20T10:00:00.000Z' }, allowed: ['member'] },
    delete: { cloneOf: seedId('54000000', 1), override: { assignment_id: null }, allowed: onlyAdmins },
  },
  coaching_programs: {
    inserts: [{ name: 'an Acme program', row: () => ({ name: 'P', organization_id: ORG.acme }), allowed: onlyAdmins }],
    update: { id: PROGRAM_ID, patch: { description: 'x' }, allowed: onlyAdmins },
    delete: { cloneOf: PROGRAM_ID, override: {}, allowed: onlyAdmins },
  },
  coaching_sessions: {
    inserts: [
      {
        name: 'a session for Beta',
        row: () => ({ program_id: PROGRAM_ID, team_id: TEAM.beta, coach_id: COACH_ID }),
        allowed: onlyAdmins,
      },
    ],
    update: { id: SESSION_ID, patch: { current_phase: 2 }, allowed: ['super', 'admin', 'coach'] },
    delete: { cloneOf: SESSION_ID, override: {}, allowed: onlyAdmins },
  },
  coaching_phases: {
    inserts: [
      { name: 'a phase', row: () => ({ program_id: PROGRAM_ID, title: 'F', phase_number: 9 }), allowed: onlyAdmins },
    ],
    update: { id: phaseId(1), patch: { description: 'x' }, allowed: onlyAdmins },
    delete: { cloneOf: phaseId(3), override: { phase_number: 8 }, allowed: onlyAdmins },
  },
  coaching_activities: {
    inserts: [
      {
        name: 'an activity',
        row: () => ({ phase_id: phaseId(1), title: 'A', activity_type: 'video' }),
        allowed: onlyAdmins,
      },
    ],
    update: { id: activityId(1), patch: { description: 'x' }, allowed: onlyAdmins },
    delete: { cloneOf: activityId(3), override: {}, allowed: onlyAdmins },
  },
  coaching_activity_templates: {
    inserts: [
      {
        name: 'an Acme activity template',
        row: () => ({ title: 'T', activity_type: 'quiz', organization_id: ORG.acme }),
        allowed: onlyAdmins,
      },
    ],
    update: { id: seedId('63000000', 1), patch: { description: 'x' }, allowed: onlyAdmins },
    delete: { cloneOf: seedId('63000000', 1), override: {}, allowed: onlyAdmins },
  },
  assignment_forms: {
    inserts: [{ name: 'an Acme form', row: () => ({ title: 'F', organization_id: ORG.acme }), allowed: onlyAdmins }],
    update: { id: formId(1), patch: { description: 'x' }, allowed: onlyAdmins },
    delete: { cloneOf: formId(2), override: {}, allowed: onlyAdmins },
  },
  form_questions: {
    inserts: [
      {
        name: 'a form question',
        row: () => ({ form_id: formId(1), question_text: 'Q', question_type: 'text_short' }),
        allowed: onlyAdmins,
      },
    ],
    update: { id: seedId('71000000', 1), patch: { help_text: 'x' }, allowed: onlyAdmins },
    delete: { cloneOf: seedId('71000000', 1), override: {}, allowed: onlyAdmins },
  },
  user_activity_progress: {
    inserts: [
      {
        name: "one's own progress in the Alpha session",
        row: (r) => ({
          user_id: uid(r),
          activity_id: activityId(3),
          session_id: SESSION_ID,
          status: 'in_progress',
          completion_percentage: 50,
        }),
        allowed: ['super', 'admin', 'manager', 'leader', 'member', 'coach', 'newMember'],
      },
      {
        name: 'progress for member@acme',
        row: () => ({ user_id: member, activity_id: activityId(4), session_id: SESSION_ID, status: 'in_progress' }),
        allowed: ['member'],
      },
    ],
    update: { id: seedId('92000000', 1), patch: { completion_percentage: 60 }, allowed: ['member'] },
    delete: { cloneOf: seedId('92000000', 1), override: { activity_id: activityId(5) }, allowed: ['super'] },
  },
  assignment_submissions: {
    inserts: [
      {
        name: "one's own submission",
        row: (r) => ({ form_id: formId(2), user_id: uid(r), answers: {} }),
        allowed: ['super', 'coach', ...ACME],
      },
      {
        name: 'a submission for member@acme',
        row: () => ({ form_id: formId(1), user_id: member, answers: {} }),
        allowed: ['member'],
      },
    ],
    update: { id: seedId('72000000', 1), patch: { ai_suggestions: { note: 'x' } }, allowed: ['leader'] },
    delete: { cloneOf: seedId('72000000', 1), override: { form_id: formId(2) }, allowed: ['super'] },
  },
  ai_prompt_templates: {
    inserts: [
      {
        name: 'a global prompt',
        row: () => ({ name: 'P', system_prompt: 's', user_prompt_template: 'u' }),
        allowed: ['super'],
      },
    ],
    update: { id: PROMPT_ID, patch: { description: 'x' }, allowed: ['super'] },
    delete: { cloneOf: PROMPT_ID, override: {}, allowed: ['super'] },
  },
  ai_suggestions: {
    inserts: [
      // Only the ai-suggestion function stores suggestions (with the service role): their content is the generator's.
      {
        name: "one's own suggestion",
        row: (r) => ({ activity_id: activityId(7), user_id: uid(r) }),
        allowed: [],
      },
      {
        name: 'a suggestion for member@acme',
        row: () => ({ activity_id: activityId(7), user_id: member }),
        allowed: [],
      },
      {
        name: 'a team suggestion for the Acme session (no activity)',
        row: (r) => ({ activity_id: null, session_id: SESSION_ID, user_id: uid(r) }),
        allowed: [],
      },
    ],
    update: { id: seedId('81000000', 2), patch: { status: 'accepted' }, allowed: ['member'] },
    delete: { cloneOf: seedId('81000000', 2), override: {}, allowed: ['super'] },
  },
  team_chat_messages: {
    inserts: [
      {
        name: "a message in Alpha under one's own role",
        row: (r) => ({
          team_id: TEAM.alpha,
          session_id: SESSION_ID,
          sender_id: uid(r),
          sender_role: chatRole(r),
          message: 'Ciao',
        }),
        allowed: ['manager', 'leader', 'member', 'coach', 'newMember'],
      },
      {
        name: 'a message posing as the coach of the Alpha session',
        row: (r) => ({
          team_id: TEAM.alpha,
          session_id: SESSION_ID,
          sender_id: uid(r),
          sender_role: 'coach',
          message: 'Sono il coach',
        }),
        allowed: ['coach'],
      },
      {
        name: 'a coach message outside any session the sender coaches',
        row: (r) => ({ team_id: TEAM.alpha, sender_id: uid(r), sender_role: 'coach', message: 'Sono il coach' }),
        allowed: [],
      },
    ],
    update: { id: seedId('90000000', 3), patch: { message: 'Video finito!' }, allowed: ['member'] },
    delete: { cloneOf: seedId('90000000', 3), override: {}, allowed: ['super', 'admin', 'member'] },
  },
  device_sync_health: {
    inserts: [
      {
        name: "one's own device report",
        row: (r) => ({ installation_id: newId(5), user_id: uid(r), pending_changes: 1 }),
        allowed: ALL,
      },
      {
        name: 'a device report for member@acme',
        row: () => ({ installation_id: newId(6), user_id: member }),
        allowed: ['member'],
      },
    ],
    update: { id: seedId('93000000', 1), patch: { pending_changes: 0 }, allowed: ['member'] },
    delete: { cloneOf: seedId('93000000', 1), override: {}, allowed: ['super', 'admin', 'member'] },
  },
  outbox_receipts: {
    inserts: [
      {
        name: "a receipt of one's own operation",
        row: (r) => ({ user_id: uid(r), op_id: newId(7), kind: 'chat-message/send', answer: {} }),
        allowed: ALL,
      },
      {
        name: "a receipt in member@acme's name",
        row: () => ({ user_id: member, op_id: newId(8), kind: 'chat-message/send', answer: {} }),
        allowed: ['member'],
      },
    ],
    update: { id: seedId('94000000', 1), patch: { answer: { status: 'ok' } }, allowed: ['member'] },
    delete: { cloneOf: seedId('94000000', 1), override: {}, allowed: ['member'] },
  },
  notifications: {
    inserts: [
      {
        name: 'a notification for member@acme',
        row: () => ({ user_id: member, organization_id: ORG.acme, title: 'T' }),
        allowed: onlyAdmins,
      },
    ],
    update: { id: seedId('91000000', 1), patch: { read_at: '2026-11-20T10:00:00.000Z' }, allowed: ['member'] },
    delete: { cloneOf: seedId('91000000', 1), override: {}, allowed: ['member'] },
  },
  // Workshop tablets are written only by their rpcs and the service-role batch function.
  workshop_devices: {
    inserts: [
      {
        name: 'a tablet for Alpha',
        row: (r) => ({
          organization_id: ORG.acme,
          team_id: TEAM.alpha,
          label: 'Tablet',
          public_key: FIXTURE_JWK,
          prepared_by: uid(r),
          upload_until: '2099-01-01T00:00:00.000Z',
        }),
        allowed: [],
      },
    ],
    update: { id: WORKSHOP.acmeDevice, patch: { upload_until: '2099-06-01T00:00:00.000Z' }, allowed: [] },
    delete: { cloneOf: WORKSHOP.acmeDevice, override: {}, allowed: [] },
  },
  workshop_batches: {
    inserts: [
      { name: 'an answered batch', row: () => ({ device_id: WORKSHOP.acmeDevice, batch_id: newId(9) }), allowed: [] },
    ],
    update: { id: WORKSHOP.batch, patch: { answer: { results: [] } }, allowed: [] },
    delete: { cloneOf: WORKSHOP.batch, override: {}, allowed: [] },
  },
  workshop_refusals: {
    inserts: [
      {
        name: 'a refusal',
        row: (r) => ({ device_id: WORKSHOP.acmeDevice, op_id: 'op-2', user_id: uid(r), reason: 'kind_not_allowed' }),
        allowed: [],
      },
    ],
    update: { id: WORKSHOP.refusal, patch: { reason: 'bad_operation' }, allowed: [] },
    delete: { cloneOf: WORKSHOP.refusal, override: { op_id: 'op-clone' }, allowed: [] },
  },
  workshop_deliveries: {
    inserts: [
      {
        name: "a delivery in one's own name",
        row: (r) => ({ op_id: newId(10), device_id: WORKSHOP.acmeDevice, user_id: uid(r), kind: 'progress/upsert' }),
        allowed: [],
      },
    ],
    update: { id: WORKSHOP.delivery, patch: { kind: 'assessment/complete' }, allowed: [] },
    delete: { cloneOf: WORKSHOP.delivery, override: {}, allowed: [] },
  },
};

/** The three role-check RPCs: each call and the roles for which it answers true. */
export interface RpcCase {
  name: string;
  fn: string;
  args: (role: RoleKey) => Record<string, unknown>;
  trueFor: RoleKey[];
}
const OWN_ROLE: Record<RoleKey, [string, string | null, string | null]> = {
  super: ['super_admin', null, null],
  admin: ['org_admin', ORG.acme, null],
  manager: ['manager', ORG.acme, null],
  leader: ['team_leader', ORG.acme, TEAM.alpha],
  member: ['team_member', ORG.acme, TEAM.alpha],
  coach: ['coach', null, null],
  globex: ['team_member', ORG.globex, TEAM.orion],
  newMember: ['team_member', ORG.acme, TEAM.alpha],
};
export const RPC_CASES: RpcCase[] = [
  { name: 'is_super_admin_check()', fn: 'is_super_admin_check', args: () => ({}), trueFor: ['super'] },
  {
    name: 'is_org_admin_check(Acme)',
    fn: 'is_org_admin_check',
    args: () => ({ org_id: ORG.acme }),
    trueFor: ['admin'],
  },
  { name: 'is_org_admin_check(Globex)', fn: 'is_org_admin_check', args: () => ({ org_id: ORG.globex }), trueFor: [] },
  {
    name: 'has_role_check(self, own role, own org, own team)',
    fn: 'has_role_check',
    args: (r) => ({ _user_id: uid(r), _role_type: OWN_ROLE[r][0], _org_id: OWN_ROLE[r][1], _team_id: OWN_ROLE[r][2] }),
    trueFor: ALL,
  },
  {
    name: 'has_role_check(self, super_admin)',
    fn: 'has_role_check',
    args: (r) => ({ _user_id: uid(r), _role_type: 'super_admin' }),
    trueFor: ['super'],
  },
  {
    name: 'has_role_check(member@acme, team_member, Acme, Alpha)',
    fn: 'has_role_check',
    args: () => ({ _user_id: member, _role_type: 'team_member', _org_id: ORG.acme, _team_id: TEAM.alpha }),
    trueFor: ['super', 'admin', 'member'],
  },
  {
    name: 'has_role_check(member@acme, team_member, Globex)',
    fn: 'has_role_check',
    args: () => ({ _user_id: member, _role_type: 'team_member', _org_id: ORG.globex }),
    trueFor: [],
  },
];
