// bench:scale's "before": the read policies as they were before 20250131000100 (each row's columns
// passed to the access helpers, so Postgres ran them once per row) and the reports list as it was
// before 20250131000200 and 20250131000300 (private.in_report_scope asked team by team, the templates
// and organisations read row by row). bench/scale.ts applies them to a
// copy of the organisation's data folder and reads both copies, interleaved, in one run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsDir } from '../server/db/open.ts';

const POLICIES_BEFORE = `
alter policy "team mates, leaders, coaches and admins read profiles they work with" on public.profiles
  using (private.can_oversee_org(organization_id) or private.can_oversee_user(user_id) or private.shares_team_with(user_id));
alter policy "members, leaders, coaches and admins read the teams they belong to" on public.teams
  using (private.can_oversee_org(organization_id) or private.leads_team(id) or private.is_team_member(id) or private.coaches_team(id));
alter policy "members read the membership of their own teams" on public.team_members
  using (member_id = (select auth.uid()) or private.can_see_team(team_id));
alter policy "users read their own roles and admins those of their organisation" on public.user_roles
  using (user_id = (select auth.uid()) or private.can_oversee_org(organization_id) or (select private.is_super_admin()));
alter policy "users read their own assessments and overseers their teams' results" on public.assessments
  using (user_id = (select auth.uid()) or private.can_oversee_team(team_id) or private.can_oversee_org(organization_id));
`;

/** The reports list of before: the migration that last defined it, unchanged. */
const LIST_BEFORE = readFileSync(
  path.join(migrationsDir, '20250128000100_read_team_assessments_once_in_reports_list.sql'),
  'utf8',
);

export const SCHEMA_BEFORE_SQL = POLICIES_BEFORE + LIST_BEFORE;
