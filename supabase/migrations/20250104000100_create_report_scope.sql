-- Whose reports a caller reads. Row-level security already decides which rows anyone may
-- read; the report functions narrow that further to the teams the caller answers for, so that a
-- manager's report list is their managed teams and not every team their role lets them open:
--   super admin         every team (also while impersonating an org admin: the app passes the organisation);
--   org admin           every team of their organisation;
--   team leader         the teams they lead (teams.team_leader_id or an active team_leader role);
--   manager             the teams of their active team_manager_assignments.
-- The service role (server-side jobs) reads every team.
-- A plain member, a coach (except in the coaching report of their own sessions) or another
-- organisation's user is in no report scope.
create or replace function private.in_report_scope(_team_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return _team_id is not null and (
    auth.role() = 'service_role' or private.is_super_admin() or private.is_org_admin(private.team_org(_team_id)) or private.leads_team(_team_id)
  );
end;
$$;
comment on function private.in_report_scope(uuid) is 'True when the caller reads this team''s reports: super admins, the organisation''s admins, the team''s leaders and assigned managers.';

revoke execute on function private.in_report_scope(uuid) from public, anon;
grant execute on function private.in_report_scope(uuid) to authenticated, service_role;
