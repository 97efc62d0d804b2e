/**
 * Rows the seed lacks for cross-organisation tests, inserted by the superuser: Globex content (a
 * program with a phase, an activity, a form with a question, a template, a scoring rule, a prompt, an activity
 * template, a session for Orion with a submission, a suggestion, progress and a chat message), and a
 * second coach running a second session for Acme's team Alpha. The seed itself stays as it is, so
 * the visibility expectations of the security matrix keep describing the demo data.
 */
import { ACCOUNTS, ORG, TEAM, seedId } from './demo-ids.ts';

const globexUser = ACCOUNTS.globex.userId;

export const GLOBEX = {
  program: seedId('60000000', 2),
  phase: seedId('61000000', 9),
  activity: seedId('62000000', 9),
  form: seedId('70000000', 9),
  formQuestion: seedId('71000000', 99),
  template: seedId('50000000', 9),
  prompt: seedId('80000000', 2),
  activityTemplate: seedId('63000000', 2),
  session: seedId('64000000', 2),
  submission: seedId('72000000', 9),
  suggestion: seedId('81000000', 9),
  progress: seedId('92000000', 9),
  chatMessage: seedId('90000000', 9),
  assignment: seedId('53000000', 5),
  assessment: seedId('54000000', 5),
  scoringRule: seedId('52000000', 9),
} as const;

/** A second coach (no organisation, like every coach) and their session for Alpha. */
export const OTHER_COACH = {
  userId: seedId('20000000', 98),
  coachId: seedId('40000000', 2),
  session: seedId('64000000', 3),
  program: seedId('60000000', 3),
  phase: seedId('61000000', 8),
  activity: seedId('62000000', 8),
  form: seedId('70000000', 8),
  chatMessage: seedId('90000000', 8),
  submission: seedId('72000000', 8),
  suggestion: seedId('81000000', 8),
} as const;

export const CROSS_ORG_FIXTURE_SQL = `
insert into public.coaching_programs (id, name, organization_id, total_phases) values
  ('${GLOBEX.program}', 'Globex program', '${ORG.globex}', 1),
  ('${OTHER_COACH.program}', 'Acme second program', '${ORG.acme}', 1);
insert into public.coaching_phases (id, program_id, title, phase_number) values
  ('${GLOBEX.phase}', '${GLOBEX.program}', 'Globex phase', 1),
  ('${OTHER_COACH.phase}', '${OTHER_COACH.program}', 'Second phase', 1);
insert into public.ai_prompt_templates (id, name, system_prompt, user_prompt_template, organization_id) values
  ('${GLOBEX.prompt}', 'Globex prompt', 's', 'u', '${ORG.globex}');
insert into public.coaching_activities (id, phase_id, title, activity_type) values
  ('${GLOBEX.activity}', '${GLOBEX.phase}', 'Globex form activity', 'assignment_form'),
  ('${OTHER_COACH.activity}', '${OTHER_COACH.phase}', 'Second form activity', 'assignment_form');
insert into public.assignment_forms (id, title, activity_id, organization_id) values
  ('${GLOBEX.form}', 'Globex form', '${GLOBEX.activity}', '${ORG.globex}'),
  ('${OTHER_COACH.form}', 'Second form', '${OTHER_COACH.activity}', '${ORG.acme}');
insert into public.form_questions (id, form_id, question_text, question_type) values
  ('${GLOBEX.formQuestion}', '${GLOBEX.form}', 'Globex question', 'text_short');
insert into public.assessment_templates (id, name, assessment_type_id, organization_id) values
  ('${GLOBEX.template}', 'Globex template', 'tpm', '${ORG.globex}');
insert into public.scoring_rule_templates (id, name, rule_type, organization_id) values
  ('${GLOBEX.scoringRule}', 'Globex rule', 'average', '${ORG.globex}');
insert into public.coaching_activity_templates (id, title, activity_type, organization_id) values
  ('${GLOBEX.activityTemplate}', 'Globex activity template', 'quiz', '${ORG.globex}');
insert into auth.users (id, email, aud, role) values ('${OTHER_COACH.userId}', 'coach2@taas.test', 'authenticated', 'authenticated');
insert into public.taas_coaches (id, user_id, first_name) values ('${OTHER_COACH.coachId}', '${OTHER_COACH.userId}', 'Second');
insert into public.coaching_sessions (id, program_id, team_id, coach_id) values
  ('${GLOBEX.session}', '${GLOBEX.program}', '${TEAM.orion}', null),
  ('${OTHER_COACH.session}', '${OTHER_COACH.program}', '${TEAM.alpha}', '${OTHER_COACH.coachId}');
insert into public.assignment_submissions (id, form_id, user_id, status, submitted_at) values
  ('${GLOBEX.submission}', '${GLOBEX.form}', '${globexUser}', 'submitted', now()),
  ('${OTHER_COACH.submission}', '${OTHER_COACH.form}', '${ACCOUNTS.member.userId}', 'draft', null);
insert into public.ai_suggestions (id, activity_id, user_id, session_id) values
  ('${GLOBEX.suggestion}', '${GLOBEX.activity}', '${globexUser}', '${GLOBEX.session}'),
  ('${OTHER_COACH.suggestion}', '${OTHER_COACH.activity}', '${ACCOUNTS.member.userId}', '${OTHER_COACH.session}');
insert into public.user_activity_progress (id, user_id, activity_id, session_id, status) values
  ('${GLOBEX.progress}', '${globexUser}', '${GLOBEX.activity}', '${GLOBEX.session}', 'in_progress');
insert into public.team_chat_messages (id, team_id, session_id, sender_id, sender_role, message) values
  ('${GLOBEX.chatMessage}', '${TEAM.orion}', '${GLOBEX.session}', '${globexUser}', 'member', 'Ciao Orion'),
  ('${OTHER_COACH.chatMessage}', '${TEAM.alpha}', '${OTHER_COACH.session}', '${ACCOUNTS.member.userId}', 'member', 'Ciao secondo coach');
`;
