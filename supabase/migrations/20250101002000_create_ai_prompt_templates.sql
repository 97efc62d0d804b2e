create table public.ai_prompt_templates (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  system_prompt text not null,
  user_prompt_template text not null,
  output_format text not null default 'free_text'
    check (output_format in ('company_mission', 'three_part', 'customer_journey', 'free_text')),
  model text,
  organization_id uuid references public.organizations (id) on delete cascade,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.ai_prompt_templates is 'Prompts the ai-suggestion function fills in; output_format names the suggestion content shape.';

create index ai_prompt_templates_organization_id_idx on public.ai_prompt_templates (organization_id);

create trigger set_updated_at before update on public.ai_prompt_templates
  for each row execute function private.set_updated_at();

alter table public.ai_prompt_templates enable row level security;

create policy "users read global prompts and those of their organisation" on public.ai_prompt_templates
  for select to authenticated
  using (organization_id is null or private.is_org_member(organization_id) or (select private.is_super_admin()));

create policy "admins create prompt templates" on public.ai_prompt_templates
  for insert to authenticated
  with check ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)));

create policy "admins update prompt templates" on public.ai_prompt_templates
  for update to authenticated
  using ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)))
  with check ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)));

create policy "admins delete prompt templates" on public.ai_prompt_templates
  for delete to authenticated
  using ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)));
