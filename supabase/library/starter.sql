-- The starter library: the content every organisation reads (organization_id null), loaded apart
-- from any account so that a hosted project gets it without the demo's published password. Plain SQL,
-- idempotent (fixed ids, on conflict do nothing): loading it twice is harmless. The embedded backend
-- loads it before supabase/seed.sql; `npm run library` loads it into an existing database; on a hosted
-- project: psql "$DATABASE_URL" -f supabase/library/starter.sql (docs/deploying.md).
--
-- Fixed UUIDs (prefix = entity, last digits = number; the demo data uses the same prefixes):
--   assessment_templates  50000000-...-1 TPM (8 response types), 2 MBTI, 3 Leadership (timed 1 min, self+manager),
--                         101 TWN, 102 personality-work alignment (combined)
--   assessment_questions  51000000-...-00000000NNNN (it: 1001.., en: 2001..; TWN 1061.., combined 1071..)
--   scoring rules         52000000-...-1 TPM dimension, 2 MBTI, 3 average (system default), 4 custom (TWN), 5 alignment (combined)
--   ai_prompt_templates   80000000-...-1 company mission
--   starter program       60000000-...-101, phases 61000000-...-101..103, activities 62000000-...-101..107
--     (101 video, 102 quiz, 103 simulation, 104 workshop, 105 assignment_form, 106 assignment, 107 ai_suggestion),
--     activity template 63000000-...-101, forms 70000000-...-101 (activity 105, every question type),
--     102 (form template of activity 106), form questions 71000000-...-101..110

-- Assessment templates and questions (it and en) ---------------------------------------------------
insert into public.assessment_templates (id, name, description, assessment_type_id, organization_id, time_limit_minutes) values
  ('50000000-0000-4000-8000-000000000001', 'TPM – Team Performance Model', 'Profilo Create / Relate / Organize; usa tutti gli otto tipi di risposta.', 'tpm', null, null),
  ('50000000-0000-4000-8000-000000000002', 'MBTI – Preferenze di personalità', 'Quattro assi di preferenza (E/I, S/N, T/F, J/P).', 'mbti', null, null),
  ('50000000-0000-4000-8000-000000000003', 'Leadership Quick Check', 'Verifica rapida a tempo (1 minuto); anche valutazione del manager.', 'leadership', null, 1),
  ('50000000-0000-4000-8000-000000000101', 'TWN – Team Work Navigator', 'Valutato da una regola personalizzata.', 'twn', null, null),
  ('50000000-0000-4000-8000-000000000102', 'Allineamento personalità-lavoro', 'Passioni e attività del ruolo: passione dominante, lavoro prevalente e allineamento.', 'combined', null, null)
on conflict do nothing;

insert into public.assessment_questions (
  id, template_id, item_code, question_text, question_type, response_type, evaluation_type, language,
  options, is_required, help_text, metadata, order_index
)
select
  ('51000000-0000-4000-8000-' || lpad(((case q.lang when 'it' then 1000 else 2000 end) + q.n)::text, 12, '0'))::uuid,
  q.template_id::uuid, q.item_code, q.question_text, q.question_type, q.response_type, q.evaluation_type, q.lang,
  q.options::jsonb, true, q.help_text, q.metadata::jsonb, q.order_index
from (values
  -- TPM: one question per response type
  (1, 'it', '50000000-0000-4000-8000-000000000001', 'TPM_01', 'Quando inizia un nuovo progetto, cosa fai per primo?', 'preference', 'single_choice', 'self',
   '[{"id":"a","text":"Propongo idee nuove","profileCode":"Create","dimension":"Create"},{"id":"b","text":"Coinvolgo le persone","profileCode":"Relate","dimension":"Relate"},{"id":"c","text":"Preparo un piano","profileCode":"Organize","dimension":"Organize"}]',
   null, '{"section":"preferenze"}', 1),
  (1, 'en', '50000000-0000-4000-8000-000000000001', 'TPM_01', 'When a new project starts, what do you do first?', 'preference', 'single_choice', 'self',
   '[{"id":"a","text":"I propose new ideas","profileCode":"Create","dimension":"Create"},{"id":"b","text":"I involve people","profileCode":"Relate","dimension":"Relate"},{"id":"c","text":"I prepare a plan","profileCode":"Organize","dimension":"Organize"}]',
   null, '{"section":"preferences"}', 1),
  (2, 'it', '50000000-0000-4000-8000-000000000001', 'TPM_02', 'Quali attività ti danno più energia? (più risposte)', 'preference', 'multiple_choice', 'self',
   '[{"id":"a","text":"Inventare soluzioni","profileCode":"Create"},{"id":"b","text":"Ascoltare i colleghi","profileCode":"Relate"},{"id":"c","text":"Mettere ordine nei processi","profileCode":"Organize"},{"id":"d","text":"Presentare al cliente","profileCode":"Relate"}]',
   null, '{"section":"preferenze"}', 2),
  (2, 'en', '50000000-0000-4000-8000-000000000001', 'TPM_02', 'Which activities give you most energy? (several answers)', 'preference', 'multiple_choice', 'self',
   '[{"id":"a","text":"Inventing solutions","profileCode":"Create"},{"id":"b","text":"Listening to colleagues","profileCode":"Relate"},{"id":"c","text":"Putting processes in order","profileCode":"Organize"},{"id":"d","text":"Presenting to the customer","profileCode":"Relate"}]',
   null, '{"section":"preferences"}', 2),
  (3, 'it', '50000000-0000-4000-8000-000000000001', 'TPM_03', 'Mi piace sperimentare soluzioni nuove.', 'agreement', 'likert_5', 'self',
   null, null, '{"section":"comportamenti","dimension":"Create"}', 3),
  (3, 'en', '50000000-0000-4000-8000-000000000001', 'TPM_03', 'I like trying out new solutions.', 'agreement', 'likert_5', 'self',
   null, null, '{"section":"behaviours","dimension":"Create"}', 3),
  (4, 'it', '50000000-0000-4000-8000-000000000001', 'TPM_04', 'Costruisco facilmente relazioni di fiducia.', 'agreement', 'likert_scale', 'self',
   '["Per niente","Poco","Abbastanza","Molto","Completamente"]', null, '{"section":"comportamenti","dimension":"Relate"}', 4),
  (4, 'en', '50000000-0000-4000-8000-000000000001', 'TPM_04', 'I easily build relationships of trust.', 'agreement', 'likert_scale', 'self',
   '["Not at all","A little","Somewhat","Very much","Completely"]', null, '{"section":"behaviours","dimension":"Relate"}', 4),
  (5, 'it', '50000000-0000-4000-8000-000000000001', 'TPM_05', 'Quanto pianifichi nel dettaglio il tuo lavoro?', 'intensity', 'slider', 'self',
   null, '0 = per nulla, 100 = in ogni dettaglio', '{"section":"comportamenti","dimension":"Organize","min":0,"max":100,"step":1}', 5),
  (5, 'en', '50000000-0000-4000-8000-000000000001', 'TPM_05', 'How much do you plan your work in detail?', 'intensity', 'slider', 'self',
   null, '0 = not at all, 100 = every detail', '{"section":"behaviours","dimension":"Organize","min":0,"max":100,"step":1}', 5),
  (6, 'it', '50000000-0000-4000-8000-000000000001', 'TPM_06', 'Ordina queste attività dalla più alla meno congeniale.', 'ranking', 'ranking', 'self',
   '[{"id":"create","text":"Ideare","profileCode":"Create"},{"id":"relate","text":"Relazionarsi","profileCode":"Relate"},{"id":"organize","text":"Organizzare","profileCode":"Organize"}]',
   null, '{"section":"preferenze"}', 6),
  (6, 'en', '50000000-0000-4000-8000-000000000001', 'TPM_06', 'Rank these activities from most to least congenial.', 'ranking', 'ranking', 'self',
   '[{"id":"create","text":"Ideating","profileCode":"Create"},{"id":"relate","text":"Relating","profileCode":"Relate"},{"id":"organize","text":"Organising","profileCode":"Organize"}]',
   null, '{"section":"preferences"}', 6),
  (7, 'it', '50000000-0000-4000-8000-000000000001', 'TPM_07', 'Quanto ti descrivono queste affermazioni?', 'matrix', 'rating_matrix', 'self',
   '[{"id":"r1","text":"Genero molte idee","dimension":"Create"},{"id":"r2","text":"Medio nei conflitti","dimension":"Relate"},{"id":"r3","text":"Rispetto le scadenze","dimension":"Organize"}]',
   null, '{"section":"comportamenti","columns":["1","2","3","4","5"]}', 7),
  (7, 'en', '50000000-0000-4000-8000-000000000001', 'TPM_07', 'How well do these statements describe you?', 'matrix', 'rating_matrix', 'self',
   '[{"id":"r1","text":"I generate many ideas","dimension":"Create"},{"id":"r2","text":"I mediate in conflicts","dimension":"Relate"},{"id":"r3","text":"I keep deadlines","dimension":"Organize"}]',
   null, '{"section":"behaviours","columns":["1","2","3","4","5"]}', 7),
  (8, 'it', '50000000-0000-4000-8000-000000000001', 'TPM_08', 'Quando preferisci svolgere il workshop di restituzione?', 'scheduling', 'date_advanced', 'self',
   null, 'Scegli data e ora', '{"section":"organizzazione"}', 8),
  (8, 'en', '50000000-0000-4000-8000-000000000001', 'TPM_08', 'When would you like to hold the feedback workshop?', 'scheduling', 'date_advanced', 'self',
   null, 'Choose date and time', '{"section":"organisation"}', 8),
  -- MBTI
  (11, 'it', '50000000-0000-4000-8000-000000000002', 'MBTI_EI', 'Dopo una giornata intensa ricarichi le energie...', 'preference', 'single_choice', 'self',
   '[{"id":"e","text":"Uscendo con gli amici","profileCode":"E"},{"id":"i","text":"Stando per conto mio","profileCode":"I"}]', null, '{"section":"default","dimension":"EI"}', 1),
  (11, 'en', '50000000-0000-4000-8000-000000000002', 'MBTI_EI', 'After an intense day you recharge...', 'preference', 'single_choice', 'self',
   '[{"id":"e","text":"Going out with friends","profileCode":"E"},{"id":"i","text":"Spending time on my own","profileCode":"I"}]', null, '{"section":"default","dimension":"EI"}', 1),
  (12, 'it', '50000000-0000-4000-8000-000000000002', 'MBTI_SN', 'Ti fidi di più...', 'preference', 'single_choice', 'self',
   '[{"id":"s","text":"Dei fatti concreti","profileCode":"S"},{"id":"n","text":"Delle intuizioni","profileCode":"N"}]', null, '{"section":"default","dimension":"SN"}', 2),
  (12, 'en', '50000000-0000-4000-8000-000000000002', 'MBTI_SN', 'You trust more...', 'preference', 'single_choice', 'self',
   '[{"id":"s","text":"Concrete facts","profileCode":"S"},{"id":"n","text":"Intuitions","profileCode":"N"}]', null, '{"section":"default","dimension":"SN"}', 2),
  (13, 'it', '50000000-0000-4000-8000-000000000002', 'MBTI_TF', 'Prendo decisioni soprattutto con la logica.', 'agreement', 'likert_5', 'self',
   null, null, '{"section":"default","dimension":"TF","pole":"T"}', 3),
  (13, 'en', '50000000-0000-4000-8000-000000000002', 'MBTI_TF', 'I make decisions mostly by logic.', 'agreement', 'likert_5', 'self',
   null, null, '{"section":"default","dimension":"TF","pole":"T"}', 3),
  (14, 'it', '50000000-0000-4000-8000-000000000002', 'MBTI_JP', 'Preferisci...', 'preference', 'single_choice', 'self',
   '[{"id":"j","text":"Avere un piano","profileCode":"J"},{"id":"p","text":"Restare flessibile","profileCode":"P"}]', null, '{"section":"default","dimension":"JP"}', 4),
  (14, 'en', '50000000-0000-4000-8000-000000000002', 'MBTI_JP', 'You prefer...', 'preference', 'single_choice', 'self',
   '[{"id":"j","text":"Having a plan","profileCode":"J"},{"id":"p","text":"Staying flexible","profileCode":"P"}]', null, '{"section":"default","dimension":"JP"}', 4),
  -- Leadership (timed), self and manager evaluation
  (21, 'it', '50000000-0000-4000-8000-000000000003', 'LEAD_01', 'Do feedback regolari ai colleghi.', 'agreement', 'likert_5', 'self', null, null, '{"section":"default"}', 1),
  (21, 'en', '50000000-0000-4000-8000-000000000003', 'LEAD_01', 'I give colleagues regular feedback.', 'agreement', 'likert_5', 'self', null, null, '{"section":"default"}', 1),
  (22, 'it', '50000000-0000-4000-8000-000000000003', 'LEAD_02', 'Delego compiti in modo chiaro.', 'agreement', 'likert_5', 'self', null, null, '{"section":"default"}', 2),
  (22, 'en', '50000000-0000-4000-8000-000000000003', 'LEAD_02', 'I delegate tasks clearly.', 'agreement', 'likert_5', 'self', null, null, '{"section":"default"}', 2),
  (23, 'it', '50000000-0000-4000-8000-000000000003', 'LEAD_03', 'Affronto i conflitti apertamente.', 'agreement', 'likert_5', 'self', null, null, '{"section":"default"}', 3),
  (23, 'en', '50000000-0000-4000-8000-000000000003', 'LEAD_03', 'I face conflicts openly.', 'agreement', 'likert_5', 'self', null, null, '{"section":"default"}', 3),
  (24, 'it', '50000000-0000-4000-8000-000000000003', 'LEAD_M01', 'La persona valutata dà feedback regolari.', 'agreement', 'likert_5', 'manager', null, null, '{"section":"default"}', 1),
  (24, 'en', '50000000-0000-4000-8000-000000000003', 'LEAD_M01', 'The person evaluated gives regular feedback.', 'agreement', 'likert_5', 'manager', null, null, '{"section":"default"}', 1),
  (25, 'it', '50000000-0000-4000-8000-000000000003', 'LEAD_M02', 'La persona valutata rispetta le scadenze.', 'agreement', 'likert_5', 'manager', null, null, '{"section":"default"}', 2),
  (25, 'en', '50000000-0000-4000-8000-000000000003', 'LEAD_M02', 'The person evaluated keeps deadlines.', 'agreement', 'likert_5', 'manager', null, null, '{"section":"default"}', 2),
  -- TWN (custom rule)
  (61, 'it', '50000000-0000-4000-8000-000000000101', 'TWN_01', 'Nel team ci aiutiamo a vicenda.', 'agreement', 'likert_5', 'self', null, null, '{"section":"default"}', 1),
  (61, 'en', '50000000-0000-4000-8000-000000000101', 'TWN_01', 'In the team we help each other.', 'agreement', 'likert_5', 'self', null, null, '{"section":"default"}', 1),
  (62, 'it', '50000000-0000-4000-8000-000000000101', 'TWN_02', 'Gli obiettivi del team sono chiari.', 'agreement', 'likert_5', 'self', null, null, '{"section":"default"}', 2),
  (62, 'en', '50000000-0000-4000-8000-000000000101', 'TWN_02', 'The team''s goals are clear.', 'agreement', 'likert_5', 'self', null, null, '{"section":"default"}', 2)
) as q (n, lang, template_id, item_code, question_text, question_type, response_type, evaluation_type, options, help_text, metadata, order_index)
on conflict do nothing;

insert into public.assessment_questions (
  id, template_id, item_code, question_text, question_type, response_type, evaluation_type, language,
  options, is_required, help_text, metadata, order_index
)
select
  ('51000000-0000-4000-8000-' || lpad(((case q.lang when 'it' then 1000 else 2000 end) + q.n)::text, 12, '0'))::uuid,
  '50000000-0000-4000-8000-000000000102'::uuid, q.item_code, q.question_text, q.question_type, q.response_type, 'self', q.lang,
  q.options::jsonb, true, null, q.metadata::jsonb, q.order_index
from (values
  (71, 'it', 'ALN_P1', 'Ordina queste attività da quella che ti appassiona di più a quella che ti appassiona di meno.', 'ranking', 'ranking',
   '[{"id":"create","text":"Ideare","profileCode":"Create"},{"id":"relate","text":"Relazionarsi","profileCode":"Relate"},{"id":"organize","text":"Organizzare","profileCode":"Organize"}]',
   '{"section":"passione"}', 1),
  (71, 'en', 'ALN_P1', 'Rank these activities from the one you are most passionate about to the least.', 'ranking', 'ranking',
   '[{"id":"create","text":"Ideating","profileCode":"Create"},{"id":"relate","text":"Relating","profileCode":"Relate"},{"id":"organize","text":"Organising","profileCode":"Organize"}]',
   '{"section":"passion"}', 1),
  (72, 'it', 'ALN_P2', 'Quanto ti appassionano queste attività?', 'matrix', 'rating_matrix',
   '[{"id":"r1","text":"Ideare soluzioni nuove","dimension":"Create"},{"id":"r2","text":"Lavorare con le persone","dimension":"Relate"},{"id":"r3","text":"Organizzare processi e scadenze","dimension":"Organize"}]',
   '{"section":"passione","columns":["1","2","3","4","5"]}', 2),
  (72, 'en', 'ALN_P2', 'How passionate are you about these activities?', 'matrix', 'rating_matrix',
   '[{"id":"r1","text":"Coming up with new solutions","dimension":"Create"},{"id":"r2","text":"Working with people","dimension":"Relate"},{"id":"r3","text":"Organising processes and deadlines","dimension":"Organize"}]',
   '{"section":"passion","columns":["1","2","3","4","5"]}', 2),
  (73, 'it', 'ALN_W1', 'Ordina queste attività secondo quanto occupano il tuo lavoro attuale, dalla più alla meno presente.', 'ranking', 'ranking',
   '[{"id":"create","text":"Ideare","profileCode":"Create"},{"id":"relate","text":"Relazionarsi","profileCode":"Relate"},{"id":"organize","text":"Organizzare","profileCode":"Organize"}]',
   '{"section":"lavoro"}', 3),
  (73, 'en', 'ALN_W1', 'Rank these activities by how much of your current work they take, from most to least.', 'ranking', 'ranking',
   '[{"id":"create","text":"Ideating","profileCode":"Create"},{"id":"relate","text":"Relating","profileCode":"Relate"},{"id":"organize","text":"Organising","profileCode":"Organize"}]',
   '{"section":"work"}', 3),
  (74, 'it', 'ALN_W2', 'Quanto il tuo ruolo attuale ti chiede queste attività?', 'matrix', 'rating_matrix',
   '[{"id":"r1","text":"Ideare soluzioni nuove","dimension":"Create"},{"id":"r2","text":"Lavorare con le persone","dimension":"Relate"},{"id":"r3","text":"Organizzare processi e scadenze","dimension":"Organize"}]',
   '{"section":"lavoro","columns":["1","2","3","4","5"]}', 4),
  (74, 'en', 'ALN_W2', 'How much does your current role ask of you in these activities?', 'matrix', 'rating_matrix',
   '[{"id":"r1","text":"Coming up with new solutions","dimension":"Create"},{"id":"r2","text":"Working with people","dimension":"Relate"},{"id":"r3","text":"Organising processes and deadlines","dimension":"Organize"}]',
   '{"section":"work","columns":["1","2","3","4","5"]}', 4)
) as q (n, lang, item_code, question_text, question_type, response_type, options, metadata, order_index)
on conflict do nothing;

-- Scoring rules: one per assessment type; the scorer picks them by type ------------------------------
insert into public.scoring_rule_templates (id, name, description, rule_type, calculation_formula, applicable_assessment_types, is_system_default) values
  ('52000000-0000-4000-8000-000000000001', 'TPM – dimensioni Create/Relate/Organize', 'Percentuale per dimensione e profilo dominante.', 'dimension',
   '{"scale": {"min": 1, "max": 5}, "dimensions": ["Create", "Relate", "Organize"], "result_key": "dominant_profile"}', '{tpm}', true),
  ('52000000-0000-4000-8000-000000000002', 'MBTI – quattro assi', 'Preferenze per polo, tipo e chiarezza media.', 'mbti',
   '{"axes": [["E", "I"], ["S", "N"], ["T", "F"], ["J", "P"]]}', '{mbti}', true),
  ('52000000-0000-4000-8000-000000000003', 'Media generica', 'Media delle risposte numeriche / 5 × 100, arrotondata.', 'average',
   '{"scale": {"min": 1, "max": 5}}', '{leadership}', true),
  ('52000000-0000-4000-8000-000000000004', 'TWN – logica personalizzata', 'Media delle risposte numeriche con conteggio delle risposte.', 'custom',
   jsonb_build_object('custom_logic',
     'const values = questions.map((q) => Number(answers[q.item_code])).filter((v) => !Number.isNaN(v));' || chr(10) ||
     'const total = values.reduce((sum, v) => sum + v, 0);' || chr(10) ||
     'const score = values.length ? Math.round((total / values.length) / 5 * 100) : 0;' || chr(10) ||
     'return { score: score, answered: values.length };'),
   '{twn}', false)
on conflict do nothing;

insert into public.scoring_rule_templates (id, name, description, rule_type, calculation_formula, applicable_assessment_types, is_system_default) values
  ('52000000-0000-4000-8000-000000000005', 'Allineamento personalità-lavoro', 'Profilo delle passioni e profilo del lavoro su Create/Relate/Organize; allineamento = sovrapposizione dei due profili (%).', 'alignment',
   '{"scale": {"min": 1, "max": 5}, "dimensions": ["Create", "Relate", "Organize"], "passion_items": ["ALN_P1", "ALN_P2"], "work_items": ["ALN_W1", "ALN_W2"]}', '{combined}', true)
on conflict do nothing;

-- Starter coaching program: three phases, an activity of every type -----------------------------------
insert into public.ai_prompt_templates (id, name, description, system_prompt, user_prompt_template, output_format, model) values
  ('80000000-0000-4000-8000-000000000001', 'Mission aziendale', 'Genera una mission estesa a partire dal form del team.',
   'Sei un coach aziendale. Rispondi in italiano con un oggetto JSON con le chiavi nome_azienda, mission_estesa, numeri_chiave, kpi_miglioramento.',
   'Azienda: {{organization}}. Risposte del team: {{answers}}. Scrivi la mission del team.', 'company_mission', null)
on conflict do nothing;

insert into public.coaching_programs (id, name, description, organization_id, total_phases, duration_weeks) values
  ('60000000-0000-4000-8000-000000000101', 'Percorso Team Performance', 'Tre fasi: conoscersi, lavorare insieme, consegnare.', null, 3, 12)
on conflict do nothing;

insert into public.coaching_phases (id, program_id, title, description, phase_number, duration_weeks, learning_objectives, deliverables) values
  ('61000000-0000-4000-8000-000000000101', '60000000-0000-4000-8000-000000000101', 'Conoscere il team', 'Profili e stili di lavoro.', 1, 4,
   '["Conoscere i profili TPM del team", "Condividere aspettative"]', '["Mappa dei profili"]'),
  ('61000000-0000-4000-8000-000000000102', '60000000-0000-4000-8000-000000000101', 'Lavorare insieme', 'Workshop e mission del team.', 2, 4,
   '["Definire la mission", "Concordare le regole del team"]', '["Mission del team", "Piano d''azione"]'),
  ('61000000-0000-4000-8000-000000000103', '60000000-0000-4000-8000-000000000101', 'Consegnare valore', 'Dalla mission ai risultati.', 3, 4,
   '["Tradurre la mission in obiettivi"]', '["Obiettivi misurabili"]')
on conflict do nothing;

insert into public.assignment_forms (id, title, description, activity_id, organization_id, is_template) values
  ('70000000-0000-4000-8000-000000000102', 'Piano d''azione (modello)', 'Modello di form per il piano d''azione del team.', null, null, true)
on conflict do nothing;

insert into public.coaching_activity_templates (id, title, description, activity_type, source_form_template_id, content_data, organization_id) values
  ('63000000-0000-4000-8000-000000000101', 'Piano d''azione', 'Ogni membro propone tre azioni concrete.', 'assignment', '70000000-0000-4000-8000-000000000102', '{}', null)
on conflict do nothing;

insert into public.coaching_activities (
  id, phase_id, title, description, activity_type, order_index, is_required, estimated_duration_minutes,
  submission_required, team_leader_only, content_url, instructions, content_data, template_id,
  source_form_template_id, source_form_activity_id, ai_prompt_template_id
) values
  ('62000000-0000-4000-8000-000000000101', '61000000-0000-4000-8000-000000000101', 'Introduzione al modello TPM', 'Video introduttivo.',
   'video', 1, true, 10, false, false, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Guarda il video fino alla fine.', '{}', null, null, null, null),
  ('62000000-0000-4000-8000-000000000102', '61000000-0000-4000-8000-000000000101', 'Quiz sui profili', 'Verifica cosa ricordi del modello.',
   'quiz', 2, true, 5, false, false, null, 'Rispondi alle domande.',
   '{"questions": [{"question": "Quale dimensione riguarda le relazioni?", "options": ["Create", "Relate", "Organize"], "correct": 1}]}', null, null, null, null),
  ('62000000-0000-4000-8000-000000000103', '61000000-0000-4000-8000-000000000101', 'Simulazione: la riunione difficile', 'Gestisci una riunione con opinioni opposte.',
   'simulation', 3, false, 20, false, true, null, 'Scegli come reagire a ogni passaggio.',
   '{"scenario": "Due colleghi non sono d''accordo sulle priorità.", "steps": ["Ascolta", "Riformula", "Decidi"]}', null, null, null, null),
  ('62000000-0000-4000-8000-000000000104', '61000000-0000-4000-8000-000000000102', 'Workshop: le regole del team', 'Sessione di lavoro in aula e online.',
   'workshop', 1, true, 120, false, false, null, 'Porta le tue proposte.',
   '{"workshop_mode": "hybrid", "max_participants": 12, "tech_requirements": ["Laptop", "Webcam", "Cuffie"]}', null, null, null, null),
  ('62000000-0000-4000-8000-000000000105', '61000000-0000-4000-8000-000000000102', 'La mission del team', 'Compila il form sulla mission.',
   'assignment_form', 2, true, 30, true, false, null, 'Rispondi a tutte le domande.', '{}', null, null, null, null),
  ('62000000-0000-4000-8000-000000000106', '61000000-0000-4000-8000-000000000102', 'Piano d''azione', 'Proponi tre azioni concrete.',
   'assignment', 3, false, 20, true, false, null, 'Usa il modello.', '{}', '63000000-0000-4000-8000-000000000101', '70000000-0000-4000-8000-000000000102', null, null)
on conflict do nothing;

-- Form 101 belongs to activity 105 and is also the source form of the ai_suggestion activity 107,
-- which is therefore inserted after it.
insert into public.assignment_forms (id, title, description, activity_id, organization_id, is_template) values
  ('70000000-0000-4000-8000-000000000101', 'Mission del team', 'Raccontaci il team e la sua mission.', '62000000-0000-4000-8000-000000000105', null, false)
on conflict do nothing;

insert into public.form_questions (id, form_id, question_text, question_type, options, placeholder, help_text, is_required, order_index) values
  ('71000000-0000-4000-8000-000000000101', '70000000-0000-4000-8000-000000000101', 'Nome dell''azienda', 'text_short', null, 'Es. Azienda S.p.A.', null, true, 1),
  ('71000000-0000-4000-8000-000000000102', '70000000-0000-4000-8000-000000000101', 'Descrivi la mission attuale', 'text_long', null, 'Qualche riga...', 'Anche in forma di appunti.', true, 2),
  ('71000000-0000-4000-8000-000000000103', '70000000-0000-4000-8000-000000000101', 'Settore principale', 'single_choice', '["Industria", "Servizi", "Commercio"]', null, null, true, 3),
  ('71000000-0000-4000-8000-000000000104', '70000000-0000-4000-8000-000000000101', 'Canali verso i clienti', 'multiple_choice', '["Negozio", "Online", "Rete vendita", "Partner"]', null, 'Più risposte possibili.', false, 4),
  ('71000000-0000-4000-8000-000000000105', '70000000-0000-4000-8000-000000000101', 'Numero di dipendenti', 'number', null, '0', null, false, 5),
  ('71000000-0000-4000-8000-000000000106', '70000000-0000-4000-8000-000000000101', 'E-mail di riferimento', 'email', null, 'nome@azienda.it', null, false, 6),
  ('71000000-0000-4000-8000-000000000107', '70000000-0000-4000-8000-000000000101', 'Sito web', 'url', null, 'https://', null, false, 7),
  ('71000000-0000-4000-8000-000000000108', '70000000-0000-4000-8000-000000000101', 'Data di fondazione', 'date', null, null, null, false, 8),
  ('71000000-0000-4000-8000-000000000109', '70000000-0000-4000-8000-000000000102', 'Azione 1', 'text_short', null, null, null, true, 1),
  ('71000000-0000-4000-8000-000000000110', '70000000-0000-4000-8000-000000000102', 'Perché queste azioni?', 'text_long', null, null, null, false, 2)
on conflict do nothing;

insert into public.coaching_activities (
  id, phase_id, title, description, activity_type, order_index, is_required, estimated_duration_minutes,
  submission_required, team_leader_only, content_url, instructions, content_data, template_id,
  source_form_template_id, source_form_activity_id, ai_prompt_template_id
) values
  ('62000000-0000-4000-8000-000000000107', '61000000-0000-4000-8000-000000000103', 'Suggerimenti AI per la mission', 'L''assistente propone una mission estesa.',
   'ai_suggestion', 1, false, 15, false, false, null, 'Genera, modifica e accetta la proposta.', '{}', null,
   null, '70000000-0000-4000-8000-000000000101', '80000000-0000-4000-8000-000000000001')
on conflict do nothing;
