import { describe, expect, it } from 'vitest';
import { lookUpForm, type FormLookups } from './form-lookup';

const forms: Record<string, { id: string; activity_id: string | null }> = {
  own: { id: 'own', activity_id: 'act' },
  src: { id: 'src', activity_id: null },
  tpl: { id: 'tpl', activity_id: null },
  fromTemplate: { id: 'fromTemplate', activity_id: null },
};

function lookups(available: string[], calls: string[] = []): FormLookups<{ id: string }> {
  const has = (id: string) => (available.includes(id) ? forms[id]! : null);
  return {
    formOfActivity: async (activityId) => {
      calls.push(`activity:${activityId}`);
      return available.includes('own') && activityId === 'act' ? forms.own! : null;
    },
    formById: async (id) => {
      calls.push(`form:${id}`);
      return has(id);
    },
    templateFormId: async (templateId) => {
      calls.push(`template:${templateId}`);
      return templateId === 'T' ? 'fromTemplate' : null;
    },
  };
}

const activity = { id: 'act', source_form_activity_id: 'src', source_form_template_id: 'tpl', template_id: 'T' };

describe('the four-step form lookup', () => {
  it('1: the form of the activity wins', async () => {
    expect(await lookUpForm(activity, lookups(['own', 'src', 'tpl', 'fromTemplate']))).toMatchObject({ id: 'own' });
  });

  it('2: then the form named by source_form_activity_id', async () => {
    expect(await lookUpForm(activity, lookups(['src', 'tpl', 'fromTemplate']))).toMatchObject({ id: 'src' });
  });

  it('3: then the form named by source_form_template_id', async () => {
    expect(await lookUpForm(activity, lookups(['tpl', 'fromTemplate']))).toMatchObject({ id: 'tpl' });
  });

  it("4: then the activity template's source form, in this order", async () => {
    const calls: string[] = [];
    expect(await lookUpForm(activity, lookups(['fromTemplate'], calls))).toMatchObject({ id: 'fromTemplate' });
    expect(calls).toEqual(['activity:act', 'form:src', 'form:tpl', 'template:T', 'form:fromTemplate']);
  });

  it('none: null (the screen shows Form di Assignment Non Trovato)', async () => {
    expect(await lookUpForm({ ...activity, template_id: null }, lookups([]))).toBeNull();
    expect(
      await lookUpForm(
        { id: 'x', source_form_activity_id: null, source_form_template_id: null, template_id: 'other' },
        lookups([]),
      ),
    ).toBeNull();
  });
});
