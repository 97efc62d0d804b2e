create table public.coaching_phases (
  id uuid primary key default gen_random_uuid(),
  program_id uuid not null references public.coaching_programs (id) on delete cascade,
  title text not null,
  description text,
  phase_number integer not null check (phase_number >= 1),
  duration_weeks integer not null default 4 check (duration_weeks > 0),
  learning_objectives jsonb not null default '[]'::jsonb,
  deliverables jsonb not null default '[]'::jsonb,
  template_id uuid references public.coaching_phases (id) on delete set null,
  is_from_template boolean not null default false,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (program_id, phase_number)
);
comment on table public.coaching_phases is 'Ordered phases of a coaching program; template_id = the phase it was copied from.';

create index coaching_phases_program_id_idx on public.coaching_phases (program_id, phase_number);

create trigger set_updated_at before update on public.coaching_phases
  for each row execute function private.set_updated_at();

alter table public.coaching_phases enable row level security;

create policy "readers of a program read its phases" on public.coaching_phases
  for select to authenticated
  using (private.can_read_program(program_id));

create policy "admins add phases to their programs" on public.coaching_phases
  for insert to authenticated
  with check (private.can_manage_org(private.program_org(program_id)));

create policy "admins change phases of their programs" on public.coaching_phases
  for update to authenticated
  using (private.can_manage_org(private.program_org(program_id)))
  with check (private.can_manage_org(private.program_org(program_id)));

create policy "admins delete phases of their programs" on public.coaching_phases
  for delete to authenticated
  using (private.can_manage_org(private.program_org(program_id)));
