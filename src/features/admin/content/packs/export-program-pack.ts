/**
 * Reads a coaching program into a content pack: its phases and activities, the forms the activities
 * own or point at (with their questions) and the prompt templates they use. Inside the file, forms
 * and prompts are named by local refs (form-1, prompt-1), so no id of this installation is needed to
 * import it. An activity's link to a library activity template is not carried.
 */
import type { BackendClient } from '../../../../backend/backend-client';
import { must } from './read-rows';
import { PACK_FORMAT, PACK_VERSION } from './pack-schema';
import type { ProgramPack } from './pack-types';

const refsFor = (prefix: string, ids: string[]) => new Map(ids.map((id, i) => [id, `${prefix}-${i + 1}`]));

export async function exportProgramPack(
  client: BackendClient,
  programId: string,
  now = new Date(),
): Promise<ProgramPack> {
  const program = must(
    await client.from('coaching_programs').select('name, description, duration_weeks').eq('id', programId).single(),
  );
  const phases = must(
    await client
      .from('coaching_phases')
      .select('id, title, description, phase_number, duration_weeks, learning_objectives, deliverables')
      .eq('program_id', programId)
      .order('phase_number'),
  );
  const activities = must(
    await client
      .from('coaching_activities')
      .select(
        'id, phase_id, title, description, activity_type, order_index, is_required, estimated_duration_minutes, submission_required, team_leader_only, content_url, instructions, content_data, source_form_template_id, source_form_activity_id, ai_prompt_template_id',
      )
      .in(
        'phase_id',
        phases.map((p) => p.id),
      )
      .order('order_index')
      .order('title'),
  );
  const activityIds = activities.map((a) => a.id);
  const pointed = activities
    .flatMap((a) => [a.source_form_template_id, a.source_form_activity_id])
    .filter((id) => id !== null);
  const formFields = 'id, title, description, activity_id, is_template';
  // Forms in a stable order: those activities own, in the activities' order, then those pointed at.
  const ownedRows = must(await client.from('assignment_forms').select(formFields).in('activity_id', activityIds));
  const pointedRows = must(await client.from('assignment_forms').select(formFields).in('id', pointed));
  const owned = activityIds.flatMap((id) => ownedRows.filter((f) => f.activity_id === id));
  const others = [...new Set(pointed)].flatMap((id) => pointedRows.filter((f) => f.id === id));
  const forms = [...owned, ...others.filter((f) => !owned.some((o) => o.id === f.id))];
  const questions = must(
    await client
      .from('form_questions')
      .select('form_id, question_text, question_type, options, placeholder, help_text, is_required, order_index')
      .in(
        'form_id',
        forms.map((f) => f.id),
      )
      .order('order_index'),
  );
  const promptIds = [...new Set(activities.map((a) => a.ai_prompt_template_id).filter((id) => id !== null))];
  const prompts = must(
    await client
      .from('ai_prompt_templates')
      .select('id, name, description, system_prompt, user_prompt_template, output_format, model')
      .in('id', promptIds),
  );
  const formRef = refsFor(
    'form',
    forms.map((f) => f.id),
  );
  const promptRef = refsFor(
    'prompt',
    prompts.map((p) => p.id),
  );
  const ownerOf = new Map(owned.map((f) => [f.activity_id, formRef.get(f.id)!]));
  const ref = (map: Map<string, string>, id: string | null) => (id === null ? null : (map.get(id) ?? null));

  return {
    format: PACK_FORMAT,
    version: PACK_VERSION,
    exportedAt: now.toISOString(),
    kind: 'coaching-program',
    program: { name: program.name, description: program.description, duration_weeks: program.duration_weeks },
    phases: phases.map(({ id, ...phase }) => ({
      ...phase,
      learning_objectives: phase.learning_objectives as string[],
      deliverables: phase.deliverables as string[],
      activities: activities
        .filter((a) => a.phase_id === id)
        .map(
          ({
            id: activityId,
            phase_id: _phase,
            source_form_template_id,
            source_form_activity_id,
            ai_prompt_template_id,
            ...a
          }) => ({
            ...a,
            content_data: (a.content_data ?? {}) as Record<string, unknown>,
            form_ref: ownerOf.get(activityId) ?? null,
            source_form_template_ref: ref(formRef, source_form_template_id),
            source_form_activity_ref: ref(formRef, source_form_activity_id),
            prompt_ref: ref(promptRef, ai_prompt_template_id),
          }),
        ),
    })),
    forms: forms.map((f) => ({
      ref: formRef.get(f.id)!,
      title: f.title,
      description: f.description,
      is_template: f.is_template,
      questions: questions.filter((q) => q.form_id === f.id).map(({ form_id: _form, ...q }) => q),
    })),
    prompts: prompts.map(({ id, ...p }) => ({ ref: promptRef.get(id)!, ...p })),
  };
}
