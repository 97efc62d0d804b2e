-- Demo data. Password for every account: Password-123. Applied once on an empty database, after the
-- starter library (supabase/library/starter.sql), whose templates, questions, scoring rules and prompt
-- it uses: the embedded backend loads both in that order; on a real project run the library first.
--
-- Fixed UUIDs (prefix = entity, last digits = number):
--   organizations         10000000-0000-4000-8000-00000000000N   1 Acme, 2 Globex
--   users / auth.users    20000000-0000-4000-8000-0000000000NN   (profiles: 21000000-..., same NN)
--     01 super@taas.test        super_admin (user_roles + admin_profiles super_admin), no organisation
--     02 admin@acme.test        org_admin of Acme (admin_profiles org_admin)
--     03 manager@acme.test      manager of Acme, active manager assignment on team Alpha
--     04 leader@acme.test       team_leader of Alpha (teams.team_leader_id, user_roles, team_members role leader)
--     05 member@acme.test       team_member of Alpha: TPM self assessment assigned (all 8 widgets, not started),
--                               timed Leadership assessment (time_limit_minutes 1), completed MBTI assessment,
--                               coaching session progress, AI suggestions, notifications
--     06 coach@taas.test        coach (taas_coaches 40000000-...-01) of the Alpha session
--     07 member@globex.test     team_member of Globex team Orion, one TPM assessment assigned
--     08 new@acme.test          team_member of Alpha who has NOT accepted terms/privacy
--     09 unconfirmed@acme.test  Acme team_member whose e-mail is not confirmed (sign-in answers "Email not confirmed")
--   teams                 30000000-...-1 Alpha (Acme), 2 Beta (Acme, empty), 3 Orion (Globex)
--   taas_coaches          40000000-...-1
--   from the starter library: assessment templates 50000000-...-1 TPM, 2 MBTI, 3 Leadership with their
--                         questions 51000000-..., scoring rules 52000000-...-1..5, prompt 80000000-...-1,
--                         and a library program 60000000-...-101 (its ids: supabase/library/starter.sql)
--   assessment_templates  50000000-...-4 TWN (Acme), 5 personality-work alignment (combined, Acme)
--   assessment_questions  51000000-...-00000000NNNN (it: 1031.., en: 2031..)
--   assignments           53000000-...-N   assessments 54000000-...-N (same N):
--     1 member TPM self (assigned)  2 member Leadership timed  3 member MBTI completed
--     4 manager evaluates member (Leadership, manager)  5 Globex member TPM  6 leader TPM completed
--   coaching: programs 60000000-1, phases 61000000-1..3, activities 62000000-1..7
--     (1 video, 2 quiz, 3 simulation, 4 workshop, 5 assignment_form, 6 assignment, 7 ai_suggestion),
--     activity template 63000000-1, session 64000000-1 (Alpha, coach 40000000-1)
--   forms 70000000-1 (activity 5, every question type), 70000000-2 (form template of activity 6)
--   form questions 71000000-..., submissions 72000000-1 (leader, submitted)
--   ai_suggestions 81000000-1 (older, rejected), -2 (newest, new)
--   team_chat_messages 90000000-1..3, notifications 91000000-1..4, progress 92000000-1..2
--   user_roles 31000000-..., team_members 32000000-..., team_manager_assignments 33000000-1
--   device_sync_health installation 93000000-1 (member@acme's tablet, 2 changes waiting since 2026-11-03 14:30 UTC)
--   outbox_receipts op 94000000-1 (member@acme)

-- Accounts -------------------------------------------------------------------------------------
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email, pw.hash,
  case when u.confirmed then timestamptz '2026-01-01 09:00+00' end,
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name),
  timestamptz '2026-01-01 09:00+00', timestamptz '2026-01-01 09:00+00', '', '', '', ''
from (values
  ('20000000-0000-4000-8000-000000000001'::uuid, 'super@taas.test', true, 'Sofia', 'Rossi'),
  ('20000000-0000-4000-8000-000000000002'::uuid, 'admin@acme.test', true, 'Andrea', 'Bianchi'),
  ('20000000-0000-4000-8000-000000000003'::uuid, 'manager@acme.test', true, 'Marco', 'Verdi'),
  ('20000000-0000-4000-8000-000000000004'::uuid, 'leader@acme.test', true, 'Laura', 'Neri'),
  ('20000000-0000-4000-8000-000000000005'::uuid, 'member@acme.test', true, 'Mario', 'Russo'),
  ('20000000-0000-4000-8000-000000000006'::uuid, 'coach@taas.test', true, 'Chiara', 'Colombo'),
  ('20000000-0000-4000-8000-000000000007'::uuid, 'member@globex.test', true, 'Gina', 'Ferrari'),
  ('20000000-0000-4000-8000-000000000008'::uuid, 'new@acme.test', true, 'Nicola', 'Esposito'),
  ('20000000-0000-4000-8000-000000000009'::uuid, 'unconfirmed@acme.test', false, 'Ugo', 'Romano')
) as u (id, email, confirmed, first_name, last_name)
-- One bcrypt hash shared by all demo accounts: hashing is slow and they share the password.
cross join (select extensions.crypt('Password-123', extensions.gen_salt('bf')) as hash) as pw;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', u.email_confirmed_at is not null),
  'email', null, u.created_at, u.created_at
from auth.users u
where u.id::text like '20000000-0000-4000-8000-%';

-- Organisations, profiles, teams -----------------------------------------------------------------
insert into public.organizations (id, name, logo_url, status) values
  ('10000000-0000-4000-8000-000000000001', 'Acme', '/demo/acme-logo.svg', 'active'),
  ('10000000-0000-4000-8000-000000000002', 'Globex', null, 'active');

insert into public.profiles (
  id, user_id, email, organization_id, first_name, last_name, team_role, manager_level, position, department,
  division, phone, hire_date, age, gender, job_description, status, language,
  terms_accepted_at, privacy_accepted_at, terms_version, privacy_version
)
select p.id, p.user_id, p.email, p.org, p.first_name, p.last_name, p.team_role, p.manager_level, p.position,
  p.department, p.division, p.phone, p.hire_date, p.age, p.gender, p.job_description, 'active', 'it',
  case when p.accepted then timestamptz '2026-01-02 09:00+00' end,
  case when p.accepted then timestamptz '2026-01-02 09:00+00' end,
  case when p.accepted then '1.0' end,
  case when p.accepted then '1.0' end
from (values
  ('21000000-0000-4000-8000-000000000001'::uuid, '20000000-0000-4000-8000-000000000001'::uuid, 'super@taas.test', null::uuid,
   'Sofia', 'Rossi', null, 'none', 'Platform administrator', null, null, null, null::date, null::int, 'female', null, true),
  ('21000000-0000-4000-8000-000000000002', '20000000-0000-4000-8000-000000000002', 'admin@acme.test', '10000000-0000-4000-8000-000000000001',
   'Andrea', 'Bianchi', null, 'none', 'HR Director', 'Risorse Umane', 'Corporate', '+39 02 0000001', '2019-03-01', 45, 'male', 'Gestisce persone e team.', true),
  ('21000000-0000-4000-8000-000000000003', '20000000-0000-4000-8000-000000000003', 'manager@acme.test', '10000000-0000-4000-8000-000000000001',
   'Marco', 'Verdi', null, 'senior', 'Operations Manager', 'Operations', 'Nord', '+39 02 0000002', '2018-06-15', 41, 'male', 'Guida i team operativi.', true),
  ('21000000-0000-4000-8000-000000000004', '20000000-0000-4000-8000-000000000004', 'leader@acme.test', '10000000-0000-4000-8000-000000000001',
   'Laura', 'Neri', 'leader', 'none', 'Team Leader', 'Operations', 'Nord', '+39 02 0000003', '2020-01-10', 36, 'female', 'Coordina il team Alpha.', true),
  ('21000000-0000-4000-8000-000000000005', '20000000-0000-4000-8000-000000000005', 'member@acme.test', '10000000-0000-4000-8000-000000000001',
   'Mario', 'Russo', 'member', 'none', 'Analyst', 'Operations', 'Nord', '+39 02 0000004', '2022-09-01', 29, 'male', 'Analizza i processi.', true),
  ('21000000-0000-4000-8000-000000000006', '20000000-0000-4000-8000-000000000006', 'coach@taas.test', null,
   'Chiara', 'Colombo', null, 'none', 'Coach', null, null, null, null, null, 'female', null, true),
  ('21000000-0000-4000-8000-000000000007', '20000000-0000-4000-8000-000000000007', 'member@globex.test', '10000000-0000-4000-8000-000000000002',
   'Gina', 'Ferrari', 'member', 'none', 'Engineer', 'R&D', 'Sud', '+39 06 0000001', '2021-04-12', 33, 'female', 'Sviluppa prodotti.', true),
  ('21000000-0000-4000-8000-000000000008', '20000000-0000-4000-8000-000000000008', 'new@acme.test', '10000000-0000-4000-8000-000000000001',
   'Nicola', 'Esposito', 'member', 'none', 'Junior Analyst', 'Operations', 'Nord', null, '2026-11-01', 24, 'male', null, false),
  ('21000000-0000-4000-8000-000000000009', '20000000-0000-4000-8000-000000000009', 'unconfirmed@acme.test', '10000000-0000-4000-8000-000000000001',
   'Ugo', 'Romano', null, 'none', null, null, null, null, null, null, 'male', null, true)
) as p (id, user_id, email, org, first_name, last_name, team_role, manager_level, position, department, division, phone,
        hire_date, age, gender, job_description, accepted);

update public.profiles set status = 'pending' where user_id = '20000000-0000-4000-8000-000000000009';

insert into public.admin_profiles (id, admin_level) values
  ('20000000-0000-4000-8000-000000000001', 'super_admin'),
  ('20000000-0000-4000-8000-000000000002', 'org_admin');

insert into public.teams (id, name, organization_id, team_leader_id, team_type, description, created_at) values
  ('30000000-0000-4000-8000-000000000001', 'Alpha', '10000000-0000-4000-8000-000000000001',
   null, 'operational', 'Team operativo del Nord.', '2026-01-03 09:00+00'),
  ('30000000-0000-4000-8000-000000000002', 'Beta', '10000000-0000-4000-8000-000000000001',
   null, 'project', 'Team di progetto (ancora senza membri).', '2026-01-04 09:00+00'),
  ('30000000-0000-4000-8000-000000000003', 'Orion', '10000000-0000-4000-8000-000000000002',
   null, 'operational', 'Team Globex.', '2026-01-05 09:00+00');

insert into public.team_members (id, team_id, member_id, role, joined_at) values
  ('32000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000004', 'leader', '2026-01-03 09:00+00'),
  ('32000000-0000-4000-8000-000000000002', '30000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000005', 'member', '2026-01-03 09:00+00'),
  ('32000000-0000-4000-8000-000000000003', '30000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000008', 'member', '2026-11-01 09:00+00'),
  ('32000000-0000-4000-8000-000000000004', '30000000-0000-4000-8000-000000000003', '20000000-0000-4000-8000-000000000007', 'member', '2026-01-05 09:00+00');

insert into public.team_manager_assignments (id, team_id, manager_id, is_active, assigned_by) values
  ('33000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '20000000-0000-4000-8000-000000000003', true, '20000000-0000-4000-8000-000000000002');

insert into public.user_roles (id, user_id, role_type, organization_id, team_id, granted_by, role_metadata, is_active, created_at) values
  ('31000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000001', 'super_admin', null, null, null, '{"role": "admin"}', true, '2026-01-01 10:00+00'),
  ('31000000-0000-4000-8000-000000000002', '20000000-0000-4000-8000-000000000002', 'org_admin', '10000000-0000-4000-8000-000000000001', null,
   '20000000-0000-4000-8000-000000000001', '{"role": "admin"}', true, '2026-01-01 10:00+00'),
  ('31000000-0000-4000-8000-000000000003', '20000000-0000-4000-8000-000000000003', 'manager', '10000000-0000-4000-8000-000000000001', null,
   '20000000-0000-4000-8000-000000000002', '{"role": "manager"}', true, '2026-01-01 10:00+00'),
  ('31000000-0000-4000-8000-000000000004', '20000000-0000-4000-8000-000000000004', 'team_leader', '10000000-0000-4000-8000-000000000001',
   '30000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000002', '{"role": "leader"}', true, '2026-01-03 10:00+00'),
  -- the leader was a plain member of Alpha before being promoted: an inactive, older role
  ('31000000-0000-4000-8000-000000000005', '20000000-0000-4000-8000-000000000004', 'team_member', '10000000-0000-4000-8000-000000000001',
   '30000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000002', '{"role": "member"}', false, '2026-01-02 10:00+00'),
  ('31000000-0000-4000-8000-000000000006', '20000000-0000-4000-8000-000000000005', 'team_member', '10000000-0000-4000-8000-000000000001',
   '30000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000002', '{"role": "member"}', true, '2026-01-03 10:00+00'),
  ('31000000-0000-4000-8000-000000000007', '20000000-0000-4000-8000-000000000006', 'coach', null, null,
   '20000000-0000-4000-8000-000000000001', '{"role": "coach"}', true, '2026-01-01 10:00+00'),
  ('31000000-0000-4000-8000-000000000008', '20000000-0000-4000-8000-000000000007', 'team_member', '10000000-0000-4000-8000-000000000002',
   '30000000-0000-4000-8000-000000000003', '20000000-0000-4000-8000-000000000001', '{"role": "member"}', true, '2026-01-05 10:00+00'),
  ('31000000-0000-4000-8000-000000000009', '20000000-0000-4000-8000-000000000008', 'team_member', '10000000-0000-4000-8000-000000000001',
   '30000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000002', '{"role": "member"}', true, '2026-11-01 10:00+00'),
  ('31000000-0000-4000-8000-000000000010', '20000000-0000-4000-8000-000000000009', 'team_member', '10000000-0000-4000-8000-000000000001',
   null, '20000000-0000-4000-8000-000000000002', '{"role": "member"}', true, '2026-11-02 10:00+00');
-- Alpha's leader is named once their team_leader role exists (naming a leader grants that role).
update public.teams set team_leader_id = '20000000-0000-4000-8000-000000000004'
where id = '30000000-0000-4000-8000-000000000001';

insert into public.taas_coaches (id, user_id, first_name, last_name, email, bio) values
  ('40000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000006', 'Chiara', 'Colombo', 'coach@taas.test',
   'Coach di team con dieci anni di esperienza.');

-- Assessment templates and questions (it and en) ---------------------------------------------------
insert into public.assessment_templates (id, name, description, assessment_type_id, organization_id, time_limit_minutes) values
  ('50000000-0000-4000-8000-000000000004', 'TWN – Team Work Navigator', 'Valutato da una regola personalizzata.', 'twn', '10000000-0000-4000-8000-000000000001', null);

insert into public.assessment_questions (
  id, template_id, item_code, question_text, question_type, response_type, evaluation_type, language,
  options, is_required, help_text, metadata, order_index
)
select
  ('51000000-0000-4000-8000-' || lpad(((case q.lang when 'it' then 1000 else 2000 end) + q.n)::text, 12, '0'))::uuid,
  q.template_id::uuid, q.item_code, q.question_text, q.question_type, q.response_type, q.evaluation_type, q.lang,
  q.options::jsonb, true, q.help_text, q.metadata::jsonb, q.order_index
from (values
  -- TWN (custom rule)
  (31, 'it', '50000000-0000-4000-8000-000000000004', 'TWN_01', 'Nel team ci aiutiamo a vicenda.', 'agreement', 'likert_5', 'self', null, null, '{"section":"default"}', 1),
  (31, 'en', '50000000-0000-4000-8000-000000000004', 'TWN_01', 'In the team we help each other.', 'agreement', 'likert_5', 'self', null, null, '{"section":"default"}', 1),
  (32, 'it', '50000000-0000-4000-8000-000000000004', 'TWN_02', 'Gli obiettivi del team sono chiari.', 'agreement', 'likert_5', 'self', null, null, '{"section":"default"}', 2),
  (32, 'en', '50000000-0000-4000-8000-000000000004', 'TWN_02', 'The team''s goals are clear.', 'agreement', 'likert_5', 'self', null, null, '{"section":"default"}', 2)
) as q (n, lang, template_id, item_code, question_text, question_type, response_type, evaluation_type, options, help_text, metadata, order_index);

-- Assignments and assessments ----------------------------------------------------------------------
insert into public.assessment_assignments (
  id, template_id, organization_id, team_id, user_id, target_user_id, evaluation_type, assessment_type, status,
  due_date, assigned_by, created_at
) values
  ('53000000-0000-4000-8000-000000000001', '50000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '20000000-0000-4000-8000-000000000005', '20000000-0000-4000-8000-000000000005', 'self', 'tpm', 'pending', '2026-12-31', '20000000-0000-4000-8000-000000000002', '2026-11-01 09:00+00'),
  ('53000000-0000-4000-8000-000000000002', '50000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '20000000-0000-4000-8000-000000000005', '20000000-0000-4000-8000-000000000005', 'self', 'leadership', 'pending', '2026-12-31', '20000000-0000-4000-8000-000000000002', '2026-10-01 09:00+00'),
  ('53000000-0000-4000-8000-000000000003', '50000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '20000000-0000-4000-8000-000000000005', '20000000-0000-4000-8000-000000000005', 'self', 'mbti', 'pending', null, '20000000-0000-4000-8000-000000000002', '2026-09-01 09:00+00'),
  ('53000000-0000-4000-8000-000000000004', '50000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '20000000-0000-4000-8000-000000000003', '20000000-0000-4000-8000-000000000005', 'manager', 'leadership', 'pending', '2026-12-31', '20000000-0000-4000-8000-000000000002', '2026-11-02 09:00+00'),
  ('53000000-0000-4000-8000-000000000005', '50000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002', '30000000-0000-4000-8000-000000000003',
   '20000000-0000-4000-8000-000000000007', '20000000-0000-4000-8000-000000000007', 'self', 'tpm', 'pending', null, '20000000-0000-4000-8000-000000000001', '2026-11-03 09:00+00'),
  ('53000000-0000-4000-8000-000000000006', '50000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '20000000-0000-4000-8000-000000000004', '20000000-0000-4000-8000-000000000004', 'self', 'tpm', 'pending', null, '20000000-0000-4000-8000-000000000002', '2026-09-02 09:00+00');

insert into public.assessments (
  id, user_id, organization_id, team_id, template_id, assignment_id, assessment_type, evaluation_type, target_user_id,
  answers, answer_times, score, results, time_limit_minutes, started_at, completed_at, created_at
) values
  ('54000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '50000000-0000-4000-8000-000000000001', '53000000-0000-4000-8000-000000000001', 'tpm', 'self', null,
   '{}', '{}', null, null, null, null, null, '2026-11-01 09:00+00'),
  ('54000000-0000-4000-8000-000000000002', '20000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '50000000-0000-4000-8000-000000000003', '53000000-0000-4000-8000-000000000002', 'leadership', 'self', null,
   '{}', '{}', null, null, 1, null, null, '2026-10-01 09:00+00'),
  ('54000000-0000-4000-8000-000000000003', '20000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '50000000-0000-4000-8000-000000000002', '53000000-0000-4000-8000-000000000003', 'mbti', 'self', null,
   '{"MBTI_EI": "e", "MBTI_SN": "n", "MBTI_TF": "4", "MBTI_JP": "j"}',
   '{"MBTI_EI": "2026-09-05T10:00:00.000Z", "MBTI_SN": "2026-09-05T10:01:00.000Z", "MBTI_TF": "2026-09-05T10:02:00.000Z", "MBTI_JP": "2026-09-05T10:03:00.000Z"}',
   88, '{"type": "ENTJ", "preferences": {"E": 100, "I": 0, "S": 0, "N": 100, "T": 75, "F": 25, "J": 100, "P": 0}}',
   null, '2026-09-05 09:59+00', '2026-09-05 10:04+00', '2026-09-01 09:00+00'),
  ('54000000-0000-4000-8000-000000000004', '20000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '50000000-0000-4000-8000-000000000003', '53000000-0000-4000-8000-000000000004', 'leadership', 'manager', '20000000-0000-4000-8000-000000000005',
   '{}', '{}', null, null, null, null, null, '2026-11-02 09:00+00'),
  ('54000000-0000-4000-8000-000000000005', '20000000-0000-4000-8000-000000000007', '10000000-0000-4000-8000-000000000002', '30000000-0000-4000-8000-000000000003',
   '50000000-0000-4000-8000-000000000001', '53000000-0000-4000-8000-000000000005', 'tpm', 'self', null,
   '{}', '{}', null, null, null, null, null, '2026-11-03 09:00+00'),
  ('54000000-0000-4000-8000-000000000006', '20000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '50000000-0000-4000-8000-000000000001', '53000000-0000-4000-8000-000000000006', 'tpm', 'self', null,
   '{"TPM_01": "b", "TPM_02": "[\"b\",\"d\"]", "TPM_03": "3", "TPM_04": "5", "TPM_05": "60", "TPM_06": "[\"Relate\",\"Organize\",\"Create\"]", "TPM_07": "{\"Genero molte idee\":\"3\",\"Medio nei conflitti\":\"5\",\"Rispetto le scadenze\":\"4\"}", "TPM_08": "2026-12-10T09:00"}',
   '{}', 72, '{"dominant_profile": "Relate", "dimension_scores": {"Create": 55, "Relate": 90, "Organize": 70}}',
   null, '2026-09-03 14:00+00', '2026-09-03 14:12+00', '2026-09-02 09:00+00');

-- Coaching -------------------------------------------------------------------------------------------
insert into public.coaching_programs (id, name, description, organization_id, total_phases, duration_weeks) values
  ('60000000-0000-4000-8000-000000000001', 'Percorso Team Performance', 'Tre fasi: conoscersi, lavorare insieme, consegnare.',
   '10000000-0000-4000-8000-000000000001', 3, 12);

insert into public.coaching_phases (id, program_id, title, description, phase_number, duration_weeks, learning_objectives, deliverables) values
  ('61000000-0000-4000-8000-000000000001', '60000000-0000-4000-8000-000000000001', 'Conoscere il team', 'Profili e stili di lavoro.', 1, 4,
   '["Conoscere i profili TPM del team", "Condividere aspettative"]', '["Mappa dei profili"]'),
  ('61000000-0000-4000-8000-000000000002', '60000000-0000-4000-8000-000000000001', 'Lavorare insieme', 'Workshop e mission del team.', 2, 4,
   '["Definire la mission", "Concordare le regole del team"]', '["Mission del team", "Piano d''azione"]'),
  ('61000000-0000-4000-8000-000000000003', '60000000-0000-4000-8000-000000000001', 'Consegnare valore', 'Dalla mission ai risultati.', 3, 4,
   '["Tradurre la mission in obiettivi"]', '["Obiettivi misurabili"]');

insert into public.assignment_forms (id, title, description, activity_id, organization_id, is_template, created_at) values
  ('70000000-0000-4000-8000-000000000002', 'Piano d''azione (modello)', 'Modello di form per il piano d''azione del team.', null,
   '10000000-0000-4000-8000-000000000001', true, '2026-09-15 09:00+00');

insert into public.coaching_activity_templates (id, title, description, activity_type, source_form_template_id, content_data, organization_id) values
  ('63000000-0000-4000-8000-000000000001', 'Piano d''azione', 'Ogni membro propone tre azioni concrete.', 'assignment',
   '70000000-0000-4000-8000-000000000002', '{}', '10000000-0000-4000-8000-000000000001');

insert into public.coaching_activities (
  id, phase_id, title, description, activity_type, order_index, is_required, estimated_duration_minutes,
  submission_required, team_leader_only, content_url, instructions, content_data, template_id,
  source_form_template_id, source_form_activity_id, ai_prompt_template_id
) values
  ('62000000-0000-4000-8000-000000000001', '61000000-0000-4000-8000-000000000001', 'Introduzione al modello TPM', 'Video introduttivo.',
   'video', 1, true, 10, false, false, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Guarda il video fino alla fine.', '{}', null, null, null, null),
  ('62000000-0000-4000-8000-000000000002', '61000000-0000-4000-8000-000000000001', 'Quiz sui profili', 'Verifica cosa ricordi del modello.',
   'quiz', 2, true, 5, false, false, null, 'Rispondi alle domande.',
   '{"questions": [{"question": "Quale dimensione riguarda le relazioni?", "options": ["Create", "Relate", "Organize"], "correct": 1}]}', null, null, null, null),
  ('62000000-0000-4000-8000-000000000003', '61000000-0000-4000-8000-000000000001', 'Simulazione: la riunione difficile', 'Gestisci una riunione con opinioni opposte.',
   'simulation', 3, false, 20, false, true, null, 'Scegli come reagire a ogni passaggio.',
   '{"scenario": "Due colleghi non sono d''accordo sulle priorità.", "steps": ["Ascolta", "Riformula", "Decidi"]}', null, null, null, null),
  ('62000000-0000-4000-8000-000000000004', '61000000-0000-4000-8000-000000000002', 'Workshop: le regole del team', 'Sessione di lavoro in aula e online.',
   'workshop', 1, true, 120, false, false, null, 'Porta le tue proposte.',
   '{"workshop_mode": "hybrid", "meeting_url": "https://meet.example.test/alpha", "venue_address": "Via Roma 1, Milano", "scheduled_datetime": "2026-12-03T09:30:00+01:00", "max_participants": 12, "logistics_notes": "Sala Verdi, secondo piano.", "tech_requirements": ["Laptop", "Webcam", "Cuffie"]}',
   null, null, null, null),
  ('62000000-0000-4000-8000-000000000005', '61000000-0000-4000-8000-000000000002', 'La mission del team', 'Compila il form sulla mission.',
   'assignment_form', 2, true, 30, true, false, null, 'Rispondi a tutte le domande.', '{}', null, null, null, null),
  ('62000000-0000-4000-8000-000000000006', '61000000-0000-4000-8000-000000000002', 'Piano d''azione', 'Proponi tre azioni concrete.',
   'assignment', 3, false, 20, true, false, null, 'Usa il modello.', '{}', '63000000-0000-4000-8000-000000000001',
   '70000000-0000-4000-8000-000000000002', null, null),
  ('62000000-0000-4000-8000-000000000007', '61000000-0000-4000-8000-000000000003', 'Suggerimenti AI per la mission', 'L''assistente propone una mission estesa.',
   'ai_suggestion', 1, false, 15, false, false, null, 'Genera, modifica e accetta la proposta.', '{}', null,
   null, null, '80000000-0000-4000-8000-000000000001');

-- Form 1 belongs to activity 5 and is also the source form of the ai_suggestion activity 7.
insert into public.assignment_forms (id, title, description, activity_id, organization_id, is_template, created_at) values
  ('70000000-0000-4000-8000-000000000001', 'Mission del team', 'Raccontaci il team e la sua mission.',
   '62000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000001', false, '2026-09-15 09:00+00');
update public.coaching_activities set source_form_activity_id = '70000000-0000-4000-8000-000000000001'
  where id = '62000000-0000-4000-8000-000000000007';

insert into public.form_questions (id, form_id, question_text, question_type, options, placeholder, help_text, is_required, order_index) values
  ('71000000-0000-4000-8000-000000000001', '70000000-0000-4000-8000-000000000001', 'Nome dell''azienda', 'text_short', null, 'Es. Acme S.p.A.', null, true, 1),
  ('71000000-0000-4000-8000-000000000002', '70000000-0000-4000-8000-000000000001', 'Descrivi la mission attuale', 'text_long', null, 'Qualche riga...', 'Anche in forma di appunti.', true, 2),
  ('71000000-0000-4000-8000-000000000003', '70000000-0000-4000-8000-000000000001', 'Settore principale', 'single_choice', '["Industria", "Servizi", "Commercio"]', null, null, true, 3),
  ('71000000-0000-4000-8000-000000000004', '70000000-0000-4000-8000-000000000001', 'Canali verso i clienti', 'multiple_choice', '["Negozio", "Online", "Rete vendita", "Partner"]', null, 'Più risposte possibili.', false, 4),
  ('71000000-0000-4000-8000-000000000005', '70000000-0000-4000-8000-000000000001', 'Numero di dipendenti', 'number', null, '0', null, false, 5),
  ('71000000-0000-4000-8000-000000000006', '70000000-0000-4000-8000-000000000001', 'E-mail di riferimento', 'email', null, 'nome@azienda.it', null, false, 6),
  ('71000000-0000-4000-8000-000000000007', '70000000-0000-4000-8000-000000000001', 'Sito web', 'url', null, 'https://', null, false, 7),
  ('71000000-0000-4000-8000-000000000008', '70000000-0000-4000-8000-000000000001', 'Data di fondazione', 'date', null, null, null, false, 8),
  ('71000000-0000-4000-8000-000000000009', '70000000-0000-4000-8000-000000000002', 'Azione 1', 'text_short', null, null, null, true, 1),
  ('71000000-0000-4000-8000-000000000010', '70000000-0000-4000-8000-000000000002', 'Perché queste azioni?', 'text_long', null, null, null, false, 2);

insert into public.coaching_sessions (id, name, program_id, team_id, coach_id, status, current_phase, start_date, end_date) values
  ('64000000-0000-4000-8000-000000000001', 'Alpha – Team Performance', '60000000-0000-4000-8000-000000000001',
   '30000000-0000-4000-8000-000000000001', '40000000-0000-4000-8000-000000000001', 'active', 1, '2026-10-01', '2027-01-31');

insert into public.user_activity_progress (id, user_id, activity_id, session_id, status, completion_percentage, completed_at, submission_data, created_at, updated_at) values
  ('92000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000005', '62000000-0000-4000-8000-000000000001',
   '64000000-0000-4000-8000-000000000001', 'in_progress', 50, null, null, '2026-10-02 10:00+00', '2026-10-02 10:05+00'),
  ('92000000-0000-4000-8000-000000000002', '20000000-0000-4000-8000-000000000005', '62000000-0000-4000-8000-000000000002',
   '64000000-0000-4000-8000-000000000001', 'completed', 100, '2026-10-03 11:00+00', '{"answers": [1]}', '2026-10-03 10:50+00', '2026-10-03 11:00+00');

insert into public.assignment_submissions (id, form_id, user_id, answers, status, submitted_at, created_at) values
  ('72000000-0000-4000-8000-000000000001', '70000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000004',
   '{"71000000-0000-4000-8000-000000000001": "Acme S.p.A.", "71000000-0000-4000-8000-000000000002": "Rendere semplice il lavoro dei clienti.", "71000000-0000-4000-8000-000000000003": "Servizi", "71000000-0000-4000-8000-000000000004": ["Online", "Partner"]}',
   'submitted', '2026-10-10 16:00+00', '2026-10-10 15:30+00');

insert into public.ai_suggestions (
  id, activity_id, user_id, session_id, submission_id, prompt_template_id, generated_content, user_modifications, status,
  accepted_at, status_changed_at, generated_at, created_at
) values
  ('81000000-0000-4000-8000-000000000001', '62000000-0000-4000-8000-000000000007', '20000000-0000-4000-8000-000000000005',
   '64000000-0000-4000-8000-000000000001', null, '80000000-0000-4000-8000-000000000001',
   '{"concezione": "Ideare servizi semplici.", "connessione": "Ascoltare i clienti.", "consegna": "Consegnare in tempo."}',
   null, 'rejected', null, '2026-10-01 12:05+00', '2026-10-01 12:00+00', '2026-10-01 12:00+00'),
  ('81000000-0000-4000-8000-000000000002', '62000000-0000-4000-8000-000000000007', '20000000-0000-4000-8000-000000000005',
   '64000000-0000-4000-8000-000000000001', null, '80000000-0000-4000-8000-000000000001',
   '{"nome_azienda": "Acme", "mission_estesa": "Aiutiamo i clienti a lavorare meglio con servizi semplici e affidabili.", "numeri_chiave": ["120 dipendenti", "3 sedi"], "kpi_miglioramento": ["Soddisfazione clienti +10%"]}',
   null, 'new', null, '2026-10-05 09:00+00', '2026-10-05 09:00+00', '2026-10-05 09:00+00');

insert into public.team_chat_messages (id, team_id, session_id, sender_id, sender_role, message, created_at) values
  ('90000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001', '64000000-0000-4000-8000-000000000001',
   '20000000-0000-4000-8000-000000000006', 'coach', 'Benvenuti nel percorso! Iniziate dal video della fase 1.', '2026-10-01 09:00+00'),
  ('90000000-0000-4000-8000-000000000002', '30000000-0000-4000-8000-000000000001', '64000000-0000-4000-8000-000000000001',
   '20000000-0000-4000-8000-000000000004', 'team_leader', 'Grazie! Obiettivo: finire la fase 1 entro fine mese.', '2026-10-01 09:30+00'),
  ('90000000-0000-4000-8000-000000000003', '30000000-0000-4000-8000-000000000001', '64000000-0000-4000-8000-000000000001',
   '20000000-0000-4000-8000-000000000005', 'member', 'Video visto a metà, finisco domani.', '2026-10-02 10:10+00');

insert into public.notifications (id, user_id, organization_id, title, message, notification_type, priority, link, read_at, created_at) values
  ('91000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000001',
   'Assessment a tempo da completare', 'Hai un assessment con limite di 1 minuto.', 'assessment', 'urgent', '/assessment-list', null, '2026-11-01 09:00+00'),
  ('91000000-0000-4000-8000-000000000002', '20000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000001',
   'Nuovo messaggio in chat', 'Il coach ha scritto nella chat del team.', 'chat', 'low', '/coaching-list', '2026-10-01 10:00+00', '2026-10-01 09:01+00'),
  ('91000000-0000-4000-8000-000000000003', '20000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000001',
   'Report del team disponibile', 'Il report TPM del team Alpha è pronto.', 'report', 'high', '/team-leader/reports', null, '2026-10-15 09:00+00'),
  ('91000000-0000-4000-8000-000000000004', '20000000-0000-4000-8000-000000000007', '10000000-0000-4000-8000-000000000002',
   'Assessment assegnato', 'Hai un nuovo assessment TPM.', 'assessment', 'medium', '/assessment-list', null, '2026-11-03 09:00+00');

-- Devices --------------------------------------------------------------------------------------------
insert into public.device_sync_health (installation_id, user_id, app_version, pending_changes, failed_changes, last_successful_sync_at, pending_since, storage_used_bytes)
values ('93000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000005', '1.0.0', 2, 0, '2026-11-01 09:00+00', '2026-11-03 14:30+00', 1048576);

-- Outbox receipts: one operation of member@acme already applied by apply_outbox_batch.
insert into public.outbox_receipts (user_id, op_id, kind, answer)
values ('20000000-0000-4000-8000-000000000005', '94000000-0000-4000-8000-000000000001', 'notification/mark-read',
  '{"id": "94000000-0000-4000-8000-000000000001", "status": "ok", "row_id": "91000000-0000-4000-8000-000000000001"}');

-- Reports: more completed assessments in Alpha, so a team report has real content. Each
-- score and results is what the stored scoring rule gives for the answers (checked by
-- supabase/tests/reports-seed-scores.test.ts). Ids 53000000/54000000-...-11..15:
--   11 leader MBTI self   12 leader TWN self   13 manager evaluates leader (Leadership, manager)
--   14 leader Leadership self   15 new@acme TPM self, started (one answer saved), not completed
insert into public.assessment_assignments (
  id, template_id, organization_id, team_id, user_id, target_user_id, evaluation_type, assessment_type, status,
  due_date, assigned_by, completed_at, created_at
) values
  ('53000000-0000-4000-8000-000000000011', '50000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '20000000-0000-4000-8000-000000000004', '20000000-0000-4000-8000-000000000004', 'self', 'mbti', 'completed', null, '20000000-0000-4000-8000-000000000002', '2026-09-04 10:06+00', '2026-09-02 09:00+00'),
  ('53000000-0000-4000-8000-000000000012', '50000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '20000000-0000-4000-8000-000000000004', '20000000-0000-4000-8000-000000000004', 'self', 'twn', 'completed', null, '20000000-0000-4000-8000-000000000002', '2026-09-20 15:03+00', '2026-09-15 09:00+00'),
  ('53000000-0000-4000-8000-000000000013', '50000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '20000000-0000-4000-8000-000000000003', '20000000-0000-4000-8000-000000000004', 'manager', 'leadership', 'completed', null, '20000000-0000-4000-8000-000000000002', '2026-10-06 17:01+00', '2026-10-01 09:00+00'),
  ('53000000-0000-4000-8000-000000000014', '50000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '20000000-0000-4000-8000-000000000004', '20000000-0000-4000-8000-000000000004', 'self', 'leadership', 'completed', null, '20000000-0000-4000-8000-000000000002', '2026-10-07 09:01+00', '2026-10-01 09:00+00'),
  ('53000000-0000-4000-8000-000000000015', '50000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '20000000-0000-4000-8000-000000000008', '20000000-0000-4000-8000-000000000008', 'self', 'tpm', 'pending', '2026-12-31', '20000000-0000-4000-8000-000000000002', null, '2026-11-02 09:00+00');

insert into public.assessments (
  id, user_id, organization_id, team_id, template_id, assignment_id, assessment_type, evaluation_type, target_user_id,
  answers, answer_times, score, results, time_limit_minutes, started_at, completed_at, created_at
) values
  ('54000000-0000-4000-8000-000000000011', '20000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '50000000-0000-4000-8000-000000000002', '53000000-0000-4000-8000-000000000011', 'mbti', 'self', null,
   '{"MBTI_EI": "i", "MBTI_SN": "s", "MBTI_TF": "2", "MBTI_JP": "j"}', '{}',
   88, '{"type": "ISFJ", "preferences": {"E": 0, "I": 100, "S": 100, "N": 0, "T": 25, "F": 75, "J": 100, "P": 0}, "rule_id": "52000000-0000-4000-8000-000000000002", "rule_type": "mbti", "assessment_type": "mbti"}', null, '2026-09-04 10:00+00', '2026-09-04 10:06+00', '2026-09-02 09:00+00'),
  ('54000000-0000-4000-8000-000000000012', '20000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '50000000-0000-4000-8000-000000000004', '53000000-0000-4000-8000-000000000012', 'twn', 'self', null,
   '{"TWN_01": "4", "TWN_02": "3"}', '{}',
   70, '{"extra": {"answered": 2}, "rule_id": "52000000-0000-4000-8000-000000000004", "rule_type": "custom", "assessment_type": "twn"}', null, '2026-09-20 15:00+00', '2026-09-20 15:03+00', '2026-09-15 09:00+00'),
  ('54000000-0000-4000-8000-000000000013', '20000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '50000000-0000-4000-8000-000000000003', '53000000-0000-4000-8000-000000000013', 'leadership', 'manager', '20000000-0000-4000-8000-000000000004',
   '{"LEAD_M01": "4", "LEAD_M02": "5"}', '{}',
   90, '{"rule_id": "52000000-0000-4000-8000-000000000003", "rule_type": "average", "assessment_type": "leadership"}', null, '2026-10-06 17:00+00', '2026-10-06 17:01+00', '2026-10-01 09:00+00'),
  ('54000000-0000-4000-8000-000000000014', '20000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '50000000-0000-4000-8000-000000000003', '53000000-0000-4000-8000-000000000014', 'leadership', 'self', null,
   '{"LEAD_01": "4", "LEAD_02": "4", "LEAD_03": "3"}', '{}',
   73, '{"rule_id": "52000000-0000-4000-8000-000000000003", "rule_type": "average", "assessment_type": "leadership"}', null, '2026-10-07 09:00+00', '2026-10-07 09:01+00', '2026-10-01 09:00+00'),
  ('54000000-0000-4000-8000-000000000015', '20000000-0000-4000-8000-000000000008', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '50000000-0000-4000-8000-000000000001', '53000000-0000-4000-8000-000000000015', 'tpm', 'self', null,
   '{"TPM_01": "c"}', '{"TPM_01": "2026-11-03T08:30:00.000Z"}',
   null, null, null, '2026-11-03 08:29+00', null, '2026-11-02 09:00+00');

-- The leader's TPM (54000000-...-6, above) was seeded with hand-made figures; the stored TPM rule gives these.
update public.assessments
set score = 56,
  results = '{"dimension_scores": {"Create": 27, "Relate": 100, "Organize": 40}, "dominant_profile": "Relate", "rule_id": "52000000-0000-4000-8000-000000000001", "rule_type": "dimension", "assessment_type": "tpm"}'
where id = '54000000-0000-4000-8000-000000000006';

-- Personality-work alignment: an Acme template of type combined whose questions ask what
-- the person is passionate about and what their work mostly asks of them (the library's alignment rule
-- 52000000-...-5 scores it), and a completed one for the leader (85 %, high) and for member@acme
-- (48 %, low), so the team report's alignment matrix and its low-alignment warning have real rows.
-- Scores and results are what the stored rule gives (supabase/tests/reports-seed-scores.test.ts).
insert into public.assessment_templates (id, name, description, assessment_type_id, organization_id, time_limit_minutes) values
  ('50000000-0000-4000-8000-000000000005', 'Allineamento personalità-lavoro', 'Passioni e attività del ruolo: passione dominante, lavoro prevalente e allineamento.', 'combined', '10000000-0000-4000-8000-000000000001', null);

insert into public.assessment_questions (
  id, template_id, item_code, question_text, question_type, response_type, evaluation_type, language,
  options, is_required, help_text, metadata, order_index
)
select
  ('51000000-0000-4000-8000-' || lpad(((case q.lang when 'it' then 1000 else 2000 end) + q.n)::text, 12, '0'))::uuid,
  '50000000-0000-4000-8000-000000000005'::uuid, q.item_code, q.question_text, q.question_type, q.response_type, 'self', q.lang,
  q.options::jsonb, true, null, q.metadata::jsonb, q.order_index
from (values
  (41, 'it', 'ALN_P1', 'Ordina queste attività da quella che ti appassiona di più a quella che ti appassiona di meno.', 'ranking', 'ranking',
   '[{"id":"create","text":"Ideare","profileCode":"Create"},{"id":"relate","text":"Relazionarsi","profileCode":"Relate"},{"id":"organize","text":"Organizzare","profileCode":"Organize"}]',
   '{"section":"passione"}', 1),
  (41, 'en', 'ALN_P1', 'Rank these activities from the one you are most passionate about to the least.', 'ranking', 'ranking',
   '[{"id":"create","text":"Ideating","profileCode":"Create"},{"id":"relate","text":"Relating","profileCode":"Relate"},{"id":"organize","text":"Organising","profileCode":"Organize"}]',
   '{"section":"passion"}', 1),
  (42, 'it', 'ALN_P2', 'Quanto ti appassionano queste attività?', 'matrix', 'rating_matrix',
   '[{"id":"r1","text":"Ideare soluzioni nuove","dimension":"Create"},{"id":"r2","text":"Lavorare con le persone","dimension":"Relate"},{"id":"r3","text":"Organizzare processi e scadenze","dimension":"Organize"}]',
   '{"section":"passione","columns":["1","2","3","4","5"]}', 2),
  (42, 'en', 'ALN_P2', 'How passionate are you about these activities?', 'matrix', 'rating_matrix',
   '[{"id":"r1","text":"Coming up with new solutions","dimension":"Create"},{"id":"r2","text":"Working with people","dimension":"Relate"},{"id":"r3","text":"Organising processes and deadlines","dimension":"Organize"}]',
   '{"section":"passion","columns":["1","2","3","4","5"]}', 2),
  (43, 'it', 'ALN_W1', 'Ordina queste attività secondo quanto occupano il tuo lavoro attuale, dalla più alla meno presente.', 'ranking', 'ranking',
   '[{"id":"create","text":"Ideare","profileCode":"Create"},{"id":"relate","text":"Relazionarsi","profileCode":"Relate"},{"id":"organize","text":"Organizzare","profileCode":"Organize"}]',
   '{"section":"lavoro"}', 3),
  (43, 'en', 'ALN_W1', 'Rank these activities by how much of your current work they take, from most to least.', 'ranking', 'ranking',
   '[{"id":"create","text":"Ideating","profileCode":"Create"},{"id":"relate","text":"Relating","profileCode":"Relate"},{"id":"organize","text":"Organising","profileCode":"Organize"}]',
   '{"section":"work"}', 3),
  (44, 'it', 'ALN_W2', 'Quanto il tuo ruolo attuale ti chiede queste attività?', 'matrix', 'rating_matrix',
   '[{"id":"r1","text":"Ideare soluzioni nuove","dimension":"Create"},{"id":"r2","text":"Lavorare con le persone","dimension":"Relate"},{"id":"r3","text":"Organizzare processi e scadenze","dimension":"Organize"}]',
   '{"section":"lavoro","columns":["1","2","3","4","5"]}', 4),
  (44, 'en', 'ALN_W2', 'How much does your current role ask of you in these activities?', 'matrix', 'rating_matrix',
   '[{"id":"r1","text":"Coming up with new solutions","dimension":"Create"},{"id":"r2","text":"Working with people","dimension":"Relate"},{"id":"r3","text":"Organising processes and deadlines","dimension":"Organize"}]',
   '{"section":"work","columns":["1","2","3","4","5"]}', 4)
) as q (n, lang, item_code, question_text, question_type, response_type, options, metadata, order_index);

insert into public.assessment_assignments (
  id, template_id, organization_id, team_id, user_id, target_user_id, evaluation_type, assessment_type, status,
  due_date, assigned_by, completed_at, created_at
) values
  ('53000000-0000-4000-8000-000000000016', '50000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '20000000-0000-4000-8000-000000000004', '20000000-0000-4000-8000-000000000004', 'self', 'combined', 'completed', null, '20000000-0000-4000-8000-000000000002', '2026-10-12 11:05+00', '2026-10-10 09:00+00'),
  ('53000000-0000-4000-8000-000000000017', '50000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '20000000-0000-4000-8000-000000000005', '20000000-0000-4000-8000-000000000005', 'self', 'combined', 'completed', null, '20000000-0000-4000-8000-000000000002', '2026-10-13 16:04+00', '2026-10-10 09:00+00');

insert into public.assessments (
  id, user_id, organization_id, team_id, template_id, assignment_id, assessment_type, evaluation_type, target_user_id,
  answers, answer_times, score, results, time_limit_minutes, started_at, completed_at, created_at
) values
  ('54000000-0000-4000-8000-000000000016', '20000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '50000000-0000-4000-8000-000000000005', '53000000-0000-4000-8000-000000000016', 'combined', 'self', null,
   '{"ALN_P1": "[\"relate\",\"create\",\"organize\"]", "ALN_P2": "{\"Lavorare con le persone\":\"5\",\"Ideare soluzioni nuove\":\"4\",\"Organizzare processi e scadenze\":\"2\"}", "ALN_W1": "[\"relate\",\"organize\",\"create\"]", "ALN_W2": "{\"Lavorare con le persone\":\"5\",\"Ideare soluzioni nuove\":\"3\",\"Organizzare processi e scadenze\":\"3\"}"}', '{}',
   85, '{"alignment": 85, "dominant_passion": "Relate", "prevalent_work": "Relate", "extra": {"passion_scores": {"Create": 71, "Relate": 100, "Organize": 29}, "work_scores": {"Create": 42, "Relate": 100, "Organize": 58}}, "rule_id": "52000000-0000-4000-8000-000000000005", "rule_type": "alignment", "assessment_type": "combined"}',
   null, '2026-10-12 11:00+00', '2026-10-12 11:05+00', '2026-10-10 09:00+00'),
  ('54000000-0000-4000-8000-000000000017', '20000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '50000000-0000-4000-8000-000000000005', '53000000-0000-4000-8000-000000000017', 'combined', 'self', null,
   '{"ALN_P1": "[\"create\",\"relate\",\"organize\"]", "ALN_P2": "{\"Ideare soluzioni nuove\":\"5\",\"Lavorare con le persone\":\"3\",\"Organizzare processi e scadenze\":\"1\"}", "ALN_W1": "[\"organize\",\"relate\",\"create\"]", "ALN_W2": "{\"Organizzare processi e scadenze\":\"5\",\"Lavorare con le persone\":\"2\",\"Ideare soluzioni nuove\":\"1\"}"}', '{}',
   48, '{"alignment": 48, "dominant_passion": "Create", "prevalent_work": "Organize", "extra": {"passion_scores": {"Create": 100, "Relate": 58, "Organize": 17}, "work_scores": {"Create": 17, "Relate": 46, "Organize": 100}}, "rule_id": "52000000-0000-4000-8000-000000000005", "rule_type": "alignment", "assessment_type": "combined"}',
   null, '2026-10-13 16:00+00', '2026-10-13 16:04+00', '2026-10-10 09:00+00');
