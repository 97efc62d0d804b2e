-- The team coaching screen shows the team's progress to everyone in it: a member of the
-- session's team reads the progress rows of that session, their teammates' included. Writing stays
-- with each row's own user; coaches and overseers keep their own policy.
create policy "members of the session's team read its progress" on public.user_activity_progress
  for select to authenticated
  using (private.is_team_member(private.session_team(session_id)));
