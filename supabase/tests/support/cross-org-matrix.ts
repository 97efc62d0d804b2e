/**
 * Cross-organisation writes, generated from the catalog: for every foreign key of every public
 * table, the table's Acme insert and Acme update with that one column pointed at a Globex row
 * (support/cross-org-fixtures.ts). Both ends of a foreign key stay in one organisation, so every
 * role is refused, except where the listed roles may legitimately write a row that then lies wholly
 * in Globex. A new table or foreign key is covered without editing this file, provided its
 * referenced table has a Globex row below (the PGlite suite fails otherwise).
 */
import { ACCOUNTS, ORG, TEAM, type RoleKey } from './demo-ids.ts';
import { GLOBEX } from './cross-org-fixtures.ts';
import { TABLES, WRITE_CASES } from './security-matrix.ts';
import { WORKSHOP } from './workshop-fixtures.ts';

export interface ForeignKey {
  table: string;
  column: string;
  refTable: string;
  refColumn: string;
}

export const FOREIGN_KEYS_SQL = `
select cl.relname as "table", a.attname as "column", rn.nspname || '.' || rc.relname as "refTable", ra.attname as "refColumn"
from pg_constraint c
join pg_class cl on cl.oid = c.conrelid
join pg_namespace n on n.oid = cl.relnamespace
join pg_class rc on rc.oid = c.confrelid
join pg_namespace rn on rn.oid = rc.relnamespace
cross join lateral unnest(c.conkey, c.confkey) as k (col, refcol)
join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.col
join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = k.refcol
where c.contype = 'f' and n.nspname = 'public'
order by 1, 2`;

/** A Globex row of each referenced table, as the value of the referenced column. */
export const GLOBEX_END: Record<string, string> = {
  'auth.users': ACCOUNTS.globex.userId,
  'public.profiles': ACCOUNTS.globex.userId,
  'public.organizations': ORG.globex,
  'public.teams': TEAM.orion,
  'public.assessment_templates': GLOBEX.template,
  'public.scoring_rule_templates': GLOBEX.scoringRule,
  'public.assessment_assignments': GLOBEX.assignment,
  'public.coaching_programs': GLOBEX.program,
  'public.coaching_phases': GLOBEX.phase,
  'public.coaching_activities': GLOBEX.activity,
  'public.assignment_forms': GLOBEX.form,
  'public.coaching_activity_templates': GLOBEX.activityTemplate,
  'public.ai_prompt_templates': GLOBEX.prompt,
  'public.coaching_sessions': GLOBEX.session,
  'public.assignment_submissions': GLOBEX.submission,
  'public.ai_suggestions': GLOBEX.suggestion,
  'public.team_chat_messages': GLOBEX.chatMessage,
  'public.workshop_devices': WORKSHOP.globexDevice,
};

/** Foreign keys with no Globex end to point at, and why. */
export const NOT_CROSS_ORGANISATION: Record<string, string> = {
  'coaching_sessions.coach_id': 'coaches belong to no organisation',
  'profiles.user_id': 'the profile is the person: its organisation is organization_id',
  'user_roles.granted_by': 'stamped from the signed-in caller, whatever the request says (20250102000300)',
  'device_sync_health.organization_id': "stamped from the reporter's profile, whatever the request says",
  'assessment_assignments.assigned_by': 'stamped from the signed-in caller, whatever the request says (20250111000500)',
  'team_manager_assignments.assigned_by':
    'stamped from the signed-in caller, whatever the request says (20250111000500)',
};

/**
 * Roles that may create a row lying wholly in Globex, because this is its only organisation-bearing
 * end: a super admin anywhere, a Globex member recording their own outbox receipt, and a Globex member reporting their own device (its organisation is
 * stamped from the user).
 */
const SUPER_CREATES = [
  'admin_profiles.id',
  'taas_coaches.user_id',
  'profiles.organization_id',
  'teams.organization_id',
  'assessment_templates.organization_id',
  'assessment_questions.template_id',
  'scoring_rule_templates.organization_id',
  'coaching_programs.organization_id',
  'coaching_phases.program_id',
  'coaching_activities.phase_id',
  'coaching_activity_templates.organization_id',
  'assignment_forms.organization_id',
  'form_questions.form_id',
  'ai_prompt_templates.organization_id',
];
const CREATES_IN_GLOBEX: Record<string, RoleKey[]> = {
  ...Object.fromEntries(SUPER_CREATES.map((key) => [key, ['super'] as RoleKey[]])),
  'device_sync_health.user_id': ['globex'],
  'outbox_receipts.user_id': ['globex'],
};
/** Rows that belong to no organisation, so pointing them at a Globex user is no crossing. */
const SUPER_REPOINTS = ['admin_profiles.id', 'taas_coaches.user_id'];

export interface CrossOrgCase {
  name: string;
  table: string;
  column: string;
  value: string;
  /** An insert of this row, or an update of `id` with `{ [column]: value }`. */
  insert?: Record<string, unknown>;
  id?: string;
  allowed: RoleKey[];
}

/** The Acme row every case starts from is the one the org admin would write. */
const BASE_ROLE: RoleKey = 'admin';

export function crossOrgCases(foreignKeys: ForeignKey[]): CrossOrgCase[] {
  const cases: CrossOrgCase[] = [];
  for (const fk of foreignKeys) {
    const key = `${fk.table}.${fk.column}`;
    const value = GLOBEX_END[fk.refTable];
    if (key in NOT_CROSS_ORGANISATION || value === undefined) continue;
    const writes = WRITE_CASES[fk.table];
    if (!writes)
      throw new Error(
        `${fk.table} has no write cases in support/security-matrix.ts (tables there: ${TABLES.join(', ')})`,
      );
    cases.push({
      name: `insert ${key} -> Globex ${fk.refTable}`,
      table: fk.table,
      column: fk.column,
      value,
      insert: { ...writes.inserts[0]!.row(BASE_ROLE), [fk.column]: value },
      allowed: CREATES_IN_GLOBEX[key] ?? [],
    });
    cases.push({
      name: `update ${key} -> Globex ${fk.refTable}`,
      table: fk.table,
      column: fk.column,
      value,
      id: writes.update.id,
      allowed: SUPER_REPOINTS.includes(key) ? ['super'] : [],
    });
  }
  return cases;
}

/** Foreign keys the cases above cannot cover: a referenced table without a Globex row that is not explained. */
export const uncovered = (foreignKeys: ForeignKey[]): string[] =>
  foreignKeys
    .filter((fk) => !(`${fk.table}.${fk.column}` in NOT_CROSS_ORGANISATION) && GLOBEX_END[fk.refTable] === undefined)
    .map((fk) => `${fk.table}.${fk.column} -> ${fk.refTable}`);
