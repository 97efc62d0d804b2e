import { describe, expect, it } from 'vitest';
import { draftFromRows, type QuestionRow } from './draft-from-rows';
import { newQuestion, newTemplate } from './draft-factory';
import { toPublishPayload } from './publish-payload';

function choiceDraft(english: boolean) {
  const draft = newTemplate('org');
  draft.name = { it: 'Modello', en: english ? 'Template' : '' };
  const q = newQuestion([], 'single_choice');
  q.text = { it: 'Quale?', en: english ? 'Which?' : '' };
  q.dimension = 'Create';
  q.options[0]!.text = { it: 'Uno', en: english ? 'One' : '' };
  q.options[0]!.profileCode = 'Create';
  q.options[1]!.text = { it: 'Due', en: english ? 'Two' : '' };
  draft.questions = [q];
  return draft;
}

describe('toPublishPayload', () => {
  it('writes options and metadata in the shape the widgets read, in it and en', () => {
    const payload = toPublishPayload(choiceDraft(true));
    expect(payload.questions.map((q) => [q.language, q.question_text])).toEqual([
      ['it', 'Quale?'],
      ['en', 'Which?'],
    ]);
    expect(payload.questions[1]).toMatchObject({
      item_code: 'Q01',
      response_type: 'single_choice',
      options: [
        { id: 'a', text: 'One', profileCode: 'Create' },
        { id: 'b', text: 'Two' },
      ],
      metadata: { section: 'default', dimension: 'Create' },
      order_index: 1,
    });
  });

  it('writes only Italian rows while any English is missing', () => {
    expect(toPublishPayload(choiceDraft(false)).questions.map((q) => q.language)).toEqual(['it']);
  });

  it('reads back what it wrote', () => {
    const payload = toPublishPayload(choiceDraft(true));
    const rows = payload.questions as unknown as QuestionRow[];
    const draft = draftFromRows(
      {
        id: 't1',
        organization_id: 'org',
        name: 'Modello',
        name_en: 'Template',
        description: null,
        assessment_type_id: 'tpm',
        time_limit_minutes: null,
        version: 3,
      },
      rows,
    );
    expect(draft).toMatchObject({ sourceId: 't1', version: 3, name: { it: 'Modello', en: 'Template' } });
    const again = toPublishPayload(draft);
    expect(again.questions).toEqual(payload.questions);
  });
});
