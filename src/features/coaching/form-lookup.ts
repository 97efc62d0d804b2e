// The form lookup, in order: a form whose activity_id equals the activity; a form whose
// id equals source_form_activity_id; a form whose id equals source_form_template_id; the activity
// template's source_form_template_id and the form with that id. The same chain runs on the backend
// and on the device's copy: only the lookups differ.
export interface FormLookupActivity {
  id: string;
  source_form_activity_id: string | null;
  source_form_template_id: string | null;
  template_id: string | null;
}

export interface FormLookups<F> {
  formOfActivity(activityId: string): Promise<F | null>;
  formById(formId: string): Promise<F | null>;
  /** The activity template's source_form_template_id. */
  templateFormId(templateId: string): Promise<string | null>;
}

export async function lookUpForm<F>(activity: FormLookupActivity, lookups: FormLookups<F>): Promise<F | null> {
  const own = await lookups.formOfActivity(activity.id);
  if (own) return own;
  for (const formId of [activity.source_form_activity_id, activity.source_form_template_id]) {
    if (!formId) continue;
    const form = await lookups.formById(formId);
    if (form) return form;
  }
  if (!activity.template_id) return null;
  const fromTemplate = await lookups.templateFormId(activity.template_id);
  return fromTemplate ? lookups.formById(fromTemplate) : null;
}
