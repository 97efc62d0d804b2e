create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  organization_id uuid references public.organizations (id) on delete cascade,
  title text not null,
  message text,
  notification_type text,
  priority text not null default 'medium' check (priority in ('urgent', 'high', 'medium', 'low')),
  link text,
  read_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.notifications is 'Notifications for one user, with priority urgent/high/medium/low; read_at marks them read.';

create index notifications_user_id_idx on public.notifications (user_id, created_at desc);
create index notifications_organization_id_idx on public.notifications (organization_id);

create trigger set_updated_at before update on public.notifications
  for each row execute function private.set_updated_at();

alter table public.notifications enable row level security;

create policy "users read their own notifications and super admins all" on public.notifications
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_super_admin()));

create policy "admins notify users of their organisation" on public.notifications
  for insert to authenticated
  with check (
    (select private.is_super_admin())
    or (private.is_org_admin(organization_id) and private.user_org(user_id) = organization_id)
  );

create policy "users mark their own notifications" on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "users delete their own notifications" on public.notifications
  for delete to authenticated
  using (user_id = (select auth.uid()) or (select private.is_super_admin()));
