/**
 * The checks a pack's shape cannot express: every `ref` an activity names is a form or prompt in the
 * same file, a ref is defined once, a form belongs to one activity at most, and choice questions
 * carry options (at least one for an assessment question, two for a form question, as the database
 * requires of rows).
 */
import type { PackError, ProgramPack, TemplatePack } from './pack-types';

const CHOICE = ['single_choice', 'multiple_choice'];

const isChoiceOption = (o: unknown): boolean =>
  (typeof o === 'string' && o.trim() !== '') ||
  (typeof o === 'object' &&
    o !== null &&
    String((o as Record<string, unknown>).value ?? (o as Record<string, unknown>).label ?? '').trim() !== '');

function definedRefs(items: Array<{ ref: string }>, list: string, errors: PackError[]): Set<string> {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.ref)) errors.push({ path: `${list}[${i}].ref`, code: 'duplicate_reference' });
    seen.add(item.ref);
  });
  return seen;
}

export function referenceErrors(pack: ProgramPack): PackError[] {
  const errors: PackError[] = [];
  const forms = definedRefs(pack.forms, 'forms', errors);
  const prompts = definedRefs(pack.prompts, 'prompts', errors);
  const owned = new Set<string>();
  pack.phases.forEach((phase, p) =>
    phase.activities.forEach((activity, a) => {
      const at = (field: string) => `phases[${p}].activities[${a}].${field}`;
      for (const field of ['form_ref', 'source_form_template_ref', 'source_form_activity_ref'] as const) {
        const ref = activity[field];
        if (ref != null && !forms.has(ref)) errors.push({ path: at(field), code: 'missing_reference' });
      }
      if (activity.prompt_ref != null && !prompts.has(activity.prompt_ref))
        errors.push({ path: at('prompt_ref'), code: 'missing_reference' });
      if (activity.form_ref != null) {
        if (owned.has(activity.form_ref)) errors.push({ path: at('form_ref'), code: 'duplicate_reference' });
        owned.add(activity.form_ref);
      }
    }),
  );
  pack.forms.forEach((form, f) =>
    form.questions.forEach((q, i) => {
      const options = q.options;
      if (
        CHOICE.includes(q.question_type) &&
        !(Array.isArray(options) && options.length >= 2 && options.every(isChoiceOption))
      )
        errors.push({ path: `forms[${f}].questions[${i}].options`, code: 'no_options' });
    }),
  );
  return errors;
}

export function templateOptionErrors(pack: TemplatePack): PackError[] {
  return pack.questions.flatMap((q, i) =>
    CHOICE.includes(q.response_type) && !(Array.isArray(q.options) && q.options.length >= 1)
      ? [{ path: `questions[${i}].options`, code: 'no_options' as const }]
      : [],
  );
}
