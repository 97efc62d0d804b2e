create table public.scoring_rule_templates (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  rule_type text not null check (rule_type in ('average', 'dimension', 'mbti', 'custom')),
  calculation_formula jsonb not null default '{}'::jsonb,
  applicable_assessment_types text[] not null default '{}',
  is_system_default boolean not null default false,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint custom_rules_carry_logic check (
    rule_type <> 'custom' or jsonb_typeof(calculation_formula -> 'custom_logic') = 'string'
  )
);
comment on table public.scoring_rule_templates is 'Scoring rules per assessment type (formats: average, dimension, mbti, custom with custom_logic); the client scores with them, also offline.';

create index scoring_rule_templates_types_idx on public.scoring_rule_templates using gin (applicable_assessment_types);

create trigger set_updated_at before update on public.scoring_rule_templates
  for each row execute function private.set_updated_at();

alter table public.scoring_rule_templates enable row level security;

-- Rules are configuration, not personal data: every signed-in user needs them to score offline.
create policy "signed-in users read scoring rules" on public.scoring_rule_templates
  for select to authenticated
  using ((select auth.uid()) is not null);

create policy "super admins create scoring rules" on public.scoring_rule_templates
  for insert to authenticated
  with check ((select private.is_super_admin()));

create policy "super admins update scoring rules" on public.scoring_rule_templates
  for update to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

create policy "super admins delete scoring rules" on public.scoring_rule_templates
  for delete to authenticated
  using ((select private.is_super_admin()));
